/**
 * Generated: the IDs as a one-column table (so that the CSV has its header), with their count; Copy
 * and TXT give them one per line, JSON as a list. NanoID and short IDs add their chance of a
 * collision (how many IDs, and how long at the chosen rate, for a 1% probability of one). Decode: a
 * table of each ULID's time (UTC to the millisecond, and in the visitor's zone), parts and UUID form.
 */
import { date, msg, num, type Display, type NumberDisplay, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { Collision, Decoded, DecodedRow, Generated, Result } from './run.ts';

/** Large counts in words ("149 billion"), beyond a trillion in scientific notation. */
export function big(value: number, unit?: string): NumberDisplay {
  const unitFormat: Intl.NumberFormatOptions = unit ? { style: 'unit', unit, unitDisplay: 'long' } : {};
  if (value < 1e6) return num(value, { ...unitFormat, maximumSignificantDigits: 3 });
  if (value < 1e15) return num(value, { ...unitFormat, notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: 3 });
  return num(value, { ...unitFormat, notation: 'scientific', maximumFractionDigits: 2 });
}

const UNITS: readonly (readonly [string, number])[] = [
  ['year', 24 * 365.25],
  ['day', 24],
  ['hour', 1],
  ['minute', 1 / 60],
];

/** A number of hours in the largest unit that leaves at least one ("149 billion years", "6 days", "less than a second"). */
export function duration(hours: number): Display {
  for (const [unit, size] of UNITS) if (hours >= size) return big(hours / size, unit);
  const seconds = hours * 3600;
  return seconds >= 1 ? big(seconds, 'second') : msg('collision.instant');
}

function collisionBlock(c: Collision, rate: number): ResultBlock {
  return {
    kind: 'values',
    label: msg('collision.title'),
    layout: 'rows',
    items: [
      { label: msg('collision.space'), value: msg('collision.spaceValue', { size: num(c.alphabetSize), length: num(c.length), bits: num(c.bits, { maximumFractionDigits: 1 }) }) },
      { label: msg('collision.ids'), value: msg('collision.idsValue', { ids: big(c.ids) }) },
      { label: msg('collision.time', { rate: num(rate) }), value: msg('collision.timeValue', { time: duration(c.hours) }) },
    ],
  };
}

function generated(result: Generated, options: Options): ResultView {
  const text = result.ids.join('\n');
  const blocks: ResultBlock[] = [
    { kind: 'table', caption: msg('total', { total: num(result.ids.length) }), columns: [{ label: msg(`columns.${result.type}`), mono: true }], rows: result.ids.map((id) => [id]) },
  ];
  if (result.collision) blocks.push(collisionBlock(result.collision, options.rate));
  if (result.type === 'ulid') blocks.push({ kind: 'note', text: msg(options.monotonic ? 'notes.ulidMonotonic' : 'notes.ulid') });
  if (result.type === 'cuid2') blocks.push({ kind: 'note', text: msg('notes.cuid2') });
  return { blocks, copy: text, txt: text, json: result.ids };
}

const NONE = '—';

function problem(row: Exclude<DecodedRow, { valid: true }>): Display {
  if (row.problem === 'length') return msg('problems.length', { length: num(row.length) });
  if (row.problem === 'char') return msg('problems.char', { char: row.char, position: num(row.position) });
  return msg('problems.tooLate');
}

function decoded({ rows }: Decoded): ResultView {
  if (rows.length === 0) return { blocks: [{ kind: 'note', text: msg('decodePrompt') }], regenerate: false };
  const valid = rows.filter((r) => r.valid).length;
  return {
    blocks: [
      {
        kind: 'table',
        caption: msg('summary', { valid: num(valid), total: num(rows.length) }),
        columns: [
          { label: msg('columns.ulid'), mono: true },
          { label: msg('columns.utc'), mono: true },
          { label: msg('columns.local') },
          { label: msg('columns.randomness'), mono: true },
          { label: msg('columns.uuid'), mono: true },
        ],
        rows: rows.map((r) =>
          r.valid
            ? [r.input, new Date(r.time).toISOString(), date(r.time, { dateStyle: 'medium', timeStyle: 'medium' }), r.randomness, r.uuid]
            : [r.input, problem(r), NONE, NONE, NONE],
        ),
      },
    ],
    regenerate: false,
  };
}

export function view(result: Result, { options }: { input: Input; options: Options }): ResultView {
  return result.type === 'decode' ? decoded(result) : generated(result, options);
}
