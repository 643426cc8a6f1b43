import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { run, type V4Result, type V6Result } from './run.ts';
import { parseV6, v6Canonical, scope4, scope6 } from '@sdk/core';

const v4 = (a: string) => run({ address: a }) as V4Result;
const v6 = (a: string) => run({ address: a }) as V6Result;
const code = (a: string) => {
  const r = run({ address: a });
  return isToolError(r) ? r.code : null;
};

describe('RFC 5952 §4 examples', () => {
  // Every text of §2.1–§2.3, §4.2–§4.3 and the answer the RFC gives for it.
  it.each([
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:0db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8::1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8::0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:0db8::1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:0:0:1::1', '2001:db8::1:0:0:1'],
    ['2001:DB8:0:0:1::1', '2001:db8::1:0:0:1'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:0001', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:001', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:01', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
    ['2001:db8:aaaa:bbbb:cccc:dddd::1', '2001:db8:aaaa:bbbb:cccc:dddd:0:1'],
    ['2001:db8:0:0:0::1', '2001:db8::1'],
    ['2001:db8:0:0::1', '2001:db8::1'],
    ['2001:db8:0::1', '2001:db8::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['2001:db8::aaaa:0:0:1', '2001:db8::aaaa:0:0:1'],
    ['2001:db8:0:0:aaaa::1', '2001:db8::aaaa:0:0:1'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:AAAA', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:AaAa', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
  ])('%s → %s', (typed, canonical) => expect(v6(typed).compressed).toBe(canonical));
  it('§5: an IPv4-mapped address keeps its dotted tail', () => {
    expect(v6('::ffff:c000:0280').compressed).toBe('::ffff:192.0.2.128');
    expect(v6('0:0:0:0:0:FFFF:192.0.2.128').compressed).toBe('::ffff:192.0.2.128');
    expect(v6('::ffff:192.0.2.128').ipv4).toBe('192.0.2.128');
  });
  it('NAT64 (RFC 6052 §2.4) is written with a dotted tail too', () => expect(v6('64:ff9b::c000:221').compressed).toBe('64:ff9b::192.0.2.33'));
  it('the edge cases: all zeros, loopback, trailing zeros', () => {
    expect(v6('0:0:0:0:0:0:0:0').compressed).toBe('::');
    expect(v6('0:0:0:0:0:0:0:1').compressed).toBe('::1');
    expect(v6('1:0:0:0:0:0:0:0').compressed).toBe('1::');
    expect(v6('1:0:0:2:0:0:0:0').compressed).toBe('1:0:0:2::');
    expect(v6('fe80::1%eth0').zone).toBe('eth0');
    expect(v6('[2001:db8::1]').compressed).toBe('2001:db8::1');
  });
  it('says which rules the typed text did not follow', () => {
    expect(v6('2001:0DB8:0000:0000:0000:0000:0002:0001').notes).toEqual(['lowerCase', 'leadingZeros', 'zeroRun']);
    expect(v6('2001:db8::1:1:1:1:1').notes).toEqual(['zeroRun']);
    expect(v6('::ffff:c000:201').notes).toEqual(['mixedNotation']);
    expect(v6('2001:db8::1').notes).toEqual([]);
  });
  it('expands and reverses', () => {
    const r = v6('2001:db8::567:89ab');
    expect(r.expanded).toBe('2001:0db8:0000:0000:0000:0000:0567:89ab');
    // RFC 3596 §2.5's example name, for the same address written out.
    expect(v6('4321:0:1:2:3:4:567:89ab').reverse).toBe('b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.1.2.3.4.ip6.arpa');
    expect(r.decimal).toBe(((0x20010db8n << 96n) + 0x056789abn).toString());
  });
  it('finds the IPv4 address of a 6to4 address', () => expect(v6('2002:c000:204::1').ipv4).toBe('192.0.2.4'));
});

describe('IPv4 forms', () => {
  it('192.168.1.1 in every form', () => {
    const r = v4('192.168.1.1');
    expect(r).toMatchObject({
      form: 'dotted',
      decimal: '3232235777',
      hex: '0xC0A80101',
      dottedHex: '0xC0.0xA8.0x01.0x01',
      octal: '030052000401',
      dottedOctal: '0300.0250.0001.0001',
      binary: '11000000101010000000000100000001',
      dottedBinary: '11000000.10101000.00000001.00000001',
      mapped: '::ffff:192.168.1.1',
      mappedHex: '::ffff:c0a8:101',
      sixToFour: '2002:c0a8:101::/48',
      reverse: '1.1.168.192.in-addr.arpa',
      scope: 'private',
      notes: [],
    });
  });
  it.each([
    ['3232235777', 'decimal'],
    ['0xC0A80101', 'hex'],
    ['0xc0a80101', 'hex'],
    ['030052000401', 'octal'],
    ['11000000101010000000000100000001', 'binary'],
    ['0b11000000101010000000000100000001', 'binary'],
    ['11000000.10101000.00000001.00000001', 'binary'],
    ['192.168.257', 'legacy'],
    ['192.11010305', 'legacy'],
    ['0xC0.0xA8.0x01.0x01', 'dottedHex'],
    ['0300.0250.0001.0001', 'dottedOctal'],
    ['0300.0xA8.1.1', 'dottedMixed'],
  ])('reads %s back as 192.168.1.1 (%s)', (typed, form) => {
    const r = v4(typed);
    expect(r.dotted).toBe('192.168.1.1');
    expect(r.form).toBe(form);
  });
  it('reads the shorthand as inet_aton does, with a warning', () => {
    expect(v4('127.1')).toMatchObject({ dotted: '127.0.0.1', scope: 'loopback', notes: ['legacyForm'] });
    expect(v4('0x7f.1').dotted).toBe('127.0.0.1');
    expect(v4('0177.1')).toMatchObject({ dotted: '127.0.0.1', form: 'legacy', notes: ['legacyForm', 'octalParts'] });
  });
  it('calls four parts with a leading zero dotted with octal parts, not a shorthand, and names the part read as octal', () => {
    expect(v4('010.1.1.1')).toMatchObject({ dotted: '8.1.1.1', form: 'dottedOctal', notes: ['octalParts'], octalPart: { text: '010', value: 8 } });
    expect(v4('192.168.01.010')).toMatchObject({ dotted: '192.168.1.8', form: 'dottedOctal', octalPart: { text: '01', value: 1 } });
    expect(v4('0xC0.0xA8.1.1')).toMatchObject({ form: 'dottedHex', notes: ['hexParts'], octalPart: null });
  });
  it('goes to the ends of the range', () => {
    expect(v4('0').dotted).toBe('0.0.0.0');
    expect(v4('4294967295')).toMatchObject({ dotted: '255.255.255.255', hex: '0xFFFFFFFF', scope: 'broadcast' });
  });
});

describe('address types (RFC 6890)', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.0', 'public'],
    ['100.64.0.1', 'sharedAddress'],
    ['169.254.169.254', 'linkLocal'],
    ['198.51.100.7', 'documentation'],
    ['198.19.0.1', 'benchmarking'],
    ['224.0.0.251', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['0.1.2.3', 'thisNetwork'],
    ['8.8.8.8', 'public'],
  ])('%s is %s', (a, s) => expect(v4(a).scope).toBe(s));
  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2606:4700::1111', 'globalUnicast'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378::1', 'teredo'],
    ['::2', 'reserved'],
  ])('%s is %s', (a, s) => expect(v6(a).scope).toBe(s));
  it('scope6 and scope4 agree with the run', () => {
    expect(scope6(0n)).toBe('unspecified');
    expect(scope4(0x7f000001)).toBe('loopback');
  });
});

describe('invalid addresses, explained', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['192.168.1. 1', 'space'],
    ['192.168.1.256', 'partTooLarge'],
    ['256.1.1.1', 'partTooLarge'],
    ['1.2.3.4.5', 'tooManyParts'],
    ['1..2.3', 'emptyPart'],
    ['1.2.3.4.', 'emptyPart'],
    ['08.1.1.1', 'badOctal'],
    ['192.168.1.09', 'badOctal'],
    ['4294967296', 'numberTooLarge'],
    ['99999999999999999999', 'numberTooLarge'],
    ['1.16777216', 'lastPartTooLarge'],
    ['example.com', 'badCharacter'],
    ['0x', 'badPart'],
    ['1::2::3', 'twoDoubleColons'],
    ['1:::2', 'tripleColon'],
    ['12345::1', 'groupTooLong'],
    ['1:2:3:4:5:6:7', 'tooFewGroups'],
    ['1:2:3:4:5:6:7:8:9', 'tooManyGroups'],
    ['1:2:3:4::5:6:7:8', 'tooManyGroups'],
    [':1:2:3:4:5:6:7', 'singleColon'],
    ['1:2:3:4:5:6:7:', 'singleColon'],
    ['::1.2.3.4:1', 'ipv4NotLast'],
    ['::ffff:1.2.3.256', 'badEmbeddedIpv4'],
    ['::ffff:01.2.3.4', 'badEmbeddedIpv4'],
    ['2001:db8::g', 'badCharacter'],
    ['fe80::1%', 'badZone'],
  ])('%j → %s', (typed, c) => expect(code(typed)).toBe(c));
  it('puts the message at the field, with the part that is wrong', () => {
    expect(run({ address: '1.2.3.300' })).toEqual({ kind: 'tool-error', code: 'partTooLarge', params: { part: '300', max: 255, field: 'address' } });
  });
  it('parses every group count with :: in any place', () => {
    for (let before = 0; before <= 6; before++)
      for (let after = 0; after + before <= 6; after++) {
        const text = [Array(before).fill('1').join(':'), Array(after).fill('2').join(':')].join('::');
        const p = parseV6(text);
        expect('value' in p).toBe(true);
        if ('value' in p) expect(parseV6(v6Canonical(p.value))).toEqual(p);
      }
  });
});
