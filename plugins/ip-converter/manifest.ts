import { defineTool, type InputOf } from '@sdk/core';

/**
 * One line: an IP address in any form. No options: the form is read off what is typed, and every
 * form is written out (the visitor copies the one they need).
 */
export const manifest = defineTool({
  related: ['subnet-calculator', 'ip-address-lookup', 'dns-lookup', 'mac-address-lookup', 'number-base-converter'],
  fields: {
    address: { kind: 'line', default: '192.168.1.1', mono: true, maxLength: 200, wide: true },
  },
  examples: [
    { name: 'decimal', input: { address: '3232235777' }, output: {"version":4,"form":"decimal","dotted":"192.168.1.1","decimal":"3232235777","hex":"0xC0A80101","dottedHex":"0xC0.0xA8.0x01.0x01","octal":"030052000401","dottedOctal":"0300.0250.0001.0001","binary":"11000000101010000000000100000001","dottedBinary":"11000000.10101000.00000001.00000001","mapped":"::ffff:192.168.1.1","mappedHex":"::ffff:c0a8:101","sixToFour":"2002:c0a8:101::/48","reverse":"1.1.168.192.in-addr.arpa","scope":"private","notes":[],"octalPart":null} },
    { name: 'shorthand', input: { address: '127.1' }, output: {"version":4,"form":"legacy","dotted":"127.0.0.1","decimal":"2130706433","hex":"0x7F000001","dottedHex":"0x7F.0x00.0x00.0x01","octal":"017700000001","dottedOctal":"0177.0000.0000.0001","binary":"01111111000000000000000000000001","dottedBinary":"01111111.00000000.00000000.00000001","mapped":"::ffff:127.0.0.1","mappedHex":"::ffff:7f00:1","sixToFour":"2002:7f00:1::/48","reverse":"1.0.0.127.in-addr.arpa","scope":"loopback","notes":["legacyForm"],"octalPart":null} },
    { name: 'rfc5952', input: { address: '2001:0DB8:0000:0000:0000:0000:0002:0001' }, output: {"version":6,"compressed":"2001:db8::2:1","expanded":"2001:0db8:0000:0000:0000:0000:0002:0001","decimal":"42540766411282592856903984951653957633","hex":"0x20010DB8000000000000000000020001","ipv4":null,"zone":null,"reverse":"1.0.0.0.2.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa","scope":"documentation","notes":["lowerCase","leadingZeros","zeroRun"]} },
    { name: 'mapped', input: { address: '::ffff:c000:201' }, output: {"version":6,"compressed":"::ffff:192.0.2.1","expanded":"0000:0000:0000:0000:0000:ffff:c000:0201","decimal":"281473902969345","hex":"0x00000000000000000000FFFFC0000201","ipv4":"192.0.2.1","zone":null,"reverse":"1.0.2.0.0.0.0.c.f.f.f.f.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.ip6.arpa","scope":"ipv4Mapped","notes":["mixedNotation"]} },
  ],
});

export type Input = InputOf<typeof manifest>;
