/** The address rules: every textual form read as the system would, and every non-public range named. */
import { describe, expect, it } from 'vitest';
import { parseHost } from '../../src/sdk/core/host.ts';
import { classifyAddress, embeddedIPv4 } from '../../src/server/targets.ts';
import { clientKey } from '../../src/server/limits.ts';

describe('reading a host', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.000.000.001', '127.0.0.1'],
    ['012.0.0.1', '10.0.0.1'],
    ['3232235777', '192.168.1.1'],
    ['[::1]', '::1'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['::FFFF:127.0.0.1', '::ffff:7f00:1'],
    ['2001:DB8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    [' 8.8.8.8 ', '8.8.8.8'],
  ])('%s is the address %s', (text, address) => {
    expect(parseHost(text)).toMatchObject({ kind: 'ip', address });
  });

  it.each(['example.com', 'EXAMPLE.com.', 'xn--bcher-kva.example', 'bücher.example', 'a-b.c-d.example'])('%s is a name', (text) => {
    expect(parseHost(text)?.kind).toBe('name');
  });

  it('reads localhost, a special-use name (RFC 6761), as a name: the checked path says it is a local one', () => {
    expect(parseHost('localhost')).toEqual({ kind: 'name', name: 'localhost' });
    expect(parseHost('LocalHost.')).toEqual({ kind: 'name', name: 'localhost' });
  });

  it.each(['', 'example', 'localhost2', '1.2.3.4.5', '08.1.1.1', '300.1.2.3', 'fe80::1%eth0', '-rf.example', 'a..b', 'exa mple.com', '8.8.8.8;id', '$(id).example', '`id`.example', 'x'.repeat(64) + '.com', 'example.com/path', 'user@example.com', 'example.com:80', 'http://example.com'])(
    '%j is neither',
    (text) => {
      expect(parseHost(text)).toBeNull();
    },
  );
});

describe('classifying addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['169.254.1.1', 'linkLocal'],
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['168.63.129.16', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.1', 'documentation'],
    ['203.0.113.1', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:c0a8:101::1', 'private'],
    ['::7f00:1', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)?.kind).toBe(kind);
  });

  it('names RFC 1918 for private networks', () => {
    expect(classifyAddress('10.0.0.1')).toEqual({ kind: 'private', rfc: 'RFC 1918' });
  });

  it.each(['8.8.8.8', '1.1.1.1', '93.184.215.14', '2606:4700:4700::1111', '::ffff:808:808', '64:ff9b::808:808', '2002:808:808::1'])('%s is public', (address) => {
    expect(classifyAddress(address)).toBeNull();
  });

  it('reads the IPv4 address inside mapped, NAT64 and 6to4 addresses', () => {
    expect(embeddedIPv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIPv4('2002:c0a8:101::')).toBe('192.168.1.1');
    expect(embeddedIPv4('2001:db8::1')).toBeNull();
  });
});

describe('clients', () => {
  it('counts IPv6 clients by their /64 and IPv4-mapped clients as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:ffff::9'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
  });
});
