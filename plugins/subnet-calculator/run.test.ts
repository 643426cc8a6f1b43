import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { run, type SplitResult, type SubnetResult, type SummaryResult } from './run.ts';
import type { Input, Options } from './manifest.ts';

const IN: Input = { network: '', address: '', size: null, networks: '', first: '', last: '', globalId: '' };
const subnet = (network: string, address = '') => run({ ...IN, network, address }, { mode: 'subnet', splitBy: 'prefix' }) as SubnetResult;
const split = (network: string, size: number, splitBy: Options['splitBy']) => run({ ...IN, network, size }, { mode: 'split', splitBy }) as SplitResult;
const summarize = (networks: string) => run({ ...IN, networks }, { mode: 'summarize', splitBy: 'prefix' }) as SummaryResult;
const code = (i: Partial<Input>, o: Partial<Options> = {}) => {
  const r = run({ ...IN, ...i }, { mode: 'subnet', splitBy: 'prefix', ...o });
  return isToolError(r) ? [r.code, r.params?.field] : null;
};

describe('a network', () => {
  it('192.168.1.10/24, as every subnet calculator answers it', () => {
    expect(subnet('192.168.1.10/24').details).toEqual({
      version: 4,
      cidr: '192.168.1.0/24',
      typed: '192.168.1.10',
      network: '192.168.1.0',
      prefix: 24,
      mask: '255.255.255.0',
      wildcard: '0.0.0.255',
      broadcast: '192.168.1.255',
      firstHost: '192.168.1.1',
      lastHost: '192.168.1.254',
      addresses: '256',
      hosts: '254',
      ipClass: 'C',
      scope: 'private',
      binary: { address: '11000000.10101000.00000001.00001010', mask: '11111111.11111111.11111111.00000000', network: '11000000.10101000.00000001.00000000' },
    });
  });
  it('reads a dotted mask, with a slash or a space', () => {
    expect(subnet('172.16.5.4 255.255.240.0').details).toMatchObject({ cidr: '172.16.0.0/20', broadcast: '172.16.15.255', hosts: '4094', ipClass: 'B' });
    expect(subnet('172.16.5.4/255.255.240.0').details.cidr).toBe('172.16.0.0/20');
    expect(subnet('10.0.0.0 / 8').details.hosts).toBe('16777214');
  });
  it('/31 and /32 (RFC 3021)', () => {
    expect(subnet('10.0.0.1/31').details).toMatchObject({ broadcast: null, firstHost: '10.0.0.0', lastHost: '10.0.0.1', hosts: '2' });
    expect(subnet('10.0.0.1').details).toMatchObject({ cidr: '10.0.0.1/32', broadcast: null, firstHost: '10.0.0.1', lastHost: '10.0.0.1', hosts: '1' });
    expect(subnet('10.0.0.0/30').details).toMatchObject({ broadcast: '10.0.0.3', firstHost: '10.0.0.1', lastHost: '10.0.0.2', hosts: '2' });
  });
  it('/0 holds every address', () => {
    expect(subnet('1.2.3.4/0').details).toMatchObject({ cidr: '0.0.0.0/0', mask: '0.0.0.0', wildcard: '255.255.255.255', addresses: '4294967296', hosts: '4294967294' });
    expect(subnet('::/0').details.addresses).toBe((1n << 128n).toString());
  });
  it('IPv6', () => {
    expect(subnet('2001:db8:abcd:12:3456::1/64').details).toMatchObject({
      cidr: '2001:db8:abcd:12::/64',
      typed: '2001:db8:abcd:12:3456::1',
      mask: 'ffff:ffff:ffff:ffff::',
      wildcard: null,
      broadcast: null,
      firstHost: '2001:db8:abcd:12::',
      lastHost: '2001:db8:abcd:12:ffff:ffff:ffff:ffff',
      addresses: '18446744073709551616',
      ipClass: null,
      binary: null,
      scope: 'documentation',
    });
    expect(subnet('fe80::1/10').details.lastHost).toBe('febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff');
  });
  it('checks whether an address is inside', () => {
    expect(subnet('192.168.1.0/24', '192.168.1.200').check).toEqual({ address: '192.168.1.200', inside: true });
    expect(subnet('192.168.1.0/24', '192.168.2.1').check).toEqual({ address: '192.168.2.1', inside: false });
    expect(subnet('192.168.1.0/24', '3232235777').check).toEqual({ address: '192.168.1.1', inside: true });
    expect(subnet('192.168.1.0/24', '::ffff:192.168.1.1').check?.inside).toBe(false);
    expect(subnet('2001:db8::/32', '2001:DB8:ffff::1').check).toEqual({ address: '2001:db8:ffff::1', inside: true });
  });
});

describe('split', () => {
  it('by prefix: a /24 into four /26', () => {
    const r = split('192.168.1.0/24', 26, 'prefix');
    expect(r).toMatchObject({ parent: '192.168.1.0/24', prefix: 26, count: '4', addressesEach: '64', hostsEach: '62' });
    expect(r.subnets.map((s) => s.cidr)).toEqual(['192.168.1.0/26', '192.168.1.64/26', '192.168.1.128/26', '192.168.1.192/26']);
    expect(r.subnets[3]).toEqual({ cidr: '192.168.1.192/26', first: '192.168.1.193', last: '192.168.1.254', broadcast: '192.168.1.255' });
  });
  it('by number of subnets: the next power of two', () => {
    expect(split('10.0.0.0/8', 5, 'subnets')).toMatchObject({ prefix: 11, count: '8' });
    expect(split('10.0.0.0/8', 4, 'subnets')).toMatchObject({ prefix: 10, count: '4' });
    expect(split('10.0.0.0/8', 1, 'subnets')).toMatchObject({ prefix: 8, count: '1' });
  });
  it('by hosts: the smallest block that holds them', () => {
    expect(split('192.168.1.0/24', 62, 'hosts').prefix).toBe(26);
    expect(split('192.168.1.0/24', 63, 'hosts').prefix).toBe(25);
    expect(split('192.168.1.0/24', 2, 'hosts').prefix).toBe(31);
    expect(split('192.168.1.0/24', 1, 'hosts').prefix).toBe(32);
    expect(split('2001:db8::/48', 1000, 'hosts').prefix).toBe(118);
  });
  it('lists at most 256 subnets and counts the rest exactly', () => {
    const r = split('2001:db8::/32', 64, 'prefix');
    expect(r.count).toBe(String(2 ** 32));
    expect(r.subnets).toHaveLength(256);
    expect(r.subnets[255]!.cidr).toBe('2001:db8:0:ff::/64');
  });
  it('refuses sizes that do not fit, at the number', () => {
    expect(code({ network: '192.168.1.0/24', size: 23 }, { mode: 'split' })).toEqual(['prefixRange', 'size']);
    expect(code({ network: '192.168.1.0/24', size: 33 }, { mode: 'split' })).toEqual(['prefixRange', 'size']);
    expect(code({ network: '192.168.1.0/24', size: 257 }, { mode: 'split', splitBy: 'subnets' })).toEqual(['tooManySubnets', 'size']);
    expect(code({ network: '192.168.1.0/24', size: 255 }, { mode: 'split', splitBy: 'hosts' })).toEqual(['tooManyHosts', 'size']);
    expect(code({ network: '192.168.1.0/24', size: null }, { mode: 'split' })).toEqual(['emptySize', 'size']);
    // The page refuses 0 (min 1); run() still never throws on it.
    expect(code({ network: '192.168.1.0/24', size: 0 }, { mode: 'split', splitBy: 'subnets' })).toEqual(['tooManySubnets', 'size']);
  });
});

describe('summarise', () => {
  it('merges neighbours and overlaps into the fewest blocks', () => {
    expect(summarize('192.168.0.0/24\n192.168.1.0/24').blocks).toEqual(['192.168.0.0/23']);
    expect(summarize('10.0.0.0/8, 10.1.0.0/16 10.255.255.255').blocks).toEqual(['10.0.0.0/8']);
    expect(summarize('192.168.1.0/24\n192.168.2.0/24').blocks).toEqual(['192.168.1.0/24', '192.168.2.0/24']);
    expect(summarize('192.168.1.0/24\n192.168.2.0/24').supernets).toEqual(['192.168.0.0/22']);
    expect(summarize('10.0.0.1\n10.0.0.2\n10.0.0.3').blocks).toEqual(['10.0.0.1/32', '10.0.0.2/31']);
  });
  it('keeps IPv4 and IPv6 apart', () => {
    const r = summarize('2001:db8::/33\n2001:db8:8000::/33\n10.0.0.0/8');
    expect(r.blocks).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    expect(r.supernets).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    expect(r.entries).toBe(3);
  });
  it('says which line is wrong', () => {
    expect(run({ ...IN, networks: '10.0.0.0/8\n\n10.0.0.300/24' }, { mode: 'summarize', splitBy: 'prefix' })).toEqual({
      kind: 'tool-error',
      code: 'badListItem',
      params: { item: '10.0.0.300/24', line: 3, field: 'networks' },
    });
    expect(code({ networks: ' \n ' }, { mode: 'summarize' })).toEqual(['emptyList', 'networks']);
  });
});

describe('bad networks', () => {
  it.each([
    ['', 'emptyNetwork'],
    ['10.0.0.0/33', 'prefixTooLong'],
    ['2001:db8::/129', 'prefixTooLong'],
    ['10.0.0.0/255.0.255.0', 'badMask'],
    ['10.0.0.0/255.255.256.0', 'badMask'],
    ['10.0.0.0/abc', 'badPrefix'],
    ['2001:db8::/ffff::', 'badPrefix'],
    ['10.0.0.256/24', 'partTooLarge'],
    ['1::2::3/64', 'twoDoubleColons'],
  ])('%j → %s at the field', (network, c) => expect(code({ network })).toEqual([c, 'network']));
  it('an address to check that is not one', () => expect(code({ network: '10.0.0.0/8', address: '10.0.0.1.1' })).toEqual(['tooManyParts', 'address']));
});
