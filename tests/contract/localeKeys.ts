/** Helpers to compare locale files: flattened keys, plural groups, placeholders. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** "a.b.0.c" → string value, for every leaf. */
export function flatten(value: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>();
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  } else out.set(prefix, value);
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with the plural suffix removed: the set every language must share. */
export function baseKeys(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((k) => k.replace(PLURAL, '')));
}

/** For each plural base key, the suffixes present. */
export function pluralForms(keys: Iterable<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const k of keys) {
    const m = PLURAL.exec(k);
    if (!m) continue;
    const base = k.replace(PLURAL, '');
    if (!out.has(base)) out.set(base, new Set());
    out.get(base)!.add(m[1]!);
  }
  return out;
}

export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

/** The plural categories i18next will ask for in a language (from the runtime's Intl data). */
export function requiredPluralForms(lang: string): Set<string> {
  return new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
}

export interface LocaleProblem {
  lang: string;
  problem: string;
}

/** Every problem of `other` against the English reference, or none. */
export function compareLocale(en: Json, other: Json | undefined, lang: string): string[] {
  if (other === undefined) return [`${lang}: the locale file is missing`];
  const problems: string[] = [];
  const enFlat = flatten(en);
  const flat = flatten(other);
  const enBase = baseKeys(enFlat.keys());
  const base = baseKeys(flat.keys());
  for (const k of enBase) if (!base.has(k)) problems.push(`${lang}: missing ${k}`);
  for (const k of base) if (!enBase.has(k)) problems.push(`${lang}: extra ${k}`);
  const required = requiredPluralForms(lang);
  for (const [k, forms] of pluralForms(flat.keys())) {
    for (const f of required) if (!forms.has(f)) problems.push(`${lang}: ${k} lacks the plural form _${f}`);
  }
  for (const [k, v] of flat) {
    if (typeof v !== 'string' || v.trim() === '') problems.push(`${lang}: ${k} is empty or not text`);
    // "{" opens a placeholder: any other opening brace would be read as one, and the text up to the next "}" would vanish.
    else if (v.replace(/\{\w+\}/g, '').includes('{')) problems.push(`${lang}: ${k} has a "{" that does not open a {placeholder}`);
  }
  // Placeholders: every form of a key uses the placeholders of the English "other" form (or the key itself).
  for (const [k, v] of flat) {
    if (typeof v !== 'string') continue;
    const enKey = enFlat.has(k) ? k : k.replace(PLURAL, '_other');
    const enValue = enFlat.get(enKey);
    if (typeof enValue !== 'string') continue;
    const want = placeholders(enValue);
    const got = placeholders(v);
    // A plural "one" form may spell out the number instead of {count}.
    const missing = want.filter((p) => !got.includes(p) && !(p === 'count' && /_(one|zero|two)$/.test(k)));
    const extra = got.filter((p) => !want.includes(p));
    if (missing.length || extra.length) problems.push(`${lang}: ${k} placeholders differ (missing ${missing.join(',') || '-'}, extra ${extra.join(',') || '-'})`);
  }
  return problems;
}
