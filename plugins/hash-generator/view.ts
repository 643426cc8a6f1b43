/**
 * Each hash on its own copyable row, labelled with its algorithm's name, under what was hashed (empty
 * input said to be empty); the comparison with the expected hash, or of two files, said in words; MD5
 * and SHA-1 marked as broken for security, CRC-32 as a checksum.
 */
import { byteSize, msg, type Message, type ResultBlock, type ResultView, type ValuesBlock } from '@sdk/core';
import type { Options } from './manifest.ts';
import { NAMES } from './hashers.ts';
import type { CompareResult, HashResult, HashValue } from './run.ts';

const isComparison = (result: HashResult | CompareResult): result is CompareResult => 'files' in result;

/** Downloads are named after the algorithm ("sha-256.txt"), or "hashes" for all of them. */
const filename = (options: Options) => (options.algorithm === 'all' ? 'hashes' : NAMES[options.algorithm].toLowerCase());

/** A hash per row; the answer drawn larger when there is one hash. */
function hashRows(label: Message, hashes: readonly HashValue[]): ValuesBlock {
  return { kind: 'values', layout: 'rows', label, items: hashes.map((h) => ({ label: NAMES[h.algorithm], value: h.value, mono: true, copy: true, main: hashes.length === 1 })) };
}

/** What was hashed: the file, nothing, the bytes written in hex or Base64, or the text. */
function inputLabel(result: HashResult, options: Options): Message {
  const size = byteSize(result.size);
  if (result.name !== undefined) return msg('ofFile', { name: result.name, size });
  if (result.size === 0) return msg('ofEmpty', { size });
  return msg(options.inputFormat === 'text' ? 'ofText' : options.inputFormat === 'hex' ? 'ofHex' : 'ofBase64', { size });
}

/** The notes every hash result ends with: what MD5, SHA-1 and CRC-32 are good for. */
function algorithmNotes(hashes: readonly HashValue[]): ResultBlock[] {
  const algorithms = hashes.map((h) => h.algorithm);
  const notes: ResultBlock[] = [];
  if (algorithms.includes('md5') || algorithms.includes('sha1')) notes.push({ kind: 'note', tone: 'warning', text: msg('broken') });
  if (algorithms.includes('crc32')) notes.push({ kind: 'note', text: msg('checksum') });
  return notes;
}

function compareView(result: CompareResult, options: Options): ResultView {
  const [first, second] = result.files;
  const all = first.hashes.length > 1;
  const verdict = `${result.same ? 'same' : 'different'}${all ? 'All' : ''}`;
  const blocks: ResultBlock[] = [
    { kind: 'note', tone: result.same ? 'info' : 'warning', text: msg(`files.${verdict}`, all ? {} : { algorithm: NAMES[first.hashes[0]!.algorithm] }) },
    hashRows(msg('files.first', { name: first.name, size: byteSize(first.size) }), first.hashes),
    hashRows(msg('files.second', { name: second.name, size: byteSize(second.size) }), second.hashes),
    ...algorithmNotes(first.hashes),
  ];
  return { blocks, filename: filename(options) };
}

export function view(result: HashResult | CompareResult, { options }: { options: Options }): ResultView {
  if (isComparison(result)) return compareView(result, options);
  const single = result.hashes.length === 1;
  const blocks: ResultBlock[] = [hashRows(inputLabel(result, options), result.hashes)];
  // The hash of nothing is a real answer (an empty file has it too), but say that nothing was hashed.
  if (result.size === 0 && result.name === undefined) blocks.push({ kind: 'note', text: msg('emptyInput') });
  const of = result.name !== undefined ? 'File' : options.inputFormat === 'text' ? 'Text' : 'Bytes';
  if (result.match) blocks.push({ kind: 'note', tone: 'info', text: msg(`compare.match${of}`, { algorithm: NAMES[result.match] }) });
  if (result.match === false) blocks.push({ kind: 'note', tone: 'warning', text: msg(single ? 'compare.noMatch' : 'compare.noMatchAll') });
  blocks.push(...algorithmNotes(result.hashes));
  return { blocks, ...(single ? { copy: result.hashes[0]!.value } : {}), filename: filename(options) };
}
