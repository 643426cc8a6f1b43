import { countGraphemes, countWords, hasLoneSurrogate, toolError, utf8Bytes, type ToolError } from '@sdk/core';
import type { Encoding, Input, Options } from './manifest.ts';

/**
 * Tokens shown one by one (split view and table); the counts and ids are always of the whole text. A
 * megabyte of text is about 250,000 tokens: drawn one by one they would make the page slow for nothing.
 */
export const MAX_SHOWN = 2000;

/**
 * A part of the text as the model reads it: one token, or the few tokens that together make one
 * character (a token may hold only some of a character's UTF-8 bytes: 誕 is two tokens in o200k_base).
 */
export interface Piece {
  readonly text: string;
  readonly ids: readonly number[];
}

export interface TokenCount {
  readonly encoding: Encoding;
  readonly tokens: number;
  /** User-perceived characters (grapheme clusters). */
  readonly characters: number;
  readonly words: number;
  /** Every token id, in order. */
  readonly ids: readonly number[];
  /** The text split into its tokens, up to MAX_SHOWN tokens (the pieces' ids are the first ids). */
  readonly pieces: readonly Piece[];
}

/** An encoding's encoder and its rank table (index: token id; value: the token's text, or its bytes when they are not UTF-8 by themselves). */
interface Tokenizer {
  readonly encode: (text: string, options: { disallowedSpecial: Set<string> }) => number[];
  readonly ranks: readonly (string | readonly number[])[];
}

/** Loaded on first use only (1.2 MB and 2.4 MB of rank tables), in the worker. */
async function tokenizer(encoding: Encoding): Promise<Tokenizer> {
  if (encoding === 'cl100k_base') {
    const [{ encode }, { default: ranks }] = await Promise.all([import('gpt-tokenizer/encoding/cl100k_base'), import('gpt-tokenizer/bpeRanks/cl100k_base')]);
    return { encode, ranks };
  }
  const [{ encode }, { default: ranks }] = await Promise.all([import('gpt-tokenizer/encoding/o200k_base'), import('gpt-tokenizer/bpeRanks/o200k_base')]);
  return { encode, ranks };
}

const utf8 = new TextDecoder('utf-8');

/**
 * The first tokens grouped into pieces of whole characters: a token whose bytes are text is a piece by
 * itself; a run of tokens that each hold only part of a character's bytes is one piece (a token that
 * is text by itself always starts and ends on a character boundary, so such a run ends on one too).
 */
export function piecesOf(ids: readonly number[], ranks: Tokenizer['ranks'], max = MAX_SHOWN): Piece[] {
  const pieces: Piece[] = [];
  let bytes: number[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length === 0) return;
    pieces.push({ text: utf8.decode(Uint8Array.from(bytes)), ids: run });
    bytes = [];
    run = [];
  };
  for (const id of ids.slice(0, max)) {
    const rank = ranks[id];
    if (typeof rank === 'string') {
      flush();
      pieces.push({ text: rank, ids: [id] });
    } else {
      run.push(id);
      bytes.push(...(rank ?? []));
    }
  }
  flush();
  return pieces;
}

/**
 * The tokens of the text in the chosen encoding, with counts of characters and words. Text that looks
 * like a special token ("<|endoftext|>") is counted as the plain text it is, as an API does with what a
 * user sends, never as the control token.
 */
export async function run({ text }: Input, options: Options): Promise<TokenCount | ToolError> {
  if (text === '') return toolError('empty');
  if (hasLoneSurrogate(text)) return toolError('invalidText', { field: 'text' });
  const { encode, ranks } = await tokenizer(options.encoding);
  const ids = encode(text, { disallowedSpecial: new Set() });
  return {
    encoding: options.encoding,
    tokens: ids.length,
    characters: countGraphemes(text),
    words: countWords(text).words,
    ids,
    pieces: piecesOf(ids, ranks),
  };
}

/** The token ids of a text as bytes back: for the tests, that the pieces and ids rebuild the text exactly. */
export function tokenBytes(ids: readonly number[], ranks: Tokenizer['ranks']): Uint8Array {
  const out: number[] = [];
  for (const id of ids) {
    const rank = ranks[id];
    if (typeof rank === 'string') out.push(...utf8Bytes(rank));
    else out.push(...(rank ?? []));
  }
  return Uint8Array.from(out);
}
