import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { asResultView, type ResultBlock } from '@sdk/core';
import { view } from './view.ts';
import { run, type ResolverAnswer } from './run.ts';
import { answerKey, compare } from './compare.ts';

const texts = (blocks: readonly ResultBlock[]) => {
  const w = writer('dns-propagation', 'en');
  return blocks.flatMap((b) => (b.kind === 'note' ? [w(b.text)] : b.kind === 'values' ? b.items.map((i) => `${w(i.label)}: ${w(i.value)}`) : b.kind === 'table' ? [w(b.caption!), ...b.rows.map((r) => r.map((c) => w(c)).join(' | '))] : []));
};
type Answered = Extract<ResolverAnswer, { outcome: 'answer' }>;
const a = (label: string, values: string[], ttl = 3600, rcode = 'NOERROR'): Answered => ({
  label,
  address: `192.0.2.${label.length}`,
  outcome: 'answer',
  rcode,
  ms: 10,
  records: values.map((value) => ({ name: 'example.com', type: 'A', ttl, value })),
  hidden: 0,
});
const late = (label: string): ResolverAnswer => ({ label, address: '192.0.2.99', outcome: 'timeout', limitMs: 4000 });

describe('which resolvers agree', () => {
  it('ignores TTLs, order, case and a final dot, but not the status', () => {
    expect(answerKey(a('x', ['93.184.215.14', '93.184.215.15'], 60))).toBe(answerKey(a('y', ['93.184.215.15', '93.184.215.14'], 3600)));
    expect(answerKey({ ...a('x', []), records: [{ name: 'n', type: 'CNAME', ttl: 1, value: 'Host.Example.com.' }] })).toBe(answerKey({ ...a('y', []), records: [{ name: 'n', type: 'CNAME', ttl: 9, value: 'host.example.com' }] }));
    expect(answerKey(a('x', [], 0, 'NXDOMAIN'))).not.toBe(answerKey(a('y', [], 0, 'NOERROR')));
  });
  it('finds the majority, leaves timeouts out, and says when there is none', () => {
    expect(compare([a('A', ['1.1.1.1']), a('B', ['1.1.1.1']), a('C', ['2.2.2.2']), late('D')])).toEqual({ agreement: ['same', 'same', 'differs', 'noAnswer'], answered: 3, majority: 2 });
    expect(compare([a('A', ['1.1.1.1']), a('B', ['2.2.2.2'])])).toEqual({ agreement: ['noMajority', 'noMajority'], answered: 2, majority: 0 });
    expect(compare([late('A'), late('B')])).toEqual({ agreement: ['noAnswer', 'noAnswer'], answered: 0, majority: 0 });
  });
});

describe('DNS propagation view', () => {
  it('shows every resolver with its records, TTLs and how it compares, in words and symbols', () => {
    const shown = asResultView(view({ name: 'example.com', type: 'A', resolvers: [a('Google', ['93.184.215.14']), a('Cloudflare', ['93.184.215.14'], 120), a('Quad9', ['93.184.215.34'], 60), late('Slow')] }));
    expect(texts(shown.blocks)).toEqual([
      'Name: example.com',
      'Type: A',
      'Agreement: 2 of 3 resolvers give the same answer',
      'Resolvers with no answer in time: 1',
      '4 resolvers',
      'Google | 192.0.2.6 | Found (NOERROR) | 93.184.215.14 | 3,600 | ✓ Same as the majority',
      'Cloudflare | 192.0.2.10 | Found (NOERROR) | 93.184.215.14 | 120 | ✓ Same as the majority',
      'Quad9 | 192.0.2.5 | Found (NOERROR) | 93.184.215.34 | 60 | ≠ Differs from the majority',
      'Slow | 192.0.2.99 | No answer within 4 s | — | — | — No answer',
      expect.stringContaining('may still hold the old answer in its cache'),
      expect.stringContaining('did not answer in time'),
    ]);
    expect(shown.copy).toBe(
      [';; example.com A', '= Google (192.0.2.6)\tNOERROR\tA 93.184.215.14 ttl=3600', '= Cloudflare (192.0.2.10)\tNOERROR\tA 93.184.215.14 ttl=120', '≠ Quad9 (192.0.2.5)\tNOERROR\tA 93.184.215.34 ttl=60', '— Slow (192.0.2.99)\tTIMEOUT\t'].join('\n'),
    );
  });
  it('says when all agree, names a CNAME on the way, a range of TTLs, NXDOMAIN, an empty answer and hidden answers', () => {
    const cname: Answered = { ...a('G', []), records: [{ name: 'www.example.com', type: 'CNAME', ttl: 300, value: 'example.com' }, { name: 'example.com', type: 'A', ttl: 60, value: '93.184.215.14' }], hidden: 1 };
    const all = texts(asResultView(view({ name: 'www.example.com', type: 'A', resolvers: [cname, { ...cname, label: 'H' }] })).blocks);
    expect(all).toContain('Agreement: All 2 resolvers give the same answer');
    expect(all).toContain('G | 192.0.2.1 | Found (NOERROR) | CNAME example.com, 93.184.215.14 | 60 to 300 | ✓ Same as the majority');
    expect(all).toContain('2 answers pointed to private or reserved addresses and are not shown.');
    const split = texts(asResultView(view({ name: 'new.example', type: 'MX', resolvers: [a('G', [], 0, 'NXDOMAIN'), a('H', [])] })).blocks);
    expect(split).toContain('Agreement: The resolvers disagree: no answer has a majority');
    expect(split).toContain('G | 192.0.2.1 | No such domain (NXDOMAIN) | — | — | ? No majority');
    expect(split).toContain('H | 192.0.2.1 | No MX record (NOERROR) | — | — | ? No majority');
    expect(texts(asResultView(view({ name: 'x.example', type: 'A', resolvers: [late('A')] })).blocks)).toContain('Agreement: No resolver answered in time');
  });
});

describe('the question', () => {
  it('reads a name and refuses what is not one', () => {
    expect(run({ name: ' Bücher.Example. ', type: 'AAAA' })).toEqual({ name: 'bücher.example', type: 'AAAA' });
    expect(run({ name: '', type: 'A' })).toEqual({ kind: 'tool-error', code: 'enterName', params: { field: 'name' } });
    expect(run({ name: '2001:db8::1', type: 'A' })).toEqual({ kind: 'tool-error', code: 'addressNotName', params: { field: 'name' } });
    expect(run({ name: 'exa mple.com', type: 'A' })).toEqual({ kind: 'tool-error', code: 'invalidName', params: { field: 'name' } });
    expect(run({ name: `${'a'.repeat(64)}.com`, type: 'A' })).toMatchObject({ code: 'labelTooLong' });
    expect(run({ name: 'example.com', type: 'SOA' })).toMatchObject({ code: 'invalidName', params: { field: 'type' } });
  });
});
