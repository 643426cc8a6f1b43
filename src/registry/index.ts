/**
 * The one place that lists plugins: every `plugins/<id>/meta.ts`, found by glob at build
 * time. Only the small meta part is eager; everything else of a tool loads on its page.
 */
import type { ToolCard, ToolMeta } from '@sdk/core/tool.ts';
import type { Lang } from '../i18n/languages.ts';
import { CATEGORIES, type CategoryId } from '@sdk/core/categories.ts';

export * from '@sdk/core/categories.ts';

const metaModules = import.meta.glob<ToolMeta>('/plugins/*/meta.ts', { eager: true, import: 'meta' });

/** Every tool, ordered by id; the folder name is the id. */
export const TOOLS: readonly ToolCard[] = Object.entries(metaModules)
  .map(([path, meta]) => ({ id: path.split('/')[2]!, ...meta }))
  .sort((a, b) => a.id.localeCompare(b.id));

const byId = new Map(TOOLS.map((t) => [t.id, t]));

export function findTool(id: string | undefined): ToolCard | undefined {
  return id ? byId.get(id) : undefined;
}

export function toolsIn(category: CategoryId): ToolCard[] {
  return TOOLS.filter((t) => t.category === category);
}

/** Tools with the Popular badge, in the order given (ids not built yet are skipped). */
export function pickTools(ids: readonly string[]): ToolCard[] {
  return ids.map((id) => byId.get(id)).filter((t): t is ToolCard => t !== undefined);
}

export function popularTools(): ToolCard[] {
  return TOOLS.filter((t) => t.badges?.includes('popular'));
}

export function toolPath(lang: Lang, tool: Pick<ToolCard, 'id' | 'category'>): string {
  return `/${lang}/${tool.category}/${tool.id}`;
}

export function categoryPath(lang: Lang, category: CategoryId): string {
  return `/${lang}/${category}`;
}

export { CATEGORIES };
