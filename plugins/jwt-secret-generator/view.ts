/**
 * The secret as hex, Base64 and base64url, one copyable row each, masked until the visitor presses
 * Show (unless "Always show the full secret" is ticked; Copy always copies the whole secret), with its
 * size and where it was made. An own key gets no Generate again.
 */
import { msg, num, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { JwtSecret } from './run.ts';

const ENCODINGS = ['hex', 'base64', 'base64url'] as const;

export function view(result: JwtSecret, { input, options }: { input: Input; options: Options }): ResultView {
  const ownKey = input.key.trim() !== '';
  const size = msg('size', { bits: num(result.bits), bytes: num(result.bits / 8) });
  return {
    blocks: [
      {
        kind: 'values',
        layout: 'rows',
        label: msg('caption', { label: msg(ownKey ? 'outputLabelOwn' : 'outputLabel'), size }),
        items: ENCODINGS.map((encoding) => ({ label: msg(`encodings.${encoding}`), value: result[encoding], mono: true, copy: true, secret: !options.alwaysShow })),
      },
      { kind: 'note', text: msg(ownKey ? 'privacyOwn' : 'privacy') },
    ],
    copyLabel: msg('copyAll'),
    regenerate: !ownKey,
  };
}
