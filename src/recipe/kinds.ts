/**
 * What a result is and which tools take it (the content kinds of "Send to"): shared by Send to on tool pages
 * and by recipes (src/recipe/recipe.ts), on the page and in the terminal. Pure: no registry, no DOM.
 */
import { tabsOption, type ContentKind, type ToolCard, type ToolManifest } from '@sdk/core/tool.ts';

/** What the result is with these options (none: the tool does not send). */
export function producedKind(manifest: Pick<ToolManifest, 'produces' | 'ui'>, options: Readonly<Record<string, unknown>>): ContentKind | undefined {
  const { produces } = manifest;
  if (typeof produces !== 'object') return produces;
  const tabKey = tabsOption(manifest);
  return tabKey ? produces[String(options[tabKey])] : undefined;
}

/** The tab a receiver opens for a kind, or true; undefined when it does not take it. */
export function acceptance(tool: Pick<ToolCard, 'accepts'>, kind: ContentKind): string | true | undefined {
  return tool.accepts?.[kind] ?? tool.accepts?.text;
}
