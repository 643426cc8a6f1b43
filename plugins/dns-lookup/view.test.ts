import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { asResultView, type ResultBlock } from '@sdk/core';
import { view } from './view.ts';
import { reverseName, run } from './run.ts';

const texts = (blocks: readonly ResultBlock[]) => {
  const w = writer('dns-lookup', 'en');
  return blocks.flatMap((b) => (b.kind === 'note' ? [w(b.text)] : b.kind === 'values' ? b.items.map((i) => `${w(i.label)}: ${w(i.value)}`) : b.kind === 'table' ? [w(b.caption!), ...b.rows.map((r) => r.map((c) => w(c)).join(' | '))] : []));
};
const answer = { name: 'example.com', type: 'MX', server: '192.0.2.53:53', ms: 12, rcode: 'NOERROR', records: [{ name: 'example.com', type: 'MX', ttl: 3600, value: '10 mail.example.com' }], hidden: 0 };

describe('DNS lookup view', () => {
  it('shows the status in words and each record with its TTL, and copies like dig', () => {
    const shown = asResultView(view(answer));
    expect(texts(shown.blocks)).toEqual(expect.arrayContaining(['Status: Found (NOERROR)', '1 record', 'example.com | MX | 3,600 | 10 mail.example.com']));
    expect(shown.copy).toBe(';; example.com MX NOERROR @192.0.2.53:53\nexample.com\t3600\tIN\tMX\t10 mail.example.com');
  });
  it('explains NXDOMAIN, SERVFAIL, an empty answer and hidden private answers', () => {
    expect(texts(asResultView(view({ ...answer, rcode: 'NXDOMAIN', records: [] })).blocks)).toContain('This domain does not exist: check its spelling.');
    expect(texts(asResultView(view({ ...answer, rcode: 'SERVFAIL', records: [] })).blocks)[2]).toBe('Status: Server failure (SERVFAIL)');
    expect(texts(asResultView(view({ ...answer, records: [] })).blocks)).toContain('The name exists but has no MX record.');
    expect(texts(asResultView(view({ ...answer, hidden: 2 })).blocks)).toContain('2 answers pointed to private or reserved addresses and are not shown.');
  });
});

describe('the DNS question', () => {
  it('writes reverse names of IPv4 and IPv6 addresses', () => {
    expect(reverseName('8.8.4.4', 4)).toBe('4.4.8.8.in-addr.arpa');
    expect(reverseName('2001:db8::1', 6)).toBe('1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa');
    expect(run({ name: '2001:4860:4860::8888', type: 'PTR' })).toMatchObject({ type: 'PTR', address: '2001:4860:4860::8888' });
  });
  it('asks for a name, not an address, except for PTR', () => {
    expect(run({ name: '8.8.8.8', type: 'A' })).toEqual({ kind: 'tool-error', code: 'addressNotName', params: { field: 'name' } });
    expect(run({ name: '  ', type: 'A' })).toEqual({ kind: 'tool-error', code: 'enterName', params: { field: 'name' } });
    expect(run({ name: 'Bücher.Example.', type: 'AAAA' })).toEqual({ name: 'bücher.example', type: 'AAAA' });
  });
});
