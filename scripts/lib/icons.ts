/** Card icons: `new-tool` gives each new tool one that no other tool uses. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLUGINS_DIR, pluginIds } from './plugins.ts';

/** The icon of each tool now, by id, read from its meta.ts as text (as the build scripts read cards). */
export function iconsById(): Map<string, string> {
  const icons = new Map<string, string>();
  for (const id of pluginIds()) {
    const icon = /\bicon:\s*'((?:[^'\\]|\\.)*)'/.exec(readFileSync(join(PLUGINS_DIR, id, 'meta.ts'), 'utf8'))?.[1];
    if (icon) icons.set(id, icon);
  }
  return icons;
}

export function usedIcons(): Set<string> {
  return new Set(iconsById().values());
}

/**
 * An icon made from the tool's id that is not in `used`: its initials ("TR" for text-reverser), its first
 * two letters ("Te"), its first letter with each later one ("Tx", "Tt"…, then capitalised), then with a number.
 */
export function freeIcon(toolId: string, used: ReadonlySet<string>): string {
  const words = toolId.split('-').filter(Boolean);
  const rest = [...words.join('').slice(1)];
  const first = words[0]![0]!.toUpperCase();
  const candidates = [
    words.slice(0, 3).map((w) => w[0]!.toUpperCase()).join(''),
    ...rest.map((c) => first + c),
    ...rest.map((c) => first + c.toUpperCase()),
  ];
  const free = candidates.find((icon) => !used.has(icon));
  if (free) return free;
  for (let n = 1; ; n++) if (!used.has(`${first}${n}`)) return `${first}${n}`;
}
