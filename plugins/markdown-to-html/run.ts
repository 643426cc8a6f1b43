import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface MarkdownResult {
  /** The HTML, as markdown-it writes it (CommonMark, with GitHub tables, strikethrough and task lists). */
  readonly html: string;
  /** The text of the first heading, for the title of a downloaded page ('' without one). */
  readonly title: string;
}

/** The parts of markdown-it's types this file uses (its own types are CommonJS-flavoured). */
interface Token {
  type: string;
  tag: string;
  content: string;
  attrs: [string, string][] | null;
  children: Token[] | null;
  attrSet(name: string, value: string): void;
  attrJoin(name: string, value: string): void;
}
interface TokenConstructor {
  new (type: string, tag: string, nesting: number): Token;
}
interface CoreState {
  tokens: Token[];
  Token: TokenConstructor;
}

/**
 * A heading's id as GitHub makes it (github-slugger): lower case, characters other than letters,
 * marks, digits, connector punctuation, spaces and hyphens removed, spaces as hyphens; a repeated
 * id gets -1, -2… Exported for the tests.
 */
export function slugger(): (text: string) => string {
  const occurrences = new Map<string, number>();
  return (text) => {
    const original = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    let result = original;
    while (occurrences.has(result)) {
      const n = occurrences.get(original)! + 1;
      occurrences.set(original, n);
      result = `${original}-${n}`;
    }
    occurrences.set(result, 0);
    return result;
  };
}

/** The plain text of an inline token, as a reader sees it (text and code spans). */
function plainText(token: Token): string {
  return (token.children ?? []).map((c) => (c.type === 'text' || c.type === 'code_inline' || c.type === 'html_inline' ? (c.type === 'html_inline' ? '' : c.content) : '')).join('');
}

/** Adds ids to headings (optional) and keeps the first heading's text as the title. */
function headingRule(state: CoreState, ids: boolean, title: { text: string }): void {
  const slug = slugger();
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.type !== 'heading_open') continue;
    const text = plainText(tokens[i + 1]!);
    if (title.text === '') title.text = text.trim();
    if (ids) tokens[i]!.attrSet('id', slug(text));
  }
}

const TASK = /^\[([ xX])\][ \t]/;

/**
 * GitHub task lists: a list item whose paragraph starts with "[ ] " or "[x] " gets a disabled
 * checkbox, with GitHub's classes on the item and the list.
 */
function taskListRule(state: CoreState): void {
  const tokens = state.tokens;
  for (let i = 2; i < tokens.length; i++) {
    const inline = tokens[i]!;
    if (inline.type !== 'inline' || tokens[i - 1]!.type !== 'paragraph_open' || tokens[i - 2]!.type !== 'list_item_open') continue;
    const first = inline.children?.[0];
    const m = first && first.type === 'text' ? TASK.exec(first.content) : null;
    if (!m) continue;
    first!.content = first!.content.slice(m[0].length);
    const box = new state.Token('html_inline', '', 0);
    box.content = `<input class="task-list-item-checkbox" type="checkbox" disabled${m[1] === ' ' ? '' : ' checked'}> `;
    inline.children!.unshift(box);
    tokens[i - 2]!.attrJoin('class', 'task-list-item');
    // The list that holds the item: the nearest bullet or ordered list opened before it at a lower level.
    let depth = 0;
    for (let j = i - 3; j >= 0; j--) {
      const t = tokens[j]!;
      if (t.type === 'bullet_list_close' || t.type === 'ordered_list_close') depth++;
      else if (t.type === 'bullet_list_open' || t.type === 'ordered_list_open') {
        if (depth === 0) {
          if (!/\bcontains-task-list\b/.test((t as Token & { attrGet(n: string): string | null }).attrGet('class') ?? '')) t.attrJoin('class', 'contains-task-list');
          break;
        }
        depth--;
      }
    }
  }
}

/**
 * Column alignment as GitHub writes it (align="center"), not markdown-it's style="text-align:center":
 * a page whose policy forbids inline styles (this site's, and many others) still aligns the cells.
 */
function alignRule(state: CoreState): void {
  for (const token of state.tokens) {
    if ((token.type !== 'th_open' && token.type !== 'td_open') || !token.attrs) continue;
    token.attrs = token.attrs.map(([name, value]) => {
      const m = name === 'style' ? /^text-align:(left|right|center)$/.exec(value) : null;
      return m ? ['align', m[1]!] : [name, value];
    });
  }
}

/**
 * Markdown to HTML with markdown-it (CommonMark), loaded on first use: GitHub tables (aligned as
 * GitHub does) and strikethrough, task lists, and optionally raw HTML kept, heading ids, bare URLs as links and
 * line breaks kept. The HTML is not sanitised here (there is no DOM in a worker): the page's
 * preview sanitises it with DOMPurify before drawing it in a sandboxed frame.
 */
export async function run({ markdown }: Input, options: Options): Promise<MarkdownResult | ToolError> {
  try {
    const { default: MarkdownIt } = await import('markdown-it');
    const md = new MarkdownIt('default', { html: options.allowHtml, linkify: options.linkify, breaks: options.breaks });
    const title = { text: '' };
    md.core.ruler.push('toolbench_headings', (state) => headingRule(state as unknown as CoreState, options.headingIds, title));
    md.core.ruler.push('toolbench_task_lists', (state) => taskListRule(state as unknown as CoreState));
    md.core.ruler.push('toolbench_align', (state) => alignRule(state as unknown as CoreState));
    const html = md.render(markdown);
    return { html, title: title.text };
  } catch {
    return toolError('unexpected');
  }
}
