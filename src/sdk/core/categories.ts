/** The six categories of the site, in display order. Names and descriptions live in locales/<lng>/common.json. */
export const CATEGORIES = [
  { id: 'text-tools', icon: 'Aa' },
  { id: 'developer-tools', icon: '</>' },
  { id: 'calculators', icon: '±' },
  { id: 'time-date-tools', icon: '◷' },
  { id: 'network-tools', icon: '⇄' },
  { id: 'miscellaneous', icon: '✦' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export const CATEGORY_IDS: readonly CategoryId[] = CATEGORIES.map((c) => c.id);

export function isCategoryId(value: string): value is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(value);
}
