/**
 * The answer: the address and its version, the network (ISP or organisation and its AS number),
 * the location with a map drawn by the site, and where the data comes from (name, licence, date).
 * A private or reserved address is said for what it is ("private network, RFC 1918").
 */
import { msg, num, region, date, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { IpResult } from './run.ts';
import { MAP_HEIGHT, MAP_WIDTH, worldMap } from './map.ts';

const degrees = (value: number) => num(value, { maximumFractionDigits: 4, minimumFractionDigits: 4 });

export function view(result: IpResult): ResultView {
  const main: ValueItem[] = [
    { label: msg(result.mine ? 'result.yourIp' : 'result.ip'), value: result.ip, main: true, mono: true, copy: true },
    { label: msg('result.version'), value: `IPv${result.version}` },
  ];
  if (result.special) {
    return {
      blocks: [
        { kind: 'values', items: [...main, { label: msg('result.kind'), value: msg('special.value', { kind: msg(`special.${result.special.kind}`), rfc: result.special.rfc }) }] },
        { kind: 'note', text: msg('special.note') },
      ],
      filename: `ip-${result.ip}`,
    };
  }
  const network: ValueItem[] = [
    { label: msg('result.org'), value: result.org ?? msg('unknown') },
    { label: msg('result.asn'), value: result.asn !== undefined ? `AS${result.asn}` : msg('unknown'), mono: true },
  ];
  const place: ValueItem[] = [
    { label: msg('result.country'), value: result.countryCode ? region(result.countryCode) : msg('unknown') },
    { label: msg('result.region'), value: result.region ?? msg('unknown') },
    { label: msg('result.city'), value: result.city ?? msg('unknown') },
    {
      label: msg('result.coordinates'),
      value: result.latitude !== undefined && result.longitude !== undefined ? msg('coordinates', { latitude: degrees(result.latitude), longitude: degrees(result.longitude) }) : msg('unknown'),
    },
    { label: msg('result.timeZone'), value: result.timeZone ?? msg('unknown'), ...(result.timeZone ? { hint: msg('timeZoneHint') } : {}) },
  ];
  const located = result.latitude !== undefined && result.longitude !== undefined;
  const where: Display = result.city ?? (result.countryCode ? region(result.countryCode) : '');
  const blocks: ResultBlock[] = [
    { kind: 'values', label: msg('sections.basic'), items: [...main, ...network] },
    { kind: 'values', label: msg('sections.location'), items: place },
    located
      ? {
          kind: 'image',
          svg: worldMap(result.latitude!, result.longitude!),
          width: MAP_WIDTH,
          height: MAP_HEIGHT,
          alt: msg('map.alt', { place: where, latitude: degrees(result.latitude!), longitude: degrees(result.longitude!) }),
          caption: msg('map.caption'),
          formats: ['svg', 'png'],
          filename: `map-${result.ip}`,
        }
      : { kind: 'note', text: msg('noCoordinates') },
    { kind: 'note', text: msg('accuracy') },
    ...result.sources.map((s): ResultBlock => ({ kind: 'note', text: msg('source', { name: s.name, licence: s.licence, attribution: s.attribution, date: date(s.date, { dateStyle: 'long' }) }) })),
  ];
  return { blocks, filename: `ip-${result.ip}` };
}
