/**
 * "Send to": a tool's result goes into another tool's main text field, through the page's memory
 * (never a URL, never a server). The sender says what its result is (manifest `produces`), each
 * receiver what it takes (meta `accepts`, with the tab to open).
 */
import { create } from 'zustand';
import { fieldShown } from '@sdk/core/fields.ts';
import { acceptance, producedKind, tabsOption, type ContentKind, type ToolCard, type ToolManifest } from '@sdk/core/tool.ts';
import { TOOLS } from '../../registry/index.ts';

export { acceptance, producedKind };

/** The tools a result of this kind can go to: those taking exactly this kind first, then those taking any text. */
export function receivers(kind: ContentKind, fromId: string): ToolCard[] {
  const others = TOOLS.filter((t) => t.id !== fromId && acceptance(t, kind) !== undefined);
  return [...others.filter((t) => t.accepts?.[kind] !== undefined), ...others.filter((t) => t.accepts?.[kind] === undefined)];
}

interface Handoff {
  /** A tool's id, or 'recipe': the recipe page, where the text becomes the input ("Add a step"). */
  to: string;
  kind: ContentKind;
  text: string;
}

export const useHandoff = create<{ handoff: Handoff | null }>(() => ({ handoff: null }));

export function sendTo(to: string, kind: ContentKind, text: string): void {
  useHandoff.setState({ handoff: { to, kind, text } });
}

/** What was sent to this tool, once (then it is gone): the options and field values to apply. */
export function takeHandoff(tool: ToolCard, manifest: ToolManifest): { options?: Record<string, unknown>; input: Record<string, unknown> } | undefined {
  const { handoff } = useHandoff.getState();
  if (!handoff || handoff.to !== tool.id) return undefined;
  useHandoff.setState({ handoff: null });
  const tab = acceptance(tool, handoff.kind);
  if (tab === undefined) return undefined;
  const tabKey = tabsOption(manifest);
  const onTab = typeof tab === 'string' ? tab : undefined;
  // The tool's main text: the field named "text" (the convention), else its first text field.
  const texts = Object.entries(manifest.fields).filter(([, f]) => (f.kind === 'text' || f.kind === 'line') && fieldShown(f, onTab));
  const field = texts.find(([name]) => name === 'text') ?? texts.find(([, f]) => f.kind === 'text') ?? texts[0];
  if (!field) return undefined;
  return { options: tabKey && onTab ? { [tabKey]: onTab } : undefined, input: { [field[0]]: handoff.text } };
}
