import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultBlocks, useDisplay, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Input, Options } from './manifest.ts';
import { inlineLines, lineRows, sideBySideRows, type Line, type Segment } from './layout.ts';
import type { DiffPart, DiffResult, PartKind } from './run.ts';
import { countBlocks } from './view.ts';
import './styles.css';

/** Rows (lines) or parts drawn before "Show all". */
export const MAX_ROWS = 1_000;
/** Pieces of text drawn before "Show all" (a character diff of long texts has many). */
const MAX_SEGMENTS = 2_000;
/** Characters drawn before "Show all". */
const MAX_CHARS = 100_000;

const MARK: Record<PartKind, string> = { equal: ' ', removed: '−', added: '+' };

/**
 * The diff of the two texts: the counts (the view's blocks, drawn by the host's components), then
 * the inline or side-by-side view. Copy and Download are the host's action bar, from view.ts.
 */
export default function Output({ toolId, result, options }: ToolOutputProps<DiffResult, Options, Input>) {
  const { t } = useTranslation(toolId);
  const fmt = useFormat();
  const nf = fmt.numberFormat();
  const display = useDisplay(toolId);
  // "Show all" holds for the result it was pressed on.
  const [expandedFor, setExpandedFor] = useState<DiffResult | null>(null);
  const all = expandedFor === result;
  const counts = useMemo(() => <ResultBlocks toolId={toolId} blocks={countBlocks(result, options)} display={display} />, [toolId, result, options, display]);

  if (result.parts.length === 0) return <div className="text-diff-checker">{counts}</div>;

  const unit = options.granularity;
  const labels = { removed: t('marks.removed'), added: t('marks.added') };
  const lineEdits = unit === 'lines' ? (result.lineEdits ?? []) : [];

  let body: ReactNode;
  let shown: number;
  let total: number;
  if (options.view === 'sideBySide') {
    const rows = unit === 'lines' ? lineRows(result.parts, lineEdits) : sideBySideRows(result.parts);
    const budget = new Budget(all);
    const visible = rows.slice(0, all ? rows.length : MAX_ROWS).filter((row) => budget.take((row.left?.segments ?? []).concat(row.right?.segments ?? [])));
    [shown, total] = [visible.length, rows.length];
    body = (
      <table className="output-table diff-table">
        <caption className="visually-hidden">{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('marks.column')}</span>
            </th>
            <th scope="col">{t('fields.original.label')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('marks.column')}</span>
            </th>
            <th scope="col">{t('fields.changed.label')}</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((row, i) => (
            <tr key={i}>
              <Gutter line={row.left} kind="removed" />
              <td className={paired(row.left) ? 'diff-cell diff-cell-removed' : 'diff-cell'}>{row.left && <LineCell line={row.left} labels={labels} />}</td>
              <Gutter line={row.right} kind="added" />
              <td className={paired(row.right) ? 'diff-cell diff-cell-added' : 'diff-cell'}>{row.right && <LineCell line={row.right} labels={labels} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  } else if (unit === 'lines') {
    const lines = inlineLines(result.parts, lineEdits);
    const budget = new Budget(all);
    const visible = lines.slice(0, all ? lines.length : MAX_ROWS).filter((line) => budget.take([line]));
    [shown, total] = [visible.length, lines.length];
    body = (
      <pre className="diff-view diff-lines">
        {visible.map((line, i) => (
          <span key={i} className={`diff-line diff-line-${line.kind}${line.segments ? ' diff-line-paired' : ''}`}>
            <span className="diff-gutter" aria-hidden="true">
              {MARK[line.kind]}{' '}
            </span>
            {line.segments ? (
              // A changed line beside the line it replaces: said in words, the changed words marked inside.
              <>
                <span className="visually-hidden">{t(line.kind === 'removed' ? 'marks.lineBefore' : 'marks.lineAfter')} </span>
                {line.segments.map((s, k) => (s.kind === 'equal' ? <span key={k} className="diff-same">{s.text}</span> : <Piece key={k} kind={s.kind} text={s.text} labels={labels} />))}
              </>
            ) : (
              <Piece kind={line.kind} text={line.text} labels={labels} />
            )}
            {'\n'}
          </span>
        ))}
      </pre>
    );
  } else {
    const budget = new Budget(all);
    const visible: DiffPart[] = [];
    for (const part of result.parts.slice(0, all ? result.parts.length : MAX_ROWS)) {
      if (!budget.take([part])) break;
      visible.push(part);
    }
    [shown, total] = [visible.length, result.parts.length];
    body = (
      <pre className="diff-view">
        {visible.map((part, i) => (
          <Piece key={i} kind={part.kind} text={part.text} labels={labels} marker />
        ))}
      </pre>
    );
  }

  return (
    <div className="text-diff-checker">
      {counts}
      {body}
      {shown < total && (
        <p className="io-meta" role="note">
          {t(options.view === 'inline' && unit !== 'lines' ? 'partialParts' : 'partialRows', { shown: nf.format(shown), total: nf.format(total) })}{' '}
          <button type="button" className="btn btn-small" onClick={() => setExpandedFor(result)}>
            {t('showAll')}
          </button>
        </p>
      )}
    </div>
  );
}

/** A changed line shown with its changed words marked (some piece is unchanged). */
function paired(line: Line | null): boolean {
  return !!line?.changed && line.segments.some((s) => s.kind === 'equal');
}

/** Counts the pieces and characters drawn, to stop long before the page gets slow. */
class Budget {
  private segments = 0;
  private chars = 0;
  constructor(private readonly unlimited: boolean) {}
  take(pieces: readonly Pick<Segment, 'text'>[]): boolean {
    if (this.unlimited) return true;
    if (this.segments >= MAX_SEGMENTS || this.chars >= MAX_CHARS) return false;
    this.segments += pieces.length;
    for (const p of pieces) this.chars += p.text.length;
    return true;
  }
}

interface Labels {
  removed: string;
  added: string;
}

/** Text of one kind: removed in <del>, added in <ins>, each named for screen readers (and with a visible marker in the inline view). */
function Piece({ kind, text, labels, marker }: { kind: PartKind; text: string; labels: Labels; marker?: boolean }) {
  if (kind === 'equal') return <>{text}</>;
  const content = (
    <>
      {marker && (
        <span className="diff-marker" aria-hidden="true">
          {MARK[kind]}
        </span>
      )}
      <span className="visually-hidden">{kind === 'removed' ? labels.removed : labels.added} </span>
      {text}
    </>
  );
  return kind === 'removed' ? <del>{content}</del> : <ins>{content}</ins>;
}

function Gutter({ line, kind }: { line: Line | null; kind: 'removed' | 'added' }) {
  const changed = !!line?.changed;
  return (
    <td className={`diff-gutter${changed ? ` diff-gutter-${kind}` : ''}`} aria-hidden="true">
      {changed ? MARK[kind] : ''}
    </td>
  );
}

function LineCell({ line, labels }: { line: Line; labels: Labels }) {
  const wholly = line.segments.length > 0 && line.segments.every((s) => s.kind !== 'equal');
  if (wholly) {
    // A whole line added or removed: one element for the line.
    const kind = line.segments[0]!.kind;
    return <Piece kind={kind} text={line.segments.map((s) => s.text).join('')} labels={labels} />;
  }
  return (
    <>
      {line.segments.map((s, i) => (s.text === '' ? null : <Piece key={i} kind={s.kind} text={s.text} labels={labels} />))}
    </>
  );
}
