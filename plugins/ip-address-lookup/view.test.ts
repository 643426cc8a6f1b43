import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { asResultView, type ResultBlock } from '@sdk/core';
import { view } from './view.ts';
import { run } from './run.ts';

const lines = (blocks: readonly ResultBlock[], lang: 'en' | 'fr' = 'en') => {
  const w = writer('ip-address-lookup', lang);
  return blocks.flatMap((b) => (b.kind === 'note' ? [w(b.text)] : b.kind === 'values' ? b.items.map((i) => `${w(i.label)}: ${w(i.value)}`) : b.kind === 'image' ? [`image: ${w(b.alt)}`] : []));
};
const google = {
  ip: '8.8.8.8',
  version: 4 as const,
  mine: false,
  asn: 15169,
  org: 'Google LLC',
  countryCode: 'US',
  region: 'California',
  city: 'Mountain View',
  latitude: 37.422,
  longitude: -122.085,
  timeZone: 'America/Los_Angeles',
  sources: [{ name: 'DB-IP IP to City Lite', licence: 'CC BY 4.0', attribution: 'IP Geolocation by DB-IP (db-ip.com)', date: '2026-06-05' }],
};

describe('IP lookup view', () => {
  it('shows the network and the place, a map, and where the data comes from', () => {
    const shown = lines(asResultView(view(google)).blocks);
    expect(shown).toEqual(expect.arrayContaining(['IP address: 8.8.8.8', 'ISP or organisation: Google LLC', 'AS number: AS15169', 'Country: United States', 'Coordinates: 37.4220, -122.0850', 'Time zone: America/Los_Angeles']));
    expect(shown).toContain('image: World map with a marker at Mountain View (37.4220, -122.0850)');
    expect(shown).toContain('Data: DB-IP IP to City Lite (CC BY 4.0), IP Geolocation by DB-IP (db-ip.com), as of June 5, 2026.');
    expect(lines(asResultView(view(google)).blocks, 'fr')).toContain('Pays: États-Unis');
  });

  it('draws the map as SVG with a marker, with no request to anyone', () => {
    const image = asResultView(view(google)).blocks.find((b) => b.kind === 'image')!;
    expect(image.kind === 'image' && image.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<circle/);
    expect(image.kind === 'image' && image.svg).not.toMatch(/href|url\(/);
  });

  it('says when there are no coordinates, and names private ranges instead of locating them', () => {
    const { latitude: _a, longitude: _b, ...noPlace } = google;
    expect(lines(asResultView(view(noPlace)).blocks)).toContain('No coordinates are known for this address, so there is no map.');
    const privateOne = lines(asResultView(view({ ip: '10.1.2.3', version: 4, mine: false, special: { kind: 'private', rfc: 'RFC 1918' }, sources: [] })).blocks);
    expect(privateOne).toContain('Address range: private network, RFC 1918');
    expect(privateOne.some((l) => l.startsWith('Country'))).toBe(false);
  });

  it('checks the address on the page with the spec’s messages', () => {
    expect(run({ ip: '' }, {}, 'lookup')).toEqual({ kind: 'tool-error', code: 'enterIp', params: { field: 'ip' } });
    expect(run({ ip: '1.2.3.4.5' }, {}, 'lookup')).toEqual({ kind: 'tool-error', code: 'invalidIp', params: { field: 'ip' } });
    expect(run({ ip: '' }, {}, 'myIp')).toEqual({ mine: true });
    expect(run({ ip: '0x08080808' }, {}, 'lookup')).toEqual({ ip: '8.8.8.8' });
  });
});
