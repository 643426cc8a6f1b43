/**
 * Generate: the htpasswd line (copyable), its format, and what the visitor must know: why APR1 and SHA-1 are
 * weak, bcrypt's 72-byte limit, a salt chosen by hand. Verify: the answer in words, or the format this tool
 * cannot check.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import { BCRYPT_MAX_BYTES, type HtpasswdResult } from './run.ts';

export function view(result: HtpasswdResult): ResultView {
  const blocks: ResultBlock[] = [];
  if (result.mode === 'generate') {
    blocks.push({
      kind: 'values',
      layout: 'rows',
      items: [
        { label: msg('lineLabel'), value: result.line, mono: true, copy: true, main: true },
        { label: msg('formatLabel'), value: msg(`formats.${result.algorithm}`) },
      ],
    });
    if (result.algorithm !== 'bcrypt') blocks.push({ kind: 'note', tone: 'warning', text: msg(`weak.${result.algorithm}`) });
    if (result.algorithm === 'bcrypt' && result.bytes > BCRYPT_MAX_BYTES) blocks.push({ kind: 'note', tone: 'warning', text: msg('tooLong', { bytes: num(result.bytes), max: num(BCRYPT_MAX_BYTES) }) });
    if (result.saltGiven) blocks.push({ kind: 'note', text: msg('saltGiven') });
    blocks.push({ kind: 'note', text: msg('usage') });
    return { blocks, copy: result.line, regenerate: !result.saltGiven && result.algorithm !== 'sha1' };
  }
  const answer = result.status === 'unsupported' ? msg('unsupported', { format: msg(`formats.${result.format}`) }) : msg(result.status);
  blocks.push({
    kind: 'values',
    items: [
      { label: msg('resultLabel'), value: answer, main: true },
      { label: msg('formatLabel'), value: msg(`formats.${result.format}`) },
      ...(result.user !== null ? [{ label: msg('userLabel'), value: result.user, mono: true }] : []),
    ],
    announce: true,
  });
  if (result.format === 'apr1' || result.format === 'md5crypt' || result.format === 'sha1') blocks.push({ kind: 'note', tone: 'warning', text: msg(`weak.${result.format}`) });
  return { blocks, regenerate: false };
}
