import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultBlocks, useDisplay, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Input, Options } from './manifest.ts';
import type { RegexGroup, RegexMatch, RegexResult } from './run.ts';
import { view } from './view.ts';

/** Characters of the test string drawn with highlights. */
export const MAX_CHARS = 100_000;
/** Highlighted matches drawn at most. */
export const MAX_MARKS = 2_000;
/** Rows of the match table drawn at most. */
export const MAX_ROWS = 1_000;
/** Characters of one match or group shown in a table cell. */
const MAX_CELL_CHARS = 200;

/**
 * The matches: their count and the pattern's explanation (the view's blocks, drawn by the host's components), the test string
 * with each match highlighted and numbered, a table of matches and groups, then the text after
 * replacement. Copy and Download are the host's action bar, from view.ts.
 */
export default function Output({ toolId, result, input }: ToolOutputProps<RegexResult, Options, Input>) {
  const { t } = useTranslation(toolId);
  const fmt = useFormat();
  const nf = fmt.numberFormat();
  const display = useDisplay(toolId);
  const { blocks } = useMemo(() => view(result, { input }), [result, input]);
  // view.ts ends with the text after replacement (when there is one) and the cheat sheet: drawn after the matches.
  const footStart = result.replaced !== undefined ? blocks.length - 2 : blocks.length - 1;

  if (input.pattern === '') return <ResultBlocks toolId={toolId} blocks={blocks} display={display} />;

  const count = result.matches.length;
  const text = input.text;
  const preview = highlight(text, result.matches, (n) => t('matchLabel', { n: nf.format(n) }));
  const groupCount = result.matches.reduce((max, m) => Math.max(max, m.groups.length), 0);
  const headerGroups = result.matches.find((m) => m.groups.length === groupCount)?.groups ?? [];
  const rows = result.matches.slice(0, MAX_ROWS);

  return (
    <>
      {/* The count, the warnings, then what the pattern means, token by token. */}
      <ResultBlocks toolId={toolId} blocks={blocks.slice(0, footStart)} display={display} />

      {preview && text !== '' && (
        <>
          <h3>{t('highlighted')}</h3>
          <pre className="text-preview">{preview.nodes}</pre>
          {preview.shown < text.length && (
            <p className="io-meta" role="note">
              {t('previewNote', { shown: nf.format(preview.shown), total: nf.format(text.length) })}
            </p>
          )}
        </>
      )}

      {count > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('tableCaption')}>
          <table className="output-table regex-table">
            <caption className="visually-hidden">{t('tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.number')}</th>
                <th scope="col">{t('columns.index')}</th>
                <th scope="col">{t('columns.match')}</th>
                {headerGroups.map((g, i) => (
                  <th scope="col" key={i}>
                    {g.name !== undefined ? t('columns.namedGroup', { n: i + 1, name: g.name }) : t('columns.group', { n: i + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((m, i) => (
                <tr key={i}>
                  <td>{nf.format(i + 1)}</td>
                  <td>{nf.format(m.index)}</td>
                  <td>
                    <Cell text={m.text} empty={t('empty')} unmatched={t('unmatched')} />
                  </td>
                  {Array.from({ length: groupCount }, (_, g) => (
                    <td key={g}>
                      <GroupCell group={m.groups[g]} empty={t('empty')} unmatched={t('unmatched')} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {count > rows.length && (
        <p className="io-meta" role="note">
          {t('tableNote', { shown: nf.format(rows.length), total: nf.format(count) })}
        </p>
      )}

      {/* The text after replacement, then the cheat sheet of the syntax. */}
      <ResultBlocks toolId={toolId} blocks={blocks.slice(footStart)} display={display} />
    </>
  );
}

/**
 * The start of the test string as text nodes, each match in a <mark> with its number (a
 * superscript, plus a hidden "match n:" for screen readers) so colour is not the only signal.
 * Stops after MAX_CHARS characters or MAX_MARKS matches; null while the text has changed since
 * the result was computed (its positions would point at the wrong characters).
 */
export function highlight(
  text: string,
  matches: readonly RegexMatch[],
  label: (n: number) => string,
): { nodes: ReactNode[]; shown: number } | null {
  const nodes: ReactNode[] = [];
  let pos = 0;
  let marks = 0;
  for (const m of matches) {
    if (m.index >= MAX_CHARS || marks === MAX_MARKS) break;
    if (text.slice(m.index, m.end) !== m.text) return null;
    if (m.index > pos) nodes.push(text.slice(pos, m.index));
    const end = Math.min(m.end, MAX_CHARS);
    marks++;
    nodes.push(
      <mark key={`m${marks}`}>
        <sup aria-hidden="true">{marks}</sup>
        <span className="visually-hidden">{label(marks)} </span>
        {text.slice(m.index, end)}
      </mark>,
    );
    pos = Math.max(pos, end);
  }
  // After the last drawn mark, plain text only when no further match was left out.
  const stop = marks === MAX_MARKS && marks < matches.length ? pos : Math.min(text.length, MAX_CHARS);
  if (stop > pos) nodes.push(text.slice(pos, stop));
  return { nodes, shown: Math.max(pos, stop) };
}

function Cell({ text, empty, unmatched }: { text: string | undefined; empty: string; unmatched: string }) {
  if (text === undefined) return <span className="muted">{unmatched}</span>;
  if (text === '') return <span className="muted">{empty}</span>;
  return <code>{text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS)}…` : text}</code>;
}

function GroupCell({ group, empty, unmatched }: { group: RegexGroup | undefined; empty: string; unmatched: string }) {
  return (
    <>
      <Cell text={group?.text} empty={empty} unmatched={unmatched} />
      {group?.index !== undefined && (
        <span className="io-meta">
          {' '}
          ({group.index}–{group.end})
        </span>
      )}
    </>
  );
}
