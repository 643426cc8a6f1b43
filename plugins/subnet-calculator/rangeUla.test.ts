import { describe, expect, it } from 'vitest';
import { isIpError, isToolError, parseIp, toolError } from '@sdk/core';
import { globalIdOf, run, type RangeResult, type SummaryResult, type UlaResult } from './run.ts';
import { view } from './view.ts';
import type { Input } from './manifest.ts';

const IN: Input = { network: '', address: '', size: null, networks: '', first: '', last: '', globalId: '' };
const range = (first: string, last: string) => run({ ...IN, first, last }, { mode: 'range', splitBy: 'prefix' });
const blocks = (first: string, last: string) => (range(first, last) as RangeResult).blocks;
const ula = (globalId = '') => run({ ...IN, globalId }, { mode: 'ula', splitBy: 'prefix' });

describe('a range of addresses as CIDR blocks', () => {
  it('known answers', () => {
    expect(range('192.168.0.0', '192.168.0.255')).toEqual({ mode: 'range', first: '192.168.0.0', last: '192.168.0.255', addresses: '256', blocks: ['192.168.0.0/24'] });
    expect(blocks('10.0.0.1', '10.0.0.6')).toEqual(['10.0.0.1/32', '10.0.0.2/31', '10.0.0.4/31', '10.0.0.6/32']);
    expect(blocks('10.0.0.5', '10.0.0.5')).toEqual(['10.0.0.5/32']);
    expect(blocks('0.0.0.0', '255.255.255.255')).toEqual(['0.0.0.0/0']);
    // The classic: 192.168.1.100–192.168.1.200.
    expect(blocks('192.168.1.100', '192.168.1.200')).toEqual(['192.168.1.100/30', '192.168.1.104/29', '192.168.1.112/28', '192.168.1.128/26', '192.168.1.192/29', '192.168.1.200/32']);
  });
  it('IPv6, written canonically (RFC 5952)', () => {
    expect(blocks('2001:DB8::', '2001:db8::ffff')).toEqual(['2001:db8::/112']);
    expect(blocks('2001:db8::1', '2001:db8::2')).toEqual(['2001:db8::1/128', '2001:db8::2/128']);
    expect((range('::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff') as RangeResult).addresses).toBe(String(2n ** 128n));
  });
  it('the blocks cover exactly the range, without gaps or overlaps, for random ranges', () => {
    for (let i = 0; i < 200; i++) {
      const a = Math.floor(Math.random() * 2 ** 32);
      const b = a + Math.floor(Math.random() * 100_000);
      if (b >= 2 ** 32) continue;
      const dotted = (x: number) => [24, 16, 8, 0].map((s) => (x >>> s) & 255).join('.');
      let next = a;
      for (const block of blocks(dotted(a), dotted(b))) {
        const [addr, len] = block.split('/') as [string, string];
        expect(addr).toBe(dotted(next));
        next += 2 ** (32 - Number(len));
      }
      expect(next).toBe(b + 1);
    }
  });
  it('bad input: empty, reversed, mixed versions, a prefix, not an address — each at its field', () => {
    expect(range('', '10.0.0.1')).toEqual(toolError('emptyFirst', { field: 'first' }));
    expect(range('10.0.0.1', ' ')).toEqual(toolError('emptyLast', { field: 'last' }));
    expect(range('10.0.0.9', '10.0.0.1')).toEqual(toolError('rangeReversed', { first: '10.0.0.9', last: '10.0.0.1', field: 'last' }));
    expect(range('10.0.0.1', '::1')).toEqual(toolError('rangeVersions', { field: 'last' }));
    expect(range('10.0.0.0/24', '10.0.0.9')).toEqual(toolError('rangeNotAddress', { field: 'first' }));
    const bad = range('10.0.0.1', '10.0.0.300');
    expect(isToolError(bad) && bad.params?.field).toBe('last');
  });
});

describe('a list of networks: the ranges they cover', () => {
  it('adjacent and overlapping networks merged, IPv4 then IPv6', () => {
    const r = run({ ...IN, networks: '10.0.1.0/24\n10.0.0.0/24\n10.0.3.0/24\n2001:db8::/127\n10.0.3.128/25' }, { mode: 'summarize', splitBy: 'prefix' }) as SummaryResult;
    expect(r.ranges).toEqual([
      { first: '10.0.0.0', last: '10.0.1.255', addresses: '512' },
      { first: '10.0.3.0', last: '10.0.3.255', addresses: '256' },
      { first: '2001:db8::', last: '2001:db8::1', addresses: '2' },
    ]);
  });
});

describe('an IPv6 unique local prefix (RFC 4193)', () => {
  it('a typed Global ID: fd + 40 bits, /48, the first /64 subnets', () => {
    expect(ula('3c9a2b17e4')).toEqual({
      mode: 'ula',
      globalId: '3c9a2b17e4',
      random: false,
      prefix: 'fd3c:9a2b:17e4::/48',
      subnets: ['fd3c:9a2b:17e4::/64', 'fd3c:9a2b:17e4:1::/64', 'fd3c:9a2b:17e4:2::/64', 'fd3c:9a2b:17e4:3::/64'],
      subnetCount: '65536',
    });
    expect((ula('0000000001') as UlaResult).prefix).toBe('fd00:0:1::/48');
  });
  it('reads a Global ID from a prefix too', () => {
    expect(globalIdOf('FD3C:9A2B:17E4::/48')).toBe('3c9a2b17e4');
    expect(globalIdOf('fd00:12:3456::')).toBe('0000123456');
    expect(globalIdOf('fd3c:9a2b:17e4')).toBe('3c9a2b17e4');
    expect(globalIdOf('  ')).toBe('');
  });
  it('random: the format of RFC 4193 §3.1, a new Global ID each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const r = ula() as UlaResult;
      expect(r.random).toBe(true);
      expect(r.globalId).toMatch(/^[0-9a-f]{10}$/);
      const g = r.globalId;
      // Read back by the SDK's parser: prefix fd (8 bits), the Global ID (40 bits), then zeros.
      const address = parseIp(r.prefix.replace('/48', ''));
      if (isIpError(address)) throw new Error(r.prefix);
      const value = BigInt(address.value);
      expect(value >> 120n).toBe(0xfdn);
      expect((value >> 80n) & ((1n << 40n) - 1n)).toBe(BigInt(`0x${g}`));
      expect(value & ((1n << 80n) - 1n)).toBe(0n);
      r.subnets.forEach((subnet, i) => {
        const sub = parseIp(subnet.replace('/64', ''));
        expect(!isIpError(sub) && BigInt(sub.value)).toBe(value | (BigInt(i) << 64n));
      });
      seen.add(g);
    }
    expect(seen.size).toBeGreaterThan(45);
  });
  it('Regenerate only where the prefix is random', () => {
    expect(view(ula() as UlaResult).regenerate).toBe(true);
    expect(view(ula('3c9a2b17e4') as UlaResult).regenerate).toBe(false);
    expect(view(range('10.0.0.1', '10.0.0.6') as RangeResult).regenerate).toBe(false);
    expect(view(range('10.0.0.1', '10.0.0.6') as RangeResult).copy).toBe('10.0.0.1/32\n10.0.0.2/31\n10.0.0.4/31\n10.0.0.6/32');
  });
  it('bad input: a Global ID of the wrong length, not hexadecimal, or a prefix outside fd00::/8', () => {
    for (const bad of ['3c9a2b17e', '3c9a2b17e4f', 'zz9a2b17e4', 'fc00:1:2::/48', '2001:db8:1::/48', 'fd00::/48']) expect(ula(bad)).toEqual(toolError('badGlobalId', { field: 'globalId' }));
  });
});
