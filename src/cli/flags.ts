/**
 * The command-line flags of a tool, derived from its manifest alone: one per option and one per
 * field, named in kebab-case (the key as written is accepted too). Nothing here names a tool, so a
 * new plugin gets its flags without a line of CLI code.
 */
import type { FieldDecl, OptionSchema, ToolManifest } from '@sdk/core/tool.ts';

/** Flags of the command itself; a tool's option or field of the same name is prefixed (see toolFlags). */
export const GLOBAL_FLAGS = {
  help: { boolean: true },
  h: { boolean: true },
  list: { boolean: true },
  json: { boolean: true },
  lang: { boolean: false },
  input: { boolean: false },
  /** Hidden: runs many invocations in one process (the examples test). */
  batch: { boolean: true },
} as const satisfies Record<string, { boolean: boolean }>;

export type GlobalFlag = keyof typeof GLOBAL_FLAGS;

export type FlagTarget = { readonly kind: 'option'; readonly key: string; readonly schema: OptionSchema } | { readonly kind: 'field'; readonly key: string; readonly field: FieldDecl };

export interface Flag {
  /** The name shown in help, without the dashes ("sort-keys"). */
  readonly name: string;
  /** Other accepted spellings (the key as written: "sortKeys"). */
  readonly aliases: readonly string[];
  /** Takes no value: --flag and --no-flag. */
  readonly boolean: boolean;
  readonly target: FlagTarget;
}

/** "sortKeys" → "sort-keys", "minifyCSS" → "minify-css", "amount2" → "amount2". */
export function kebabCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

function isBoolean(target: FlagTarget): boolean {
  return target.kind === 'option' ? target.schema.type === 'boolean' : target.field.kind === 'checkbox';
}

/**
 * Every flag of a tool: options first (they own their plain names), then fields. A name already
 * taken, by the command or by an option, gets the prefix "option-" or "field-", so that no two
 * flags ever share a name whatever a plugin declares.
 */
export function toolFlags(manifest: Pick<ToolManifest, 'options' | 'fields'>): Flag[] {
  const taken = new Set<string>(Object.keys(GLOBAL_FLAGS));
  const flags: Flag[] = [];
  const add = (target: FlagTarget) => {
    const plain = kebabCase(target.key);
    const clash = taken.has(plain) || taken.has(`no-${plain}`);
    const name = clash ? `${target.kind}-${plain}` : plain;
    taken.add(name);
    const aliases = !clash && target.key !== name && !taken.has(target.key) ? [target.key] : [];
    aliases.forEach((a) => taken.add(a));
    flags.push({ name, aliases, boolean: isBoolean(target), target });
  };
  for (const [key, schema] of Object.entries(manifest.options.properties)) add({ kind: 'option', key, schema });
  for (const [key, field] of Object.entries(manifest.fields)) add({ kind: 'field', key, field });
  return flags;
}

/** A flag by any of its names; `negated` for --no-<name> of a boolean flag. */
export function findFlag(flags: readonly Flag[], name: string): { flag: Flag; negated: boolean } | undefined {
  for (const flag of flags) {
    if (flag.name === name || flag.aliases.includes(name)) return { flag, negated: false };
    if (flag.boolean && [flag.name, ...flag.aliases].some((n) => name === `no-${n}`)) return { flag, negated: true };
  }
  return undefined;
}

/** The flag that sets a field or an option. */
export function flagFor(flags: readonly Flag[], kind: FlagTarget['kind'], key: string): Flag {
  const flag = flags.find((f) => f.target.kind === kind && f.target.key === key);
  if (!flag) throw new Error(`no flag for ${kind} ${key}`);
  return flag;
}
