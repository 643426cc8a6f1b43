/**
 * Unicode names from the `unicode-name` package's table (MIT, Jan Lelis; Unicode 18.0.0), read the
 * way the package reads it. Only the name table is loaded (about 220 kB compressed, once, as a
 * chunk of this site): the package's entry point would also load its 200 kB table of emoji sequence
 * names, which this tool does not show, and the package exports nothing smaller, so its data file is
 * imported by path.
 */
interface NameData {
  readonly NAMES: Readonly<Record<string, string>>;
  readonly ALIASES: Readonly<Record<string, Readonly<Partial<Record<'correction' | 'control' | 'figment' | 'alternate' | 'abbreviation', readonly string[]>>>>>;
  readonly CP_RANGES: Readonly<Record<string, readonly (readonly [number, number])[]>>;
  readonly JAMO: { readonly INITIAL: readonly string[]; readonly MEDIAL: readonly string[]; readonly FINAL: readonly string[] };
  readonly REPLACE_BASE: number;
  readonly COMMON_WORDS: readonly string[];
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** A function giving a code point's corrected name, else its control or other alias, else undefined. */
export async function loadNames(): Promise<(char: string) => string | undefined> {
  // `as string`: the file is found by the bundler, and the type comes from NameData above.
  const data = ((await import('../../node_modules/unicode-name/src/name.js' as string)) as { default: NameData }).default;
  const expand = (raw: string) =>
    [...raw]
      .map((c) => {
        const cp = c.codePointAt(0)!;
        return cp < data.REPLACE_BASE ? c : `${data.COMMON_WORDS[cp - data.REPLACE_BASE]} `;
      })
      .join('')
      .trim();
  const baseName = (char: string): string | undefined => {
    const raw = data.NAMES[char];
    if (raw !== undefined) return expand(raw);
    const cp = char.codePointAt(0)!;
    for (const [prefix, ranges] of Object.entries(data.CP_RANGES)) if (ranges.some(([a, b]) => cp >= a && cp <= b)) return `${prefix}${hex(cp)}`;
    if (cp >= 0xac00 && cp <= 0xd7a3) {
      const base = cp - 0xac00;
      return `HANGUL SYLLABLE ${data.JAMO.INITIAL[Math.floor(base / 588)]}${data.JAMO.MEDIAL[Math.floor((base % 588) / 28)]}${data.JAMO.FINAL[base % 28]}`;
    }
    return undefined;
  };
  return (char) => {
    const aliases = data.ALIASES[char];
    const correction = aliases?.correction?.at(-1);
    if (correction) return correction;
    const name = baseName(char);
    if (name) return name;
    return aliases?.control?.[0] ?? aliases?.figment?.[0] ?? aliases?.alternate?.[0] ?? aliases?.abbreviation?.[0];
  };
}
