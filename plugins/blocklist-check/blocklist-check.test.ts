import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { asResultView, type ResultBlock } from '@sdk/core';
import { view } from './view.ts';
import { mappedIPv4, reversedAddress, run, type ListAnswer } from './run.ts';
import { judge, txtText } from './judge.ts';
import { meanings } from './lists.ts';

const texts = (blocks: readonly ResultBlock[]) => {
  const w = writer('blocklist-check', 'en');
  return blocks.flatMap((b) => (b.kind === 'note' ? [w(b.text)] : b.kind === 'values' ? b.items.map((i) => `${w(i.label)}: ${w(i.value)}`) : b.kind === 'table' ? [w(b.caption!), ...b.rows.map((r) => r.map((c) => w(c)).join(' | '))] : []));
};
const reply = (rcode: string, ...codes: string[]) => ({ rcode, records: codes.map((value) => ({ type: 'A', value })) });
const list = (zone: string, state: ListAnswer['state'], codes: string[] = [], reason: string | null = null, rcode: string | null = null): ListAnswer => ({ zone, kind: 'ip', state, codes, reason, rcode });

describe('the question (RFC 5782)', () => {
  it('reverses IPv4 octets and IPv6 nibbles', () => {
    expect(reversedAddress('192.0.2.99', 4)).toBe('99.2.0.192');
    expect(reversedAddress('2001:db8:1:2:3:4:567:89ab', 6)).toBe('b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.8.b.d.0.1.0.0.2');
    expect(reversedAddress('2001:db8::1', 6)).toBe('1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2');
    expect(reversedAddress('::1', 6)).toBe(`1.${Array(31).fill('0').join('.')}`);
  });
  it('reads an address in any form, a domain, and refuses what is neither', () => {
    expect(run({ name: ' 0x5db8d70e ' })).toEqual({ kind: 'ip', address: '93.184.215.14', version: 4, reversed: '14.215.184.93' });
    expect(run({ name: '[2001:4860:4860::8888]' })).toMatchObject({ kind: 'ip', version: 6, address: '2001:4860:4860::8888' });
    expect(run({ name: '::ffff:93.184.215.14' })).toEqual({ kind: 'ip', address: '93.184.215.14', version: 4, reversed: '14.215.184.93' });
    expect(mappedIPv4('::ffff:5db8:d70e')).toBe('93.184.215.14');
    expect(run({ name: 'Mail.Example.ORG.' })).toEqual({ kind: 'domain', name: 'mail.example.org' });
    expect(run({ name: '' })).toEqual({ kind: 'tool-error', code: 'enterName', params: { field: 'name' } });
    expect(run({ name: '8.8.8.8; id' })).toEqual({ kind: 'tool-error', code: 'invalidName', params: { field: 'name' } });
    expect(run({ name: `${'a'.repeat(64)}.com` })).toMatchObject({ code: 'labelTooLong' });
  });
});

describe("a list's answer", () => {
  it('reads listings, non-listings, failures and refusals as each list documents them', () => {
    expect(judge('zen.spamhaus.org', reply('NXDOMAIN'))).toEqual({ state: 'notListed', codes: [], rcode: null });
    expect(judge('zen.spamhaus.org', reply('NOERROR'))).toEqual({ state: 'notListed', codes: [], rcode: null });
    expect(judge('zen.spamhaus.org', reply('NOERROR', '127.0.0.2', '127.0.0.4'))).toEqual({ state: 'listed', codes: ['127.0.0.2', '127.0.0.4'], rcode: null });
    expect(judge('zen.spamhaus.org', reply('NOERROR', '127.255.255.254'))).toMatchObject({ state: 'refused' });
    expect(judge('dbl.spamhaus.org', reply('NOERROR', '127.0.1.255'))).toMatchObject({ state: 'refused' });
    expect(judge('multi.surbl.org', reply('NOERROR', '127.0.0.1'))).toMatchObject({ state: 'refused' });
    expect(judge('bl.example.net', reply('NOERROR', '127.0.0.2'))).toMatchObject({ state: 'listed' });
    // A resolver that rewrites "no such name" into an address, or a list that is gone: never a listing.
    expect(judge('bl.example.net', reply('NOERROR', '198.51.100.7'))).toEqual({ state: 'failed', codes: ['198.51.100.7'], rcode: 'unexpected' });
    expect(judge('bl.example.net', reply('SERVFAIL'))).toEqual({ state: 'failed', codes: [], rcode: 'SERVFAIL' });
    expect(judge('bl.example.net', 'timeout')).toEqual({ state: 'timeout', codes: [], rcode: null });
  });
  it("knows the codes' meanings, SURBL's bits among them", () => {
    expect(meanings('zen.spamhaus.org', '127.0.0.10')).toEqual(['pblIsp']);
    expect(meanings('multi.surbl.org', '127.0.0.24')).toEqual(['surblPhish', 'surblMalware']);
    expect(meanings('bl.example.net', '127.0.0.2')).toEqual([]);
  });
  it('reads a TXT reason as text, control characters out, cut when long', () => {
    expect(txtText('"Listed, see " "https://example.org/x?a=1"')).toBe('Listed, see https://example.org/x?a=1');
    expect(txtText('"<b>bold</b>\\"quoted\\"\u0007"')).toBe('<b>bold</b>"quoted"');
    expect(txtText(`"${'x'.repeat(400)}"`)).toHaveLength(300);
  });
});

describe('blocklist view', () => {
  it('gives the verdict, then each list in words with its code, meaning, reason and page', () => {
    const shown = asResultView(
      view({
        query: '93.184.215.14',
        kind: 'ipv4',
        otherKind: 2,
        lists: [
          list('zen.spamhaus.org', 'listed', ['127.0.0.2', '127.0.0.4'], 'See https://check.spamhaus.org/'),
          list('bl.spamcop.net', 'notListed'),
          list('b.barracudacentral.org', 'timeout'),
          list('bl.example.net', 'failed', [], null, 'SERVFAIL'),
        ],
      }),
    );
    expect(texts(shown.blocks)).toEqual([
      'Checked: 93.184.215.14',
      'Kind: IPv4 address',
      'Result: Listed on 1 of 4 lists',
      '4 lists',
      'Spamhaus ZEN | zen.spamhaus.org | ✗ Listed | 127.0.0.2, 127.0.0.4 | Spamhaus SBL: a known source of spam or spam operations; Spamhaus XBL: infected with malware or hijacked (exploits, bots) | See https://check.spamhaus.org/ | https://check.spamhaus.org/',
      'SpamCop | bl.spamcop.net | ✓ Not listed | — | — | — | https://www.spamcop.net/bl.shtml',
      'Barracuda | b.barracudacentral.org | ⏱ No answer in time | — | — | — | https://www.barracudacentral.org/lookups',
      'bl.example.net | bl.example.net | ⚠ No usable answer (SERVFAIL) | — | — | — | —',
      expect.stringContaining('Each list decides on its own'),
      expect.stringContaining('did not answer in time'),
      '2 lists of domains were not asked: they hold domains, not addresses.',
    ]);
    expect(shown.copy).toBe([';; 93.184.215.14', 'zen.spamhaus.org\tLISTED\t127.0.0.2,127.0.0.4\tSee https://check.spamhaus.org/', 'bl.spamcop.net\tnot listed\t-', 'b.barracudacentral.org\tTIMEOUT\t-', 'bl.example.net\tFAILED\t-'].join('\n'));
  });
  it('says a refusal by the list as such, never as clean, and an IPv6 address not asked of IPv4-only lists', () => {
    const refused = texts(asResultView(view({ query: '8.8.8.8', kind: 'ipv4', otherKind: 0, lists: [list('zen.spamhaus.org', 'refused', ['127.255.255.254']), list('bl.spamcop.net', 'notListed')] })).blocks);
    expect(refused).toContain('Result: Not listed on the one list that answered; 1 could not be checked');
    expect(refused).toContain('Spamhaus ZEN | zen.spamhaus.org | ⚠ Refused by the list | 127.255.255.254 | Spamhaus refuses questions asked through public resolvers | — | https://check.spamhaus.org/');
    expect(refused).toEqual(expect.arrayContaining([expect.stringContaining('This is not a listing.')]));
    const v6 = texts(asResultView(view({ query: '2001:db8::1', kind: 'ipv6', otherKind: 0, lists: [list('zen.spamhaus.org', 'notListed'), list('bl.spamcop.net', 'notApplicable')] })).blocks);
    expect(v6).toContain('Result: Not listed on the one list asked');
    expect(v6).toContain('SpamCop | bl.spamcop.net | — Not asked | — | This list holds no IPv6 addresses. | — | https://www.spamcop.net/bl.shtml');
    expect(texts(asResultView(view({ query: 'x.example', kind: 'domain', otherKind: 0, lists: [list('dbl.spamhaus.org', 'timeout')] })).blocks)).toContain('Result: Unknown: no list gave an answer');
  });
});
