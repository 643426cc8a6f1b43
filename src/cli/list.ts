/** `toolbench --list`: every tool with its name, and why those that cannot run here do not. */
import { existsSync, readFileSync } from 'node:fs';
import type { Lang } from '../i18n/languages.ts';
import { pluginLocalePath } from '../../scripts/lib/plugins.ts';
import { CANNOT_RUN_TEXT, cannotRun, toolIds, type CannotRun } from './tools.ts';

export interface ListedTool {
  id: string;
  name: string;
  /** Why it cannot run here; absent when it can. */
  cannotRun?: CannotRun;
}

/** Every tool, read from the folders and locales only (no tool code is loaded). */
export function listTools(lang: Lang): ListedTool[] {
  return toolIds().map((id) => {
    const path = [pluginLocalePath(id, lang), pluginLocalePath(id, 'en')].find((p) => existsSync(p));
    const name = path ? String((JSON.parse(readFileSync(path, 'utf8')) as { name?: unknown }).name ?? id) : id;
    const reason = cannotRun(id);
    return reason ? { id, name, cannotRun: reason } : { id, name };
  });
}

export function listText(tools: readonly ListedTool[]): string {
  const width = Math.max(...tools.map((t) => t.id.length));
  const runnable = tools.filter((t) => !t.cannotRun);
  const others = tools.filter((t) => t.cannotRun);
  const lines = runnable.map((t) => `${t.id.padEnd(width)}  ${t.name}`);
  if (others.length) {
    lines.push('', 'Not available from the terminal:');
    lines.push(...others.map((t) => `${t.id.padEnd(width)}  ${t.name} (${CANNOT_RUN_TEXT[t.cannotRun!]})`));
  }
  return `${lines.join('\n')}\n`;
}
