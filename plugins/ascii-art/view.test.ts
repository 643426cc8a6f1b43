import { describe, expect, it } from 'vitest';
import { asResultView, type ListBlock, type NoteBlock, type TextBlock } from '@sdk/core';
import { displayText } from '@sdk/ui';
import { displayContext } from '../../tests/display.ts';
import { run, type AsciiArt } from './run.ts';
import { characterName, view } from './view.ts';

describe('the banner', () => {
  it('is a monospaced text that never wraps, copied and downloaded whole', async () => {
    const r = (await run({ text: 'Hi' }, { font: 'Standard', width: 80, layout: 'default' })) as AsciiArt;
    const v = asResultView(view(r));
    const text = v.blocks[0] as TextBlock;
    expect([text.kind, text.mono, text.wrap, text.text]).toEqual(['text', true, false, r.art]);
    expect([v.copy, v.txt, v.filename]).toEqual([r.art, r.art, 'ascii-art']);
    expect(v.blocks).toHaveLength(1);
  });
  it('names the characters left out, and says FIGlet fonts cover ASCII', async () => {
    const r = (await run({ text: 'Café ✓ 日' }, { font: 'Standard', width: 80, layout: 'default' })) as AsciiArt;
    const v = asResultView(view(r));
    const en = displayContext('ascii-art', 'en');
    const note = v.blocks.find((b): b is NoteBlock => b.kind === 'note')!;
    expect(displayText(note.text, en)).toBe(
      'The font Standard has no letter for 2 characters, so they were left out: FIGlet fonts draw ASCII (a few also Western European accented letters), not other scripts or emoji.',
    );
    expect(v.blocks.find((b): b is ListBlock => b.kind === 'list')!.items).toEqual(['✓ U+2713', '日 U+65E5']);
  });
  it('names a space or a control character by its code point alone', () => {
    expect([characterName('\u00a0'), characterName('\u0007'), characterName('😀')]).toEqual(['U+00A0', 'U+0007', '😀 U+1F600']);
  });
});
