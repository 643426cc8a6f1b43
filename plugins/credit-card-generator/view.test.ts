import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type TableBlock } from '@sdk/core';
import { copyText, csvRows } from '@sdk/ui';
import { displayContext, writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run, type CardsResult } from './run.ts';
import { view } from './view.ts';

const NONE = { visa: false, mastercard: false, amex: false, discover: false, jcb: false, diners: false };
const DEFAULTS: Options = { ...NONE, visa: true, mastercard: true, quantity: 10, format: 'plain', includeCvv: true, includeExpiry: true, repeatable: false };
const en = writer('credit-card-generator', 'en');
const es = writer('credit-card-generator', 'es');

function show(options: Partial<Options> = {}) {
  const all = { ...DEFAULTS, ...options };
  const result = run({}, all);
  if (isToolError(result)) throw new Error(result.code);
  const v = asResultView(view(result, { input: {}, options: all }));
  return { result: result as CardsResult, view: v, notice: v.blocks[0] as NoteBlock, table: v.blocks[1] as TableBlock };
}

describe('view', () => {
  it('says first that these are test numbers', () => {
    expect(en(show().notice.text)).toBe(
      'These are test numbers for software testing. They pass the Luhn check but belong to no real account, and no payment network accepts them.',
    );
  });

  it('shows each card as a row, with the Luhn check in words', () => {
    const { result, table } = show();
    expect(table.columns.map((c) => en(c.label))).toEqual(['Type', 'Number', 'Expiry', 'CVV', 'Valid']);
    expect(table.rows.map((row) => row.map((cell) => en(cell)))).toEqual(result.cards.map((c) => [c.type, c.number, c.expiry, c.cvv, '✓ Valid']));
    expect(es(table.rows[0]![4]!)).toBe('✓ Válida');
    expect(en(table.caption!)).toBe('Generated cards: 10');
  });

  it('leaves out the columns of what was not asked for', () => {
    const { result, table } = show({ includeCvv: false, includeExpiry: false });
    expect(table.columns.map((c) => en(c.label))).toEqual(['Type', 'Number', 'Valid']);
    expect(table.rows[0]!.map((cell) => en(cell))).toEqual([result.cards[0]!.type, result.cards[0]!.number, '✓ Valid']);
  });

  it('writes the count in the page’s language', () => {
    expect(en(show({ quantity: 1000 }).table.caption!)).toBe('Generated cards: 1,000');
    expect(writer('credit-card-generator', 'de')(show({ quantity: 1000 }).table.caption!)).toBe('Erzeugte Karten: 1.000');
  });

  it('copies all cards, one per line, tab-separated, without the check column', () => {
    const { result, view: v } = show({ amex: true, visa: false, mastercard: false, format: 'spaced', quantity: 3 });
    expect(en(v.copyLabel!)).toBe('Copy all');
    expect(copyText(v, displayContext('credit-card-generator', 'en'))).toBe(result.cards.map((c) => [c.type, c.number, c.expiry, c.cvv].join('\t')).join('\n'));
  });

  it('saves the table with its header as CSV, and the cards as JSON', () => {
    const { result, view: v } = show({ includeExpiry: false, quantity: 2 });
    expect(csvRows(v, displayContext('credit-card-generator', 'en'))).toEqual([['Type', 'Number', 'CVV', 'Valid'], ...result.cards.map((c) => [c.type, c.number, c.cvv, '✓ Valid'])]);
    // JSON is run()'s result itself.
    expect(v.json).toBeUndefined();
  });

  it('offers Generate again unless the same numbers come every time', () => {
    expect(show().view.regenerate).toBe(true);
    expect(show({ repeatable: true }).view.regenerate).toBe(false);
  });
});
