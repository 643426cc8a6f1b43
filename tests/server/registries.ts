/**
 * Registries the tests control, on loopback: an RDAP server (RFC 9082/9083) with recorded answers (a
 * domain of a thin registry, a domain with its registrant redacted (RFC 9537), an IPv4 network of ARIN and
 * one of the RIPE NCC, an IPv6 network, an AS number; RDAP's 404 for anything else; an answer far over the
 * size cap, gzip-compressed; one that never comes), IANA bootstrap files that name it for .com, .org and
 * .net and for those ranges, and a port-43 WHOIS server answering as whois.iana.org does for a TLD (a
 * referral) and as a registry does for a domain (a record, or "NOT FOUND"). The WHOIS lookup's API and
 * end-to-end tests use them; names that point at them (whois.nic.io) are in the tests' DNS zone.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const vcard = (...props: unknown[][]) => ['vcard', [['version', {}, 'text', '4.0'], ...props]];

/** example.com as a thin registry (Verisign's layout) answers: registrar and its abuse contact, no registrant. */
export const RDAP_EXAMPLE_COM = {
  objectClassName: 'domain',
  handle: '2336799_DOMAIN_COM-VRSN',
  ldhName: 'EXAMPLE.COM',
  links: [{ value: 'https://rdap.verisign.com/com/v1/domain/EXAMPLE.COM', rel: 'self', href: 'https://rdap.verisign.com/com/v1/domain/EXAMPLE.COM', type: 'application/rdap+json' }],
  status: ['client delete prohibited', 'client transfer prohibited', 'client update prohibited'],
  entities: [
    {
      objectClassName: 'entity',
      handle: '376',
      roles: ['registrar'],
      publicIds: [{ type: 'IANA Registrar ID', identifier: '376' }],
      vcardArray: vcard(['fn', {}, 'text', 'RESERVED-Internet Assigned Numbers Authority']),
      links: [{ rel: 'about', href: 'https://www.iana.org/', value: 'https://www.iana.org/', type: 'text/html' }],
      entities: [{ objectClassName: 'entity', roles: ['abuse'], vcardArray: vcard(['fn', {}, 'text', ''], ['tel', { type: 'voice' }, 'uri', 'tel:+1.3108239358'], ['email', {}, 'text', 'abuse@iana.org']) }],
    },
  ],
  events: [
    { eventAction: 'registration', eventDate: '1995-08-14T04:00:00Z' },
    { eventAction: 'expiration', eventDate: '2027-08-13T04:00:00Z' },
    { eventAction: 'last changed', eventDate: '2026-08-14T07:01:39Z' },
    { eventAction: 'last update of RDAP database', eventDate: '2026-12-04T16:00:00Z' },
  ],
  secureDNS: { delegationSigned: true, dsData: [{ keyTag: 370, algorithm: 13, digestType: 2, digest: 'BE74359954660069D5C63D200C39F5603827D7DD02B56F120EE9F3A86764247C' }] },
  nameservers: [
    { objectClassName: 'nameserver', ldhName: 'A.IANA-SERVERS.NET' },
    { objectClassName: 'nameserver', ldhName: 'B.IANA-SERVERS.NET' },
  ],
  rdapConformance: ['rdap_level_0', 'icann_rdap_technical_implementation_guide_1', 'icann_rdap_response_profile_1'],
  notices: [{ title: 'Terms of Use', description: ['Service subject to Terms of Use.'], links: [{ href: 'https://www.verisign.com/domain-names/registration-data-access-protocol/terms-service/index.xhtml', type: 'text/html' }] }],
};

/** A thick registry's answer (the layout of .org's) with the registrant redacted, said by RFC 9537 "redacted" members. */
export const RDAP_EXAMPLE_ORG = {
  objectClassName: 'domain',
  handle: 'D402200000000000001-LROR',
  ldhName: 'example.org',
  status: ['client transfer prohibited', 'auto renew period'],
  entities: [
    {
      objectClassName: 'entity',
      handle: '1234',
      roles: ['registrar'],
      publicIds: [{ type: 'IANA Registrar ID', identifier: '1234' }],
      vcardArray: vcard(['fn', {}, 'text', 'Example Registrar, Inc.'], ['url', {}, 'uri', 'https://registrar.example.net/']),
      entities: [{ objectClassName: 'entity', roles: ['abuse'], vcardArray: vcard(['fn', {}, 'text', 'Abuse desk'], ['tel', { type: 'voice' }, 'uri', 'tel:+1.5555550100'], ['email', {}, 'text', 'abuse@registrar.example.net']) }],
    },
    {
      objectClassName: 'entity',
      handle: 'REDACTED',
      roles: ['registrant'],
      vcardArray: vcard(['fn', {}, 'text', 'REDACTED FOR PRIVACY'], ['org', {}, 'text', 'REDACTED FOR PRIVACY'], ['adr', { cc: 'CH' }, 'text', ['', '', '', '', 'ZH', '', 'Switzerland']]),
      remarks: [{ title: 'REDACTED FOR PRIVACY', type: 'object redacted due to authorization', description: ['Some of the data in this object has been removed.'] }],
    },
  ],
  events: [
    { eventAction: 'registration', eventDate: '1995-08-31T04:00:00Z' },
    { eventAction: 'expiration', eventDate: '2027-08-30T04:00:00Z' },
    { eventAction: 'last changed', eventDate: '2026-07-05T10:00:00Z' },
  ],
  secureDNS: { delegationSigned: false },
  nameservers: [{ objectClassName: 'nameserver', ldhName: 'a.iana-servers.net' }],
  redacted: [
    { name: { type: 'Registrant Name' }, prePath: '$.entities[?(@.roles[0]==\'registrant\')].vcardArray[1][?(@[0]==\'fn\')]', method: 'replacement' },
    { name: { type: 'Registrant Email' }, prePath: '$.entities[?(@.roles[0]==\'registrant\')].vcardArray[1][?(@[0]==\'email\')]', method: 'removal' },
    { name: { type: 'Registrant Phone' }, method: 'removal' },
  ],
  rdapConformance: ['rdap_level_0', 'redacted'],
};

/** 8.8.8.8's network as ARIN answers (no country of its own, the holder's address in a label). */
export const RDAP_NET_ARIN = {
  objectClassName: 'ip network',
  handle: 'NET-8-8-8-0-2',
  startAddress: '8.8.8.0',
  endAddress: '8.8.8.255',
  ipVersion: 'v4',
  name: 'GOGL',
  type: 'DIRECT ALLOCATION',
  parentHandle: 'NET-8-0-0-0-0',
  cidr0_cidrs: [{ v4prefix: '8.8.8.0', length: 24 }],
  status: ['active'],
  port43: 'whois.arin.net',
  events: [
    { eventAction: 'last changed', eventDate: '2023-12-28T17:24:56-05:00' },
    { eventAction: 'registration', eventDate: '2023-12-28T17:24:33-05:00' },
  ],
  entities: [
    {
      handle: 'GOGL',
      roles: ['registrant'],
      vcardArray: vcard(['fn', {}, 'text', 'Google LLC'], ['adr', { label: '1600 Amphitheatre Parkway\nMountain View\nCA\n94043\nUnited States' }, 'text', ['', '', '', '', '', '', '']], ['kind', {}, 'text', 'org']),
      entities: [
        {
          handle: 'ABUSE5250-ARIN',
          roles: ['abuse'],
          vcardArray: vcard(['fn', {}, 'text', 'Abuse'], ['org', {}, 'text', 'Abuse'], ['kind', {}, 'text', 'group'], ['email', {}, 'text', 'network-abuse@google.com'], ['tel', { type: ['work', 'voice'] }, 'text', '+1-650-253-0000']),
        },
      ],
    },
  ],
};

/** 193.0.6.139's network as the RIPE NCC answers (with its country). */
export const RDAP_NET_RIPE = {
  objectClassName: 'ip network',
  handle: '193.0.0.0 - 193.0.7.255',
  startAddress: '193.0.0.0',
  endAddress: '193.0.7.255',
  ipVersion: 'v4',
  name: 'RIPE-NCC',
  type: 'ASSIGNED PA',
  country: 'NL',
  parentHandle: '193.0.0.0 - 193.0.23.255',
  cidr0_cidrs: [{ v4prefix: '193.0.0.0', length: 21 }],
  status: ['active'],
  port43: 'whois.ripe.net',
  events: [{ eventAction: 'last changed', eventDate: '2025-02-10T13:22:41Z' }],
  entities: [
    { handle: 'ORG-RIEN1-RIPE', roles: ['registrant'], vcardArray: vcard(['fn', {}, 'text', 'Reseaux IP Europeens Network Coordination Centre (RIPE NCC)'], ['kind', {}, 'text', 'org']) },
    { handle: 'OPS4-RIPE', roles: ['abuse'], vcardArray: vcard(['fn', {}, 'text', 'RIPE NCC Operations'], ['kind', {}, 'text', 'group'], ['email', {}, 'text', 'abuse@ripe.net']) },
  ],
};

/** 2001:4860::/32 as ARIN answers. */
export const RDAP_NET_V6 = {
  objectClassName: 'ip network',
  handle: 'NET6-2001-4860-1',
  startAddress: '2001:4860::',
  endAddress: '2001:4860:ffff:ffff:ffff:ffff:ffff:ffff',
  ipVersion: 'v6',
  name: 'GOOGLE-IPV6',
  type: 'DIRECT ALLOCATION',
  parentHandle: 'NET6-2001-4800-0',
  cidr0_cidrs: [{ v6prefix: '2001:4860::', length: 32 }],
  status: ['active'],
  events: [{ eventAction: 'registration', eventDate: '2005-03-14T00:00:00-05:00' }],
  entities: RDAP_NET_ARIN.entities,
};

/** AS15169 as ARIN answers. */
export const RDAP_AS15169 = {
  objectClassName: 'autnum',
  handle: 'AS15169',
  startAutnum: 15169,
  endAutnum: 15169,
  name: 'GOOGLE',
  status: ['active'],
  port43: 'whois.arin.net',
  events: [
    { eventAction: 'last changed', eventDate: '2012-02-24T09:44:34-05:00' },
    { eventAction: 'registration', eventDate: '2000-03-30T00:00:00-05:00' },
  ],
  entities: RDAP_NET_ARIN.entities,
};

/** RDAP's answer for an object the registry does not hold (RFC 9083 §6). */
export const RDAP_NOT_FOUND = { errorCode: 404, title: 'Not Found', description: ['The requested object was not found.'] };

/** whois.iana.org's answer for the TLD io: the registry's own WHOIS server. */
export const WHOIS_IANA_IO = `% IANA WHOIS server
% for more information on IANA, visit http://www.iana.org
% This query returned 1 object

refer:        whois.nic.io

domain:       IO

organisation: Internet Computer Bureau Limited
address:      c/o Sure (Diego Garcia) Limited
address:      Diego Garcia
address:      British Indian Ocean Territory

nserver:      A0.NIC.IO 65.22.160.17 2a01:8840:9e:0:0:0:0:17
whois:        whois.nic.io

status:       ACTIVE
remarks:      Registration information: http://www.nic.io/

created:      1997-09-16
changed:      2024-03-19
source:       IANA
`;

/** whois.iana.org's answer for a TLD with no WHOIS server of its own. */
export const WHOIS_IANA_NONE = `% IANA WHOIS server
% This query returned 1 object

domain:       ZZ
status:       ACTIVE
source:       IANA
`;

/** A registry's answer for example.io, in the layout ICANN asks of registries. */
export const WHOIS_EXAMPLE_IO = `Domain Name: example.io
Registry Domain ID: REDACTED
Registrar WHOIS Server: whois.registrar.example.net
Registrar URL: registrar.example.net
Updated Date: 2026-03-02T10:11:12Z
Creation Date: 2014-06-18T15:20:08Z
Registry Expiry Date: 2027-06-18T15:20:08Z
Registrar: Example Registrar, Inc.
Registrar IANA ID: 1234
Registrar Abuse Contact Email: abuse@registrar.example.net
Registrar Abuse Contact Phone: +1.5555550100
Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited
Domain Status: clientDeleteProhibited https://icann.org/epp#clientDeleteProhibited
Registry Registrant ID: REDACTED
Registrant Name: REDACTED FOR PRIVACY
Registrant Organization: REDACTED FOR PRIVACY
Registrant Country: GB
Registrant Email: Please query the RDDS service of the Registrar of Record identified in this output for information on how to contact the Registrant
Name Server: ns1.example.io
Name Server: ns2.example.io
DNSSEC: unsigned
URL of the ICANN Whois Inaccuracy Complaint Form: https://www.icann.org/wicf/
>>> Last update of WHOIS database: 2026-12-04T16:00:00Z <<<

For more information on Whois status codes, please visit https://icann.org/epp
`;

export const WHOIS_NOT_FOUND = 'NOT FOUND\n>>> Last update of WHOIS database: 2026-12-04T16:00:00Z <<<\n';

export interface TestRegistries {
  rdapPort: number;
  whoisPort: number;
  /** A folder of bootstrap files naming the test RDAP server (RDAP_BOOTSTRAP_DIR). */
  bootstrapDir: string;
  /** Paths the RDAP server was asked for, and queries the WHOIS server was sent. */
  rdapAsked: string[];
  whoisAsked: string[];
  close: () => Promise<void>;
}

/** An over-large answer, gzip-compressed: small on the wire, 8 MiB once decompressed. */
const HUGE = gzipSync(JSON.stringify({ objectClassName: 'domain', ldhName: 'huge.com', padding: 'x'.repeat(8 * 1024 * 1024) }));

export async function startTestRegistries(): Promise<TestRegistries> {
  const rdapAsked: string[] = [];
  const whoisAsked: string[] = [];
  const rdap: HttpServer = createHttpServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!).toLowerCase();
    rdapAsked.push(path);
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/rdap+json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body));
    if (path === '/domain/example.com') return send(200, RDAP_EXAMPLE_COM);
    if (path === '/domain/example.org') return send(200, RDAP_EXAMPLE_ORG);
    if (path === '/domain/huge.com') return res.writeHead(200, { 'content-type': 'application/rdap+json', 'content-encoding': 'gzip' }).end(HUGE);
    if (path === '/domain/slow.com') return; // never answers
    if (path === '/domain/busy.com') return send(429, { errorCode: 429, title: 'Too Many Requests' });
    if (/^\/ip\/8\.8\.8\.\d+$/.test(path)) return send(200, RDAP_NET_ARIN);
    if (/^\/ip\/193\.0\.[0-7]\.\d+$/.test(path)) return send(200, RDAP_NET_RIPE);
    if (path.startsWith('/ip/2001:4860:')) return send(200, RDAP_NET_V6);
    if (path === '/autnum/15169') return send(200, RDAP_AS15169);
    return send(404, RDAP_NOT_FOUND);
  });
  const whois: TcpServer = createTcpServer((socket: Socket) => {
    let query = '';
    socket.on('data', (chunk) => {
      query += chunk.toString('latin1');
      if (!query.includes('\n')) return;
      const q = query.trim().toLowerCase();
      whoisAsked.push(q);
      // The IANA server is asked for a TLD, the registry for a domain.
      const text = q === 'io' ? WHOIS_IANA_IO : !q.includes('.') ? WHOIS_IANA_NONE : q === 'example.io' ? WHOIS_EXAMPLE_IO : WHOIS_NOT_FOUND;
      socket.end(text);
    });
    socket.on('error', () => socket.destroy());
  });
  const listening = (server: HttpServer | TcpServer) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
  const [rdapPort, whoisPort] = await Promise.all([listening(rdap), listening(whois)]);
  const bootstrapDir = mkdtempSync(join(tmpdir(), 'rdap-bootstrap-'));
  const url = `http://127.0.0.1:${rdapPort}/`;
  const file = (description: string, services: [string[], string[]][]) => JSON.stringify({ description, publication: '2026-12-01T00:00:00Z', services, version: '1.0' });
  writeFileSync(join(bootstrapDir, 'dns.json'), file('RDAP bootstrap file for Domain Name System registrations', [[['com', 'net', 'org'], [url]]]));
  writeFileSync(join(bootstrapDir, 'ipv4.json'), file('RDAP bootstrap file for IPv4 address allocations', [[['8.0.0.0/8', '193.0.0.0/8'], [url]]]));
  writeFileSync(join(bootstrapDir, 'ipv6.json'), file('RDAP bootstrap file for IPv6 address allocations', [[['2001:4800::/23'], [url]]]));
  writeFileSync(join(bootstrapDir, 'asn.json'), file('RDAP bootstrap file for Autonomous System Number allocations', [[['15169', '64000-64098'], [url]]]));
  return {
    rdapPort,
    whoisPort,
    bootstrapDir,
    rdapAsked,
    whoisAsked,
    close: async () => {
      rdap.closeAllConnections();
      await Promise.all([new Promise((resolve) => rdap.close(resolve)), new Promise((resolve) => whois.close(resolve))]);
    },
  };
}

/** The settings that point the API server at these registries (with the tests' DNS server, for whois.nic.io). */
export function registrySettings(registries: TestRegistries): Record<string, string> {
  return { RDAP_BOOTSTRAP_DIR: registries.bootstrapDir, WHOIS_PORT: String(registries.whoisPort), WHOIS_IANA_SERVER: '127.0.0.1' };
}
