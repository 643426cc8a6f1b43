/**
 * Text to Morse code and back, with the ITU-R M.1677-1 table (and, as an option, the characters in
 * common use beyond it). Morse is written with . and -, letters separated by a space and words by
 * " / ". Decoding also reads · • for dots, − – — _ for dashes, and | or a line break between words.
 * What has no code (encoding) or no character (decoding) is reported, never dropped silently.
 */
import { toolError, type ToolError } from '@sdk/core';
import { ALIASES, table } from './code.ts';
import type { Input, Options } from './manifest.ts';

export interface MorseResult {
  /** The text: as typed (encoding) or decoded, in capitals (decoding). */
  text: string;
  /** The Morse code, written with . - space and " / " (what the sound plays). */
  morse: string;
  /** Characters with no Morse code (encoding), or codes with no character (decoding), once each. */
  unknown: string[];
}

function encode(text: string, extended: boolean): MorseResult {
  const { encode: codes } = table(extended);
  const unknown = new Set<string>();
  const words: string[] = [];
  for (const word of text.normalize('NFC').split(/\s+/)) {
    const letters: string[] = [];
    for (const c of word) {
      const upper = c.toUpperCase();
      // ß has no code of its own: "SS", as it is written in capitals.
      const chars = upper.length > 1 && upper !== c ? [...upper] : [ALIASES[c] ?? upper];
      for (const ch of chars) {
        const code = codes.get(ch);
        if (code) letters.push(code);
        else unknown.add(c);
      }
    }
    if (letters.length > 0) words.push(letters.join(' '));
  }
  return { text, morse: words.join(' / '), unknown: [...unknown] };
}

const DOTS = /[·•∙⋅]/g;
const DASHES = /[−–—_]/g;

function decode(input: string, extended: boolean): MorseResult | ToolError {
  const { decode: chars } = table(extended);
  const normal = input.replace(DOTS, '.').replace(DASHES, '-');
  const bad = /[^.\-/|\s]/u.exec(normal);
  if (bad) {
    // Position in characters as the visitor counts them (from 1), and the character as typed.
    const position = [...input.slice(0, bad.index)].length + 1;
    return toolError('notMorse', { char: [...input.slice(bad.index)][0]!, position, field: 'text' });
  }
  const unknown = new Set<string>();
  const words = normal
    .split(/\s*[/|]\s*|\s*\n\s*/)
    .map((w) => w.trim().split(/\s+/).filter((l) => l !== ''))
    .filter((w) => w.length > 0);
  const text = words
    .map((w) =>
      w
        .map((code) => {
          const c = chars.get(code);
          if (c === undefined) unknown.add(code);
          return c ?? `[${code}]`;
        })
        .join(''),
    )
    .join(' ');
  return { text, morse: words.map((w) => w.join(' ')).join(' / '), unknown: [...unknown] };
}

export function run({ text }: Input, options: Options): MorseResult | ToolError {
  if (text.trim() === '') return toolError('empty');
  return options.mode === 'decode' ? decode(text, options.extended) : encode(text, options.extended);
}
