import { displayWidth } from './text.ts';

/**
 * GitHub-flavoured Markdown tables, written: the Markdown table generator's and the CSV toolkit's. The
 * first row is the header; pipes in cells are escaped as \| and line breaks written <br>, so every cell
 * stays in its column; `padded` lines the columns up in a monospaced font (wide East Asian characters
 * and emoji count two cells: displayWidth).
 */
export type MarkdownAlignment = 'none' | 'left' | 'center' | 'right';

/** A cell as Markdown table text: trimmed, pipes escaped, line breaks as <br>. */
export function markdownCell(cell: string): string {
  return cell
    .trim()
    .replace(/\|/g, '\\|')
    .replace(/\r\n|\r|\n/g, '<br>');
}

const pad = (text: string, width: number, align: MarkdownAlignment) => {
  const gap = width - displayWidth(text);
  if (gap <= 0) return text;
  if (align === 'right') return ' '.repeat(gap) + text;
  if (align === 'center') return ' '.repeat(Math.floor(gap / 2)) + text + ' '.repeat(gap - Math.floor(gap / 2));
  return text + ' '.repeat(gap);
};

function separator(width: number, align: MarkdownAlignment): string {
  const dashes = (n: number) => '-'.repeat(Math.max(1, n));
  if (align === 'left') return `:${dashes(width - 1)}`;
  if (align === 'right') return `${dashes(width - 1)}:`;
  if (align === 'center') return `:${dashes(width - 2)}:`;
  return dashes(width);
}

/** The table in GitHub's Markdown: the first row the header, `padded` columns lined up in monospace. */
export function markdownTable(rows: readonly (readonly string[])[], align: readonly MarkdownAlignment[], padded: boolean): string {
  const cells = rows.map((row) => row.map(markdownCell));
  // Loops, not Math.max(...rows): a spread of a few hundred thousand rows overflows the stack.
  let count = 1;
  for (const r of cells) if (r.length > count) count = r.length;
  const aligns = Array.from({ length: count }, (_, i) => align[i] ?? 'none');
  // Three cells at least: the separator's "---" (":-:" when centred).
  const widths = aligns.map(() => 3);
  if (padded) for (const r of cells) r.forEach((cell, i) => (widths[i] = Math.max(widths[i]!, displayWidth(cell))));
  const line = (row: readonly string[]) => `| ${aligns.map((a, i) => (padded ? pad(row[i] ?? '', widths[i]!, a) : (row[i] ?? ''))).join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [line(head), `| ${aligns.map((a, i) => separator(widths[i]!, a)).join(' | ')} |`, ...body.map(line)].join('\n');
}
