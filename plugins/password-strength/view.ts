/**
 * The strength as a meter (zxcvbn's score, 0 to 4), the guesses needed, the time each kind of attack
 * would take, zxcvbn's warning and advice (keys translated in this tool's locales), the parts of the
 * password it recognised, and why no check against known breaches is offered.
 */
import { msg, num, type Display, type NumberDisplay, type ResultBlock, type ResultView } from '@sdk/core';
import { ATTACKS, type Pattern, type Strength } from './run.ts';

/** Large counts in words ("149 billion"), beyond a trillion in scientific notation; counts of guesses below a million whole. */
export function big(value: number, unit?: string): NumberDisplay {
  const unitFormat: Intl.NumberFormatOptions = unit ? { style: 'unit', unit, unitDisplay: 'long' } : {};
  if (value < 1e6) return num(unit ? value : Math.max(1, Math.round(value)), { ...unitFormat, maximumSignificantDigits: 3 });
  if (value < 1e15) return num(value, { ...unitFormat, notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: 3 });
  return num(value, { ...unitFormat, notation: 'scientific', maximumFractionDigits: 2 });
}

const UNITS: readonly (readonly [string, number])[] = [
  ['year', 365.25 * 86400],
  ['month', (365.25 / 12) * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Seconds in the largest unit that leaves at least one ("3.2 billion years"); under a second in words. */
export function crackTime(seconds: number): Display {
  for (const [unit, size] of UNITS) if (seconds >= size) return big(seconds / size, unit);
  return msg('instant');
}

/** A part as shown in the table: spaces as "␣", so that a separator or a part's edges can be seen. */
export const visibleSpaces = (token: string) => token.replace(/ /g, '\u2423');

function detail(p: Pattern): Display {
  switch (p.kind) {
    case 'dictionary': {
      const params = { word: p.word, list: msg(`lists.${p.list}`), rank: num(p.rank) };
      const found = p.language === 'common' ? msg('details.dictionaryCommon', params) : msg('details.dictionary', { ...params, language: msg(`languages.${p.language}`) });
      if (p.l33t && p.reversed) return msg('details.both', { found });
      if (p.l33t) return msg('details.l33t', { found });
      if (p.reversed) return msg('details.reversed', { found });
      return found;
    }
    case 'spatial':
      return msg('details.spatial', { keyboard: p.keyboard, turns: num(p.turns) });
    case 'repeat':
      return msg('details.repeat', { base: p.base, count: num(p.count) });
    case 'sequence':
      return msg(p.ascending ? 'details.ascending' : 'details.descending');
    case 'date':
      return msg('details.date', { year: String(p.year) });
    default:
      return msg(`details.${p.kind}`);
  }
}

export function view(result: Strength | null): ResultView {
  if (result === null) return { blocks: [{ kind: 'note', text: msg('prompt') }, { kind: 'note', text: msg('breachNote') }] };
  const blocks: ResultBlock[] = [
    { kind: 'meter', label: msg('strength'), value: result.score, min: 0, max: 4, low: 2, high: 3, optimum: 4, text: msg(`scores.${result.score}`) },
    {
      kind: 'values',
      announce: true,
      items: [
        { label: msg('score'), value: msg('scoreValue', { score: num(result.score) }) },
        { label: msg('guesses'), value: msg('guessesValue', { guesses: big(result.guesses) }) },
      ],
    },
    {
      kind: 'table',
      caption: msg('attacks.caption'),
      columns: [{ label: msg('attacks.attack') }, { label: msg('attacks.rate') }, { label: msg('attacks.time') }],
      rows: (Object.keys(ATTACKS) as (keyof typeof ATTACKS)[]).map((attack) => [msg(`attacks.${attack}`), msg(`rates.${attack}`), crackTime(result.guesses / ATTACKS[attack])]),
    },
  ];
  if (result.warning) blocks.push({ kind: 'note', tone: 'warning', text: msg(`warnings.${result.warning}`) });
  if (result.suggestions.length > 0) blocks.push({ kind: 'table', caption: msg('advice'), columns: [{ label: msg('adviceColumn') }], rows: result.suggestions.map((s) => [msg(`suggestions.${s}`)]) });
  blocks.push({
    kind: 'table',
    caption: msg('patterns.caption'),
    columns: [{ label: msg('patterns.part'), mono: true }, { label: msg('patterns.pattern') }, { label: msg('patterns.detail') }, { label: msg('patterns.guesses'), numeric: true }],
    rows: result.patterns.map((p) => [visibleSpaces(p.token), msg(`kinds.${p.kind}`), detail(p), big(10 ** p.guessesLog10)]),
  });
  blocks.push({ kind: 'note', text: msg('breachNote') });
  return { blocks, copy: msg('copyText', { score: msg(`scores.${result.score}`), guesses: big(result.guesses) }) };
}
