/** The parts of `turndown`, `@joplin/turndown-plugin-gfm` and `@mixmark-io/domino` this tool uses (none ships types). */
declare module 'turndown' {
  export interface TurndownNode {
    readonly nodeName: string;
    readonly parentNode: TurndownNode;
    readonly nextSibling: unknown;
    readonly children: ArrayLike<unknown>;
    getAttribute(name: string): string | null;
  }
  export interface TurndownOptions {
    headingStyle?: 'atx' | 'setext';
    hr?: string;
    bulletListMarker?: '-' | '*' | '+';
    codeBlockStyle?: 'fenced' | 'indented';
    fence?: '```' | '~~~';
    emDelimiter?: '_' | '*';
    strongDelimiter?: '**' | '__';
    linkStyle?: 'inlined' | 'referenced';
    linkReferenceStyle?: 'full' | 'collapsed' | 'shortcut';
  }
  export interface Rule {
    filter: string | readonly string[];
    replacement(content: string, node: TurndownNode, options: Required<TurndownOptions>): string;
  }
  export default class TurndownService {
    constructor(options?: TurndownOptions);
    use(plugin: (service: TurndownService) => void): this;
    remove(filter: readonly string[]): this;
    addRule(key: string, rule: Rule): this;
    turndown(html: string | TurndownNode): string;
  }
}
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export function gfm(service: TurndownService): void;
}
declare module '@mixmark-io/domino' {
  import type { TurndownNode } from 'turndown';
  export function createDocument(html: string): { readonly body: TurndownNode | null };
}
