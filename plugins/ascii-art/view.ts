/**
 * The banner in a monospaced box whose lines never wrap (a phone scrolls it sideways instead of
 * tearing it apart), with Copy and Download TXT; then the characters the font has no letter for.
 */
import { msg, type ResultBlock, type ResultView } from '@sdk/core';
import type { AsciiArt } from './run.ts';

/** A character as the list names it: itself and its code point ("é U+00E9"), a space or control by its code alone. */
export function characterName(ch: string): string {
  const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch) ? `${ch} ${code}` : code;
}

export function view(r: AsciiArt): ResultView {
  const blocks: ResultBlock[] = [{ kind: 'text', text: r.art, mono: true, wrap: false, noTranslate: true, label: msg('outputLabel'), summary: msg('summary', { font: r.font }) }];
  if (r.missing.length > 0) {
    blocks.push(
      { kind: 'note', tone: 'warning', text: msg(r.outsideAscii ? 'missingOutsideAscii' : 'missing', { font: r.font, count: { num: r.missing.length } }) },
      { kind: 'list', label: msg('missingLabel'), items: r.missing.map(characterName), mono: true },
    );
  }
  return { blocks, copy: r.art, txt: r.art, filename: 'ascii-art' };
}
