import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['subnet', 'split', 'summarize', 'range', 'ula'] as const;
export const SPLIT_BY = ['prefix', 'subnets', 'hosts'] as const;

/**
 * Five tabs: a network's details (and whether an address is inside), the network split into
 * subnets, a list of networks summarised (as CIDR blocks and as the ranges they cover), a range of
 * addresses as the fewest CIDR blocks, and an IPv6 unique local prefix (RFC 4193) with a random Global
 * ID. IPv4 and IPv6 alike: the version is read off the text. Only the unique local prefix is random
 * (Regenerate is offered there alone, see view.ts); its Global ID can be typed, which the example does.
 */
export const manifest = defineTool({
  related: ['ip-converter', 'ip-address-lookup', 'port-scanner'],
  fields: {
    network: { kind: 'line', tabs: ['subnet', 'split'], default: '192.168.1.0/24', mono: true, maxLength: 200 },
    address: { kind: 'line', tabs: ['subnet'], default: '', mono: true, maxLength: 200 },
    size: { kind: 'integer', tabs: ['split'], min: 1, max: 1_000_000_000, default: 26 },
    networks: { kind: 'text', tabs: ['summarize'], mono: true, rows: 6, default: '' },
    first: { kind: 'line', tabs: ['range'], default: '', mono: true, maxLength: 100 },
    last: { kind: 'line', tabs: ['range'], default: '', mono: true, maxLength: 100 },
    globalId: { kind: 'line', tabs: ['ula'], default: '', mono: true, maxLength: 20 },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'subnet' },
    splitBy: { type: 'string', enum: SPLIT_BY, default: 'prefix' },
  },
  ui: { mode: 'tabs', splitBy: 'segmented' },
  optionTabs: { splitBy: ['split'] },
  swap: [['first', 'last']],
  random: true,
  downloads: ['csv', 'json'],
  examples: [
    { name: 'office', input: {"network":"192.168.1.10/24","address":"192.168.1.200"}, options: {"mode":"subnet"}, output: {"mode":"subnet","details":{"version":4,"cidr":"192.168.1.0/24","typed":"192.168.1.10","network":"192.168.1.0","prefix":24,"mask":"255.255.255.0","wildcard":"0.0.0.255","broadcast":"192.168.1.255","firstHost":"192.168.1.1","lastHost":"192.168.1.254","addresses":"256","hosts":"254","ipClass":"C","scope":"private","binary":{"address":"11000000.10101000.00000001.00001010","mask":"11111111.11111111.11111111.00000000","network":"11000000.10101000.00000001.00000000"}},"check":{"address":"192.168.1.200","inside":true}} },
    { name: 'ipv6', input: {"network":"2001:db8:abcd:12::/64","address":""}, options: {"mode":"subnet"}, output: {"mode":"subnet","details":{"version":6,"cidr":"2001:db8:abcd:12::/64","typed":null,"network":"2001:db8:abcd:12::","prefix":64,"mask":"ffff:ffff:ffff:ffff::","wildcard":null,"broadcast":null,"firstHost":"2001:db8:abcd:12::","lastHost":"2001:db8:abcd:12:ffff:ffff:ffff:ffff","addresses":"18446744073709551616","hosts":"18446744073709551616","ipClass":null,"scope":"documentation","binary":null},"check":null} },
    { name: 'split', input: {"network":"192.168.1.0/24","size":50}, options: {"mode":"split","splitBy":"hosts"}, output: {"mode":"split","parent":"192.168.1.0/24","prefix":26,"count":"4","addressesEach":"64","hostsEach":"62","subnets":[{"cidr":"192.168.1.0/26","first":"192.168.1.1","last":"192.168.1.62","broadcast":"192.168.1.63"},{"cidr":"192.168.1.64/26","first":"192.168.1.65","last":"192.168.1.126","broadcast":"192.168.1.127"},{"cidr":"192.168.1.128/26","first":"192.168.1.129","last":"192.168.1.190","broadcast":"192.168.1.191"},{"cidr":"192.168.1.192/26","first":"192.168.1.193","last":"192.168.1.254","broadcast":"192.168.1.255"}]} },
    { name: 'summarize', input: {"networks":"192.168.0.0/24\n192.168.1.0/24\n192.168.2.0/23\n192.168.3.128/25"}, options: {"mode":"summarize"}, output: {"mode":"summarize","blocks":["192.168.0.0/22"],"supernets":["192.168.0.0/22"],"ranges":[{"first":"192.168.0.0","last":"192.168.3.255","addresses":"1024"}],"entries":4} },
    { name: 'range', input: { first: '10.0.0.1', last: '10.0.0.6' }, options: { mode: 'range' }, output: { mode: 'range', first: '10.0.0.1', last: '10.0.0.6', addresses: '6', blocks: ['10.0.0.1/32', '10.0.0.2/31', '10.0.0.4/31', '10.0.0.6/32'] } },
    {
      // A Global ID typed, so that the example is the same every time (empty, it is random).
      name: 'ula',
      input: { globalId: '3c9a2b17e4' },
      options: { mode: 'ula' },
      output: { mode: 'ula', globalId: '3c9a2b17e4', random: false, prefix: 'fd3c:9a2b:17e4::/48', subnets: ['fd3c:9a2b:17e4::/64', 'fd3c:9a2b:17e4:1::/64', 'fd3c:9a2b:17e4:2::/64', 'fd3c:9a2b:17e4:3::/64'], subnetCount: '65536' },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
