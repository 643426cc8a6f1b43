import { IBAN_COUNTRIES as COUNTRIES, msg, num, region, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { Options } from './manifest.ts';
import { printFormat, type IbanCheck, type IbanResult, type Problem } from './run.ts';

/** The problem in words, with the visitor's own characters and the country named in the page's language. */
export function problemText(p: Problem): Display {
  switch (p.code) {
    case 'characters':
      return msg('problems.characters', { char: p.char, position: num(p.position) });
    case 'country':
      return msg('problems.country');
    case 'unknownCountry':
      return msg('problems.unknownCountry', { code: p.country });
    case 'territory':
      return msg('problems.territory', { territory: region(p.territory), code: p.territory, country: region(p.country), prefix: p.country });
    case 'length':
      return msg('problems.length', { country: region(p.country), expected: num(p.expected), actual: num(p.actual) });
    case 'checkDigits':
      return msg('problems.checkDigits', { given: p.given });
    case 'format':
      return msg('problems.format', { country: region(p.country), position: num(p.position), char: p.char, expected: msg(`classes.${p.expected}`) });
    case 'checksum':
      return msg('problems.checksum', { given: p.given, expected: p.expected });
    case 'checkRange':
      return msg('problems.checkRange', { given: p.given, expected: p.expected });
  }
}

const shownIban = (c: IbanCheck, options: Options) => (options.format === 'print' ? c.print : c.iban);
const verdict = (c: IbanCheck): Display => (c.valid ? msg('verdict.valid') : msg('verdict.invalid'));

function single(c: IbanCheck): ResultBlock[] {
  const p = c.parts;
  const items: ValueItem[] = [
    { label: msg('results.verdict'), value: verdict(c), main: true, copy: false },
    { label: msg('results.print'), value: c.print, mono: true, copy: true },
    { label: msg('results.electronic'), value: c.iban, mono: true, copy: true },
    ...(c.country ? [{ label: msg('results.country'), value: region(c.country), copy: false }] : []),
    // Too short, too long or the wrong shape: the registry's own example shows what this country's IBANs look like.
    ...(c.country && !p ? [{ label: msg('results.example', { country: region(c.country) }), value: printFormat(COUNTRIES[c.country]!.example), mono: true, copy: false }] : []),
    ...(p
      ? [
          { label: msg('results.checkDigits'), value: p.checkDigits, mono: true, copy: false },
          { label: msg('results.bban'), value: p.bban, mono: true, copy: true },
          { label: msg('results.bank'), value: p.bank, mono: true, copy: true },
          ...(p.branch ? [{ label: msg('results.branch'), value: p.branch, mono: true, copy: true }] : []),
          { label: msg('results.account'), value: p.account, mono: true, copy: true },
          { label: msg('results.sepa'), value: msg(p.sepa ? 'sepa.yes' : 'sepa.no'), copy: false },
        ]
      : []),
  ];
  // What is wrong and what the account number holds are sentences: notes, which wrap at any width.
  return [
    ...(c.problem ? [{ kind: 'note' as const, tone: 'warning' as const, text: problemText(c.problem) }] : []),
    { kind: 'values', layout: 'rows', items, announce: true },
    ...(p ? [{ kind: 'note' as const, text: msg('accountHint') }] : []),
  ];
}

function table(checks: readonly IbanCheck[], options: Options): ResultBlock {
  return {
    kind: 'table',
    caption: msg('tableCaption'),
    columns: [
      { label: msg('columns.line'), numeric: true },
      { label: msg('columns.iban'), mono: true },
      { label: msg('columns.verdict') },
      { label: msg('columns.country') },
      { label: msg('columns.bank'), mono: true },
      { label: msg('columns.branch'), mono: true },
      { label: msg('columns.account'), mono: true },
    ],
    rows: checks.map((c) => [
      num(c.line),
      shownIban(c, options),
      c.problem ? msg('verdict.invalidBecause', { problem: problemText(c.problem) }) : verdict(c),
      c.country ? region(c.country) : '',
      c.parts?.bank ?? '',
      c.parts?.branch ?? '',
      c.parts?.account ?? '',
    ]),
    pageSize: 200,
  };
}

/**
 * One IBAN: its verdict large, what is wrong, both formats with Copy, its country and parts.
 * Several: how many are valid, and a table with each one's verdict. Copy gives the valid IBANs,
 * cleaned, in the chosen format; the registry's release and what a check cannot tell close the result.
 */
export function view(r: IbanResult, { options }: { options: Options }): ResultView {
  const notes: ResultBlock[] = [
    { kind: 'note', text: msg('notes.exists') },
    { kind: 'note', text: msg('notes.source', { release: num(r.release) }) },
  ];
  const validList = r.checks.filter((c) => c.valid).map((c) => shownIban(c, options)).join('\n');
  if (r.checks.length === 1) {
    const c = r.checks[0]!;
    // An IBAN that is not valid copies its verdict and what is wrong (the host's label: value lines).
    return { blocks: [...single(c), ...notes], ...(c.valid ? { copy: shownIban(c, options), copyLabel: msg('copyOne') } : {}) };
  }
  return {
    blocks: [
      {
        kind: 'values',
        announce: true,
        items: [
          { label: msg('results.validCount'), value: num(r.valid), main: true },
          { label: msg('results.invalidCount'), value: num(r.invalid) },
        ],
      },
      table(r.checks, options),
      ...notes,
    ],
    ...(r.valid ? { copy: validList, copyLabel: msg('copyValid') } : {}),
    txt: validList,
    filename: 'ibans',
  };
}
