/**
 * The test-number notice, then the cards as a table (type, number, expiry and CVV when asked for, and
 * the Luhn check in words). Copy all gives one card per line, its cells separated by tabs; CSV is the
 * table with its header, JSON the cards as run() gives them.
 */
import { msg, num, type Display, type ResultView, type TableColumn } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { Card, CardsResult } from './run.ts';

export function view({ cards }: CardsResult, { options }: { input: Input; options: Options }): ResultView {
  const withExpiry = cards.some((c) => c.expiry !== undefined);
  const withCvv = cards.some((c) => c.cvv !== undefined);
  /** The columns shown, as text cells of one card (Copy all gives these). */
  const cells = (card: Card): string[] => [card.type, card.number, ...(withExpiry ? [card.expiry ?? ''] : []), ...(withCvv ? [card.cvv ?? ''] : [])];
  const columns: TableColumn[] = [
    { label: msg('columns.type') },
    { label: msg('columns.number'), mono: true },
    ...(withExpiry ? [{ label: msg('columns.expiry') }] : []),
    ...(withCvv ? [{ label: msg('columns.cvv'), mono: true }] : []),
    { label: msg('columns.valid') },
  ];
  return {
    blocks: [
      { kind: 'note', text: msg('notice') },
      {
        kind: 'table',
        caption: msg('tableCaption', { total: num(cards.length) }),
        columns,
        rows: cards.map((card): Display[] => [...cells(card), msg(card.valid ? 'valid' : 'invalid')]),
      },
    ],
    copy: cards.map((card) => cells(card).join('\t')).join('\n'),
    copyLabel: msg('copyAll'),
    regenerate: !options.repeatable,
  };
}
