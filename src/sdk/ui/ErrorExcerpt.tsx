/**
 * The line of the input where a JSON error is, with the place marked (highlighted, and a caret under
 * it), and a button that puts the cursor there in the input. Loaded with the first such error.
 */
import { useRef } from 'react';
import { useJsonViewTexts } from './jsonViewTexts.ts';
import './jsonView.css';

/** Characters shown either side of the place on a long line (a minified document is one line). */
const CONTEXT = 40;

export interface ErrorExcerptProps {
  source: string;
  /** 1-based, as in the message (lines end at \n, \r\n or \r; columns count characters as a reader sees them). */
  line: number;
  column: number;
}

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
const graphemes = (s: string): string[] => (segmenter ? Array.from(segmenter.segment(s), (g) => g.segment) : Array.from(s));

/** Where line `line` starts in the text, and its text. */
export function lineAt(source: string, line: number): { start: number; text: string } | null {
  const src = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const offset = src.length - source.length === 0 ? 0 : 1;
  let start = 0;
  for (let n = 1; n < line; n++) {
    const lf = src.indexOf('\n', start);
    const cr = src.indexOf('\r', start);
    const end = cr >= 0 && (lf < 0 || cr < lf) ? cr : lf;
    if (end < 0) return null;
    start = end + (src[end] === '\r' && src[end + 1] === '\n' ? 2 : 1);
  }
  const m = /[\r\n]/.exec(src.slice(start));
  return { start: start + offset, text: m ? src.slice(start, start + m.index) : src.slice(start) };
}

export default function ErrorExcerpt({ source, line, column }: ErrorExcerptProps) {
  const { t, numbers } = useJsonViewTexts();
  const figure = useRef<HTMLElement>(null);
  const found = lineAt(source, line);
  if (!found) return null;
  // Only the graphemes around the place are split: a minified document is one line of megabytes.
  const head = found.text.slice(0, Math.max(0, found.text.length));
  const before = graphemes(head.slice(Math.max(0, indexOfColumn(head, column) - CONTEXT * 4), indexOfColumn(head, column)));
  const atIndex = indexOfColumn(head, column);
  const restGraphemes = graphemes(head.slice(atIndex, atIndex + CONTEXT * 4));
  const shownBefore = before.slice(-CONTEXT);
  const cutBefore = atIndex - shownBefore.join('').length > 0;
  const at = restGraphemes[0] ?? '';
  const after = restGraphemes.slice(1, CONTEXT);
  const cutAfter = atIndex + at.length + after.join('').length < head.length;
  const lineNo = numbers.format(line);
  const gutter = `${lineNo} │ `;
  const lead = `${cutBefore ? '…' : ''}${shownBefore.join('')}`;
  const show = () => {
    const area = figure.current?.closest('.tool-body')?.querySelector<HTMLTextAreaElement>('.tool-input textarea');
    if (!area) return;
    const offset = found.start + atIndex;
    area.focus();
    if (offset <= area.value.length) area.setSelectionRange(offset, Math.min(area.value.length, offset + Math.max(1, at.length)));
  };
  return (
    <figure className="error-excerpt" ref={figure}>
      <pre translate="no">
        <span className="line-no" aria-hidden="true">{gutter}</span>
        {lead}
        <mark>{at === '' ? ' ' : at}</mark>
        {after.join('')}
        {cutAfter ? '…' : ''}
        <span aria-hidden="true">
          {'\n'}
          <span className="line-no">{`${' '.repeat(lineNo.length)} │ `}</span>
          {' '.repeat(graphemes(lead).length)}
          <span className="caret">^</span>
        </span>
      </pre>
      <figcaption>
        <span>{t('excerpt', { line: lineNo, column: numbers.format(column) })}</span>
        <button type="button" className="btn btn-small" onClick={show}>
          {t('showInInput')}
        </button>
      </figcaption>
    </figure>
  );
}

/** The index in `text` where its `column`-th grapheme starts (past the end for a column after the last). */
function indexOfColumn(text: string, column: number): number {
  if (column <= 1) return 0;
  // Fast when the line is plain: a grapheme is one code unit.
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u02ff]/.test(text.slice(0, column * 2))) return Math.min(text.length, column - 1);
  let i = 0;
  let n = 1;
  for (const g of segmenter ? segmenter.segment(text) : Array.from(text, (segment) => ({ segment }))) {
    if (n === column) return i;
    i += g.segment.length;
    n++;
  }
  return text.length;
}
