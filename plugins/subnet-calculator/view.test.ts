import { describe, expect, it } from 'vitest';
import { view, count } from './view.ts';
import { run, type SubnetCalcResult } from './run.ts';
import type { Input, Options } from './manifest.ts';

const IN: Input = { network: '', address: '', size: null, networks: '', first: '', last: '', globalId: '' };
const show = (i: Partial<Input>, o: Partial<Options> = {}) => view(run({ ...IN, ...i }, { mode: 'subnet', splitBy: 'prefix', ...o }) as SubnetCalcResult);

describe('subnet-calculator view', () => {
  it('writes counts in the page’s language, and IPv6 counts exactly as a power of two', () => {
    expect(count('254')).toEqual({ num: 254 });
    expect(count('18446744073709551616')).toBe('2⁶⁴ = 18446744073709551616');
    expect(count(String(2n ** 128n))).toBe(`2¹²⁸ = ${2n ** 128n}`);
  });
  it('says in words whether the address is inside, not by colour alone', () => {
    expect(show({ network: '10.0.0.0/8', address: '11.0.0.1' }).blocks[0]).toEqual({ kind: 'note', tone: 'warning', text: { t: 'outside', params: { address: '11.0.0.1', network: '10.0.0.0/8' } } });
    expect(show({ network: '10.0.0.0/8', address: '10.0.0.1' }).blocks[0]).toMatchObject({ tone: 'info', text: { t: 'inside' } });
  });
  it('notes a host address typed and a /31', () => {
    const texts = show({ network: '10.0.0.1/31' }).blocks.flatMap((b) => (b.kind === 'note' && typeof b.text === 'object' && 't' in b.text ? [b.text.t] : []));
    expect(texts).toEqual(['typedHost', 'pointToPoint']);
  });
  it('IPv6 has no broadcast, wildcard, hosts or class rows', () => {
    const values = show({ network: '2001:db8::/64' }).blocks.find((b) => b.kind === 'values');
    const labels = values?.kind === 'values' ? values.items.map((i) => (typeof i.label === 'object' && 't' in i.label ? i.label.t : '')) : [];
    expect(labels).toEqual(['results.cidr', 'results.network', 'results.mask', 'results.firstAddress', 'results.lastAddress', 'results.addresses', 'results.prefix', 'results.scope']);
  });
  it('says when a split lists only the first subnets', () => {
    const v = show({ network: '10.0.0.0/8', size: 24 }, { mode: 'split' });
    expect(v.blocks.at(-1)).toEqual({ kind: 'note', text: { t: 'firstRows', params: { shown: { num: 256 }, total: { num: 65536 } } } });
    expect(v.copy).toMatch(/^10\.0\.0\.0\/24\n10\.0\.1\.0\/24\n/);
  });
  it('copies the summarised blocks, one per line', () => {
    expect(show({ networks: '10.0.0.0/9 10.128.0.0/9 192.0.2.1' }, { mode: 'summarize' }).copy).toBe('10.0.0.0/8\n192.0.2.1/32');
  });
});
