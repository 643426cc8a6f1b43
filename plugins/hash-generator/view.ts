/**
 * Each hash on its own copyable row, labelled with its algorithm's name; the comparison with the
 * expected hash said in words; MD5 and SHA-1 marked as broken for security, CRC-32 as a checksum.
 */
import { byteSize, msg, type ResultBlock, type ResultView } from '@sdk/core';
import type { Options } from './manifest.ts';
import { NAMES } from './hashers.ts';
import type { HashResult } from './run.ts';

export function view(result: HashResult, { options }: { options: Options }): ResultView {
  const single = result.hashes.length === 1;
  const label = result.name !== undefined ? msg('ofFile', { name: result.name, size: byteSize(result.size) }) : msg('ofText', { size: byteSize(result.size) });
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      layout: 'rows',
      label,
      items: result.hashes.map((h) => ({ label: NAMES[h.algorithm], value: h.value, mono: true, copy: true, main: single })),
    },
  ];
  if (result.match) blocks.push({ kind: 'note', tone: 'info', text: msg(result.name !== undefined ? 'compare.matchFile' : 'compare.matchText', { algorithm: NAMES[result.match] }) });
  if (result.match === false) blocks.push({ kind: 'note', tone: 'warning', text: msg(single ? 'compare.noMatch' : 'compare.noMatchAll') });
  const algorithms = result.hashes.map((h) => h.algorithm);
  if (algorithms.includes('md5') || algorithms.includes('sha1')) blocks.push({ kind: 'note', tone: 'warning', text: msg('broken') });
  if (algorithms.includes('crc32')) blocks.push({ kind: 'note', text: msg('checksum') });
  return { blocks, ...(single ? { copy: result.hashes[0]!.value } : {}), filename: options.algorithm === 'all' ? 'hashes' : NAMES[options.algorithm as keyof typeof NAMES].toLowerCase() };
}
