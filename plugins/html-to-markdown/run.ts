/// <reference path="./turndown.d.ts" />
import { toolError, type ToolError } from '@sdk/core';
import type { TurndownNode, TurndownOptions } from 'turndown';
import type { Input, Options } from './manifest.ts';

/** Elements whose content is never text of the page: dropped with everything inside them. */
export const DROPPED = ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'head', 'title', 'meta', 'link'] as const;

/**
 * A list item with one space after its marker ("- item", "1. item"), as Markdown is usually written;
 * nested content is indented by the marker's width, so every CommonMark reader nests it the same way.
 */
function listItem(content: string, node: TurndownNode, options: Required<TurndownOptions>): string {
  const parent = node.parentNode;
  let prefix = `${options.bulletListMarker} `;
  if (parent.nodeName === 'OL') {
    const start = parent.getAttribute('start');
    const index = Array.prototype.indexOf.call(parent.children, node);
    prefix = `${start && /^-?\d+$/.test(start) ? Number(start) + index : index + 1}. `;
  }
  const isParagraph = /\n$/.test(content);
  const body = content.replace(/^\n+/, '').replace(/\n+$/, '') + (isParagraph ? '\n' : '');
  return prefix + body.replace(/\n/g, `\n${' '.repeat(prefix.length)}`) + (node.nextSibling ? '\n' : '');
}

/** HTML to Markdown with GitHub tables, task lists and strikethrough; scripts, styles and embeds dropped. */
export async function run({ html }: Input, options: Options): Promise<string | ToolError> {
  if (html.trim() === '') return toolError('empty', { field: 'html' });
  const [{ default: TurndownService }, { gfm }, domino] = await Promise.all([import('turndown'), import('@joplin/turndown-plugin-gfm'), import('@mixmark-io/domino')]);
  const service = new TurndownService({
    headingStyle: options.headingStyle as 'atx' | 'setext',
    bulletListMarker: options.bulletListMarker as '-' | '*' | '+',
    codeBlockStyle: options.codeBlockStyle as 'fenced' | 'indented',
    fence: options.fence as '```' | '~~~',
    emDelimiter: options.emDelimiter as '_' | '*',
    strongDelimiter: options.strongDelimiter as '**' | '__',
    linkStyle: options.linkStyle as 'inlined' | 'referenced',
    hr: '---',
  });
  service.use(gfm);
  service.remove(DROPPED);
  service.addRule('listItem', { filter: 'li', replacement: listItem });
  // Parsed by domino (an HTML5 parser in JavaScript), as turndown does in Node: the same result in the
  // worker, in Node and in every browser, and the visitor's HTML never becomes a document of the page
  // (nothing in it can load, run or trip the page's Content-Security-Policy).
  // The body, as a browser builds it: a <title> or <meta> goes to the head, text outside any element stays.
  const root = domino.createDocument(html).body;
  if (!root) return toolError('noContent', { field: 'html' });
  let converted: string;
  try {
    converted = service.turndown(root);
  } catch {
    // domino refuses to copy an element whose tag name holds a character no element name may have ("<a"]").
    return toolError('badTagName', { field: 'html' });
  }
  // The task list rule writes "[x] " before text that starts with its own space.
  const markdown = converted.replace(/^(\s*(?:[-*+]|\d+\.) \[[ x]\]) {2,}/gm, '$1 ');
  if (markdown.trim() === '') return toolError('noContent', { field: 'html' });
  return markdown;
}
