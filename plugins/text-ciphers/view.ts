/**
 * The encoded or decoded text; for Caesar with brute force, a table of the text decoded with every
 * shift, the likely one marked; and always a reminder that these ciphers are puzzles, not security.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import { PREVIEW, type CipherResult } from './run.ts';
import type { Input, Options } from './manifest.ts';

/** "Encoded text" or "Decoded text" where the direction is chosen; ROT13, ROT47 and Atbash work both ways. */
function resultLabel(input: Input, options: Options): 'encoded' | 'decoded' | 'result' {
  if (options.cipher !== 'caesar' && options.cipher !== 'vigenere') return 'result';
  return input.direction === 'decode' ? 'decoded' : 'encoded';
}

export function view(result: CipherResult, { input, options }: { input: Input; options: Options }): ResultView {
  const blocks: ResultBlock[] = [{ kind: 'text', text: result.text, label: msg(`labels.${resultLabel(input, options)}`) }];
  if (result.shifts) {
    blocks.push({
      kind: 'table',
      caption: msg('bruteForce.caption'),
      columns: [{ label: msg('bruteForce.shift'), numeric: true }, { label: msg('bruteForce.text'), mono: true }],
      rows: result.shifts.map((text, i) => [num(i + 1), text]),
      ...(result.likely !== undefined ? { marked: { row: result.likely - 1, note: msg('bruteForce.likely') } } : {}),
    });
    if (result.cut) blocks.push({ kind: 'note', text: msg('bruteForce.cut', { count: num(PREVIEW) }) });
  }
  blocks.push({ kind: 'note', text: msg('notSecurity') });
  return { blocks };
}
