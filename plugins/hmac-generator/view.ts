/**
 * The HMAC, copyable, labelled with its algorithm and format; below it, when a MAC was given to
 * verify, whether it matches, said in words (a ✓ or ✗ and a sentence, never colour alone).
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Options } from './manifest.ts';
import type { HmacResult } from './run.ts';

const NAMES = { sha1: 'HMAC-SHA1', sha256: 'HMAC-SHA256', sha384: 'HMAC-SHA384', sha512: 'HMAC-SHA512' } as const;

export function view(result: HmacResult, { options }: { options: Options }): ResultView {
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      layout: 'rows',
      items: [{ label: msg('macLabel', { algorithm: NAMES[options.algorithm], format: msg(`options.output.values.${options.output}`), bits: num(result.bits) }), value: result.mac, mono: true, copy: true, main: true }],
    },
  ];
  if (result.match === true) blocks.push({ kind: 'note', tone: 'info', text: msg('verify.match') });
  if (result.match === false)
    blocks.push({
      kind: 'note',
      tone: 'warning',
      text: result.expectedBytes === undefined ? msg('verify.noMatch') : msg('verify.noMatchLength', { given: num(result.expectedBytes), bytes: num(result.bits / 8) }),
    });
  return { blocks, copy: result.mac, filename: NAMES[options.algorithm].toLowerCase() };
}
