/**
 * A JSON result (a text block with `syntax: 'json'`) in three views: the text as it is (a text area,
 * for selecting), highlighted, or as a collapsible tree (the WAI-ARIA tree pattern: arrows, Home, End,
 * Enter, * and the Expand all / Collapse all buttons). Loaded with the first JSON result, so other pages
 * never download it. The chosen view is remembered in this browser. Texts are shown as text, never HTML.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { OutputText } from './OutputText.tsx';
import { Segmented } from './Segmented.tsx';
import { usePersistentState } from './persisted.ts';
import { useJsonViewTexts } from './jsonViewTexts.ts';
import { containerIds, jsonTokens, parseJsonTree, visibleRows, type JsonNode, type TreeRow } from './jsonView.ts';
import './jsonView.css';

/** Characters highlighted: more would take the page seconds to lay out; the rest is in the Text view, Copy and Download. */
export const HIGHLIGHT_CHARS = 100_000;
/** Children drawn per object or array, and rows in all. */
export const TREE_CHILDREN = 500;
export const TREE_ROWS = 5_000;
/** Longer texts open in the Text view whatever was chosen before: building their tree takes a while. */
const TREE_MAX_CHARS = 20_000_000;

type ViewKind = 'text' | 'highlighted' | 'tree';

export interface JsonTextProps {
  id: string;
  text: string;
  label: string;
  summary: string;
  /** Where the chosen view is remembered (the tool's id). */
  toolId: string;
}

export default function JsonText({ id, text, label, summary, toolId }: JsonTextProps) {
  const texts = useJsonViewTexts();
  const { t } = texts;
  const [stored, setView] = usePersistentState<ViewKind>(toolId, 'jsonView', 'text');
  const view: ViewKind = stored === 'tree' && text.length > TREE_MAX_CHARS ? 'text' : stored;
  return (
    <div data-block="text" className="json-text">
      <div className="io-header">
        {view === 'text' ? <label htmlFor={`${id}-text`}>{label}</label> : <strong id={`${id}-label`}>{label}</strong>}
        <span className="io-meta">{summary}</span>
      </div>
      <Segmented<ViewKind>
        name={`${id}-view`}
        legend={t('legend')}
        legendHidden
        choices={(['text', 'highlighted', 'tree'] as const).map((v) => ({ value: v, label: t(`${v}`) }))}
        value={view}
        onChange={setView}
      />
      {view === 'text' && <OutputText id={`${id}-text`} text={text} />}
      {view === 'highlighted' && <Highlighted text={text} labelledBy={`${id}-label`} texts={texts} />}
      {view === 'tree' && <Tree text={text} labelledBy={`${id}-label`} texts={texts} />}
    </div>
  );
}

type Texts = ReturnType<typeof useJsonViewTexts>;

function Highlighted({ text, labelledBy, texts }: { text: string; labelledBy: string; texts: Texts }) {
  const { t, numbers } = texts;
  // A long text is cut at the end of a line, so that no token is cut in two.
  const limit = text.length > HIGHLIGHT_CHARS ? Math.max(text.lastIndexOf('\n', HIGHLIGHT_CHARS), HIGHLIGHT_CHARS / 2) : text.length;
  const tokens = useMemo(() => jsonTokens(text, limit), [text, limit]);
  return (
    <>
      {/* Focusable so that it can be scrolled with the keyboard. */}
      <pre className="json-code" tabIndex={0} aria-labelledby={labelledBy} translate="no">
        <code>
          {tokens.map((tok, i) => (tok.kind === 'space' || tok.kind === 'punct' ? tok.text : <span key={i} className={`jt-${tok.kind}`}>{tok.text}</span>))}
        </code>
      </pre>
      {limit < text.length && (
        <p className="io-meta" role="note">
          {t('highlightLimit', { shown: numbers.format(limit), total: numbers.format(text.length) })}
        </p>
      )}
    </>
  );
}

function Tree({ text, labelledBy, texts }: { text: string; labelledBy: string; texts: Texts }) {
  const { t, numbers } = texts;
  const root = useMemo(() => parseJsonTree(text), [text]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => initialExpanded(root));
  const [focused, setFocused] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    setExpanded(initialExpanded(root));
    setFocused(0);
  }, [root]);
  const rows = useMemo(() => (root ? visibleRows(root, expanded, TREE_CHILDREN, TREE_ROWS) : []), [root, expanded]);
  const index = Math.max(0, rows.findIndex((r) => rowKey(r) === focused));
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    box.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  });
  if (!root) return <OutputText id={`${labelledBy}-fallback`} text={text} />;

  const focusRow = (i: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, i))];
    if (!row) return;
    moved.current = true;
    setFocused(rowKey(row));
  };
  const toggle = (node: JsonNode, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(node.id);
    else next.delete(node.id);
    setExpanded(next);
  };
  const onKey = (e: KeyboardEvent) => {
    const row = rows[index];
    if (!row) return;
    const node = row.node;
    const container = row.more === undefined && node.children.length > 0;
    const open = container && expanded.has(node.id);
    switch (e.key) {
      case 'ArrowDown':
        focusRow(index + 1);
        break;
      case 'ArrowUp':
        focusRow(index - 1);
        break;
      case 'Home':
        focusRow(0);
        break;
      case 'End':
        focusRow(rows.length - 1);
        break;
      case 'ArrowRight':
        if (container && !open) toggle(node, true);
        else if (open) focusRow(index + 1);
        break;
      case 'ArrowLeft': {
        if (open) toggle(node, false);
        else {
          const parent = row.more !== undefined ? node : node.parent;
          if (parent) focusRow(rows.findIndex((r) => r.more === undefined && r.node === parent));
        }
        break;
      }
      case 'Enter':
      case ' ':
        if (container) toggle(node, !open);
        break;
      case '*': {
        // Expands every sibling container (WAI-ARIA tree view pattern).
        const siblings = row.more === undefined ? (node.parent?.children ?? [node]) : [];
        const next = new Set(expanded);
        for (const s of siblings) if (s.children.length > 0) next.add(s.id);
        setExpanded(next);
        break;
      }
      default:
        return;
    }
    e.preventDefault();
  };

  return (
    <>
      <div className="io-actions json-tree-actions">
        <button type="button" className="btn btn-small" onClick={() => setExpanded(containerIds(root))}>
          {t('expandAll')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => setExpanded(new Set([root.id]))}>
          {t('collapseAll')}
        </button>
      </div>
      <div className="json-tree" role="tree" aria-labelledby={labelledBy} ref={box} onKeyDown={onKey} translate="no">
        {rows.map((row, i) => {
          const node = row.node;
          const key = rowKey(row);
          const tabIndex = i === index ? 0 : -1;
          if (row.more !== undefined) {
            return (
              <div key={key} role="treeitem" aria-level={node.depth + 2} aria-setsize={TREE_CHILDREN + 1} aria-posinset={TREE_CHILDREN + 1} tabIndex={tabIndex} className={`json-row jt-more jt-d${Math.min(node.depth + 1, 12)}`} onClick={() => setFocused(key)}>
                {t('more', { count: row.more, formatted: numbers.format(row.more) })}
              </div>
            );
          }
          const container = node.children.length > 0;
          const open = container && expanded.has(node.id);
          const siblings = node.parent ? node.parent.children.length : 1;
          return (
            <div
              key={key}
              role="treeitem"
              aria-level={node.depth + 1}
              aria-setsize={siblings}
              aria-posinset={node.index + 1}
              aria-expanded={container ? open : undefined}
              tabIndex={tabIndex}
              className={`json-row jt-d${Math.min(node.depth, 12)}`}
              onClick={() => {
                setFocused(key);
                if (container) toggle(node, !open);
              }}
            >
              <span className="jt-toggle" aria-hidden="true">
                {container ? (open ? '▾' : '▸') : ''}
              </span>
              <span className="jt-content">
                {node.key !== null && (
                  <>
                    <span className={typeof node.key === 'number' ? 'jt-index' : 'jt-key'}>{typeof node.key === 'number' ? node.key : JSON.stringify(node.key)}</span>
                    <span className="jt-colon">: </span>
                  </>
                )}
                {valueText(node, t, numbers)}
              </span>
            </div>
          );
        })}
      </div>
      {rows.length >= TREE_ROWS && (
        <p className="io-meta" role="note">
          {t('treeLimit', { shown: numbers.format(TREE_ROWS) })}
        </p>
      )}
    </>
  );
}

const rowKey = (row: TreeRow) => (row.more !== undefined ? -1 - row.node.id : row.node.id);

function initialExpanded(root: JsonNode | null): ReadonlySet<number> {
  const open = new Set<number>();
  if (!root) return open;
  open.add(root.id);
  // A short document is shown whole to its second level.
  if (root.children.length <= 50) for (const child of root.children) if (child.children.length > 0) open.add(child.id);
  return open;
}

function valueText(node: JsonNode, t: (key: string, params?: Record<string, unknown>) => string, numbers: Intl.NumberFormat) {
  const count = node.children.length;
  switch (node.kind) {
    case 'object':
      return <span className="jt-summary">{count === 0 ? '{}' : `{ ${t('keys', { count, formatted: numbers.format(count) })} }`}</span>;
    case 'array':
      return <span className="jt-summary">{count === 0 ? '[]' : `[ ${t('items', { count, formatted: numbers.format(count) })} ]`}</span>;
    default:
      return <span className={`jt-${node.kind}`}>{node.text}</span>;
  }
}
