import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { isToolError } from '@sdk/core';
import { linkLocal, run, readMac, type GenerateResult, type LookupResult } from './run.ts';
import type { Input, Options } from './manifest.ts';
import { moduleText, readPackage, shards } from './data/build.ts';
import { OUI_DATA, SHARD_STARTS } from './data/info.ts';
import { shardOf } from './oui.ts';

const IN: Input = { mac: '', vendor: '', count: 5 };
const LOOKUP: Options = { mode: 'lookup', kind: 'vendor', notation: 'colon', uppercase: true };
const GEN: Options = { ...LOOKUP, mode: 'generate' };
const one = async (mac: string) => ((await run({ ...IN, mac }, LOOKUP)) as LookupResult).items[0]!;

describe('IEEE registry entries', () => {
  it.each([
    ['00:00:0C:12:34:56', 'Cisco Systems, Inc', '00000C', 'MA-L', 'US'],
    ['00-1B-63-00-00-01', 'Apple, Inc.', '001B63', 'MA-L', 'US'],
    ['b8:27:eb:aa:bb:cc', 'Raspberry Pi Foundation', 'B827EB', 'MA-L', 'US'],
    ['dca6.3212.3456', 'Raspberry Pi Trading Ltd', 'DCA632', 'MA-L', 'GB'],
    ['005056C00001', 'VMware, Inc.', '005056', 'MA-L', 'US'],
    ['08:00:27:00:00:01', 'PCS Systemtechnik GmbH', '080027', 'MA-L', 'US'],
    ['C8:5C:E2:7A:BC:DE', 'SYNERGY SYSTEMS AND SOLUTIONS', 'C85CE27', 'MA-M', 'IN'],
    ['70:B3:D5:F2:F0:01', 'TELEPLATFORMS', '70B3D5F2F', 'MA-S', 'RU'],
    ['8C:1F:64:00:01:23', 'Suzhou Xingxiangyi Precision Manufacturing Co.,Ltd.', '8C1F64000', 'MA-S', 'CN'],
  ])('%s → %s (%s, %s, %s)', async (mac, vendor, prefix, registry, country) => {
    expect(await one(mac)).toMatchObject({ vendor, prefix, registry, country });
  });
  it('the longest prefix wins over the registration authority’s MA-L block, which answers for the rest', async () => {
    expect((await one('70:B3:D5:F2:F0:00')).registry).toBe('MA-S');
    // 70-B3-D5-000 is no MA-S block: the MA-L entry above it answers.
    expect(await one('70:B3:D5:00:00:00')).toMatchObject({ vendor: 'IEEE Registration Authority', registry: 'MA-L', prefix: '70B3D5' });
  });
  it('a private registration has a name but no country', async () => expect(await one('AC:DE:48:00:11:22')).toMatchObject({ vendor: 'Private', country: null }));
  it('an unregistered prefix has no vendor', async () => expect(await one('02:00:00:00:00:01')).toMatchObject({ vendor: null, local: true }));
  it('looks up a bare OUI', async () => expect(await one('00:00:0c')).toMatchObject({ hex: '00000C', vendor: 'Cisco Systems, Inc', notations: null, linkLocal: null }));
});

describe('bits and notations', () => {
  it('reads the I/G and U/L bits', async () => {
    expect(await one('01:00:5E:00:00:FB')).toMatchObject({ multicast: true, local: false, broadcast: false });
    expect(await one('33:33:00:00:00:01')).toMatchObject({ multicast: true, local: true });
    expect(await one('FF:FF:FF:FF:FF:FF')).toMatchObject({ multicast: true, broadcast: true });
    expect(await one('DA:A1:19:00:00:01')).toMatchObject({ multicast: false, local: true });
  });
  it('writes every notation', async () => {
    expect((await one('001a2b3c4d5e')).notations).toEqual({ colon: '00:1A:2B:3C:4D:5E', hyphen: '00-1A-2B-3C-4D-5E', dot: '001a.2b3c.4d5e', bare: '001A2B3C4D5E', lower: '00:1a:2b:3c:4d:5e' });
  });
  it('makes the modified EUI-64 link-local address (RFC 4291 appendix A)', () => {
    expect(linkLocal('001A2B3C4D5E')).toBe('fe80::21a:2bff:fe3c:4d5e');
    expect(linkLocal('020000000001')).toBe('fe80::ff:fe00:1');
    expect(linkLocal('000000000000')).toBe('fe80::200:ff:fe00:0');
  });
  it('explains what is wrong', () => {
    expect(readMac('00:1A:2G:3C:4D:5E')).toMatchObject({ code: 'badCharacter', params: { char: 'G' } });
    expect(readMac('00:1A')).toMatchObject({ code: 'tooShort', params: { count: 4 } });
    expect(readMac('00:1A:2B:3C:4D:5E:6F')).toMatchObject({ code: 'tooLong', params: { count: 14 } });
  });
  it('says which line is wrong, at the field', async () => {
    expect(await run({ ...IN, mac: '00:00:0C:00:00:01\n\nnot a mac' }, LOOKUP)).toEqual({ kind: 'tool-error', code: 'badCharacter', params: { char: 'n', mac: 'not a mac', line: 2, field: 'mac' } });
    expect(await run({ ...IN, mac: ' \n ' }, LOOKUP)).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'mac' } });
    expect(await run({ ...IN, mac: '00000C000000\n'.repeat(1001) }, LOOKUP)).toMatchObject({ code: 'tooManyLines' });
  });
  it('looks up a list', async () => {
    const r = (await run({ ...IN, mac: '00:00:0C:00:00:01\n00:50:56:00:00:01' }, LOOKUP)) as LookupResult;
    expect(r.items.map((i) => i.vendor)).toEqual(['Cisco Systems, Inc', 'VMware, Inc.']);
  });
});

describe('random addresses', () => {
  it('of a vendor: its prefixes, unicast and universal', async () => {
    const r = (await run({ ...IN, vendor: 'raspberry pi', count: 50 }, GEN)) as GenerateResult;
    expect(r.macs).toHaveLength(50);
    for (const m of r.macs) {
      expect(m.vendor).toMatch(/^Raspberry Pi/);
      expect(m.mac).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
      expect((await one(m.mac)).vendor).toBe(m.vendor);
    }
    expect(new Set(r.macs.map((m) => m.mac)).size).toBeGreaterThan(45);
  });
  it('of an OUI typed, in the notation chosen', async () => {
    const r = (await run({ ...IN, vendor: '00:00:0C', count: 3 }, { ...GEN, notation: 'dot', uppercase: false })) as GenerateResult;
    for (const m of r.macs) expect(m.mac).toMatch(/^0000\.0c[0-9a-f]{2}\.[0-9a-f]{4}$/);
  });
  it('locally administered: second hex digit 2, 6, A or E', async () => {
    const r = (await run({ ...IN, count: 200 }, { ...GEN, kind: 'local', notation: 'bare' })) as GenerateResult;
    for (const m of r.macs) expect(m.mac).toMatch(/^[0-9A-F][26AE][0-9A-F]{10}$/);
    expect(r.prefixes).toBe(0);
  });
  it('refuses what it cannot do', async () => {
    expect(await run({ ...IN, vendor: 'zzzz no such vendor' }, GEN)).toEqual({ kind: 'tool-error', code: 'vendorNotFound', params: { vendor: 'zzzz no such vendor', field: 'vendor' } });
    expect(await run({ ...IN, vendor: 'IEEE Registration Authority' }, GEN)).toMatchObject({ code: 'vendorNotFound' });
    expect(await run({ ...IN, vendor: ' ' }, GEN)).toMatchObject({ code: 'emptyVendor' });
    expect(await run({ ...IN, vendor: 'Cisco', count: null }, GEN)).toMatchObject({ code: 'emptyCount' });
    expect(isToolError(await run({ ...IN, vendor: 'Cisco', count: 1 }, GEN))).toBe(false);
  });
});

describe('the shipped data', () => {
  it('is the installed oui-data package, module by module', () => {
    const { registry, version } = readPackage();
    expect(OUI_DATA.version).toBe(version);
    expect(OUI_DATA.prefixes).toBe(Object.keys(registry).length);
    const { texts, starts } = shards(registry);
    expect(SHARD_STARTS).toEqual(starts);
    starts.forEach((s, i) => expect(readFileSync(new URL(`./data/oui-${s}.ts`, import.meta.url), 'utf8')).toBe(moduleText(texts[i]!)));
  });
  it('keeps every prefix of an address in one module', () => {
    expect(shardOf('000000')).toBe(0);
    expect(shardOf('FFFFFF')).toBe(SHARD_STARTS.length - 1);
    for (const [i, s] of SHARD_STARTS.entries()) expect(shardOf(`${s}00`)).toBe(i);
  });
});
