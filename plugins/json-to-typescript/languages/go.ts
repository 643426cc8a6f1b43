import { everyType, FieldNames, pascalName, words, type Model, type Ref, type Type } from '../model.ts';

/** Go: exported struct fields with `json:"key"` tags, pointers for what may be missing or null. */

export const GO_RESERVED: ReadonlySet<string> = new Set(['Any', 'Error', 'Int', 'String', 'Bool', 'Byte', 'Rune', 'Float64', 'Int64', 'Uint64', 'Number']);

/** The initialisms Go writes in capitals (Go's own review comments: ServeHTTP, userID). */
const INITIALISMS = new Set('acl api ascii cpu css dns eof guid html http https id ip json lhs qps ram rhs rpc sla smtp sql ssh tcp tls ttl udp ui uid uuid uri url utf8 vm xml xmpp xsrf xss'.split(' '));

export function goFieldName(key: string): string {
  const w = words(key);
  const name = w.length === 0 ? '' : w.map((x) => (INITIALISMS.has(x) ? x.toUpperCase() : x.charAt(0).toUpperCase() + x.slice(1))).join('');
  // Exported: an upper-case letter first ("2fa", "日本" and "" get Field in front).
  return /^\p{Lu}/u.test(name) ? name : pascalName(`field ${key}`);
}

/** A key encoding/json can read from a tag (its isValidTag); "-" alone is written "-,". */
function tagName(key: string): string | undefined {
  if (key === '-') return '-,';
  return key !== '' && /^[\p{L}\p{N}!#$%&()*+\-./:;<=>?@[\]^_{|}~ ]+$/u.test(key) ? key : undefined;
}

function goType(t: Type): string {
  switch (t.kind) {
    case 'string': return 'string';
    case 'int': return t.range === 'i64' ? 'int64' : t.range === 'u64' ? 'uint64' : '*big.Int';
    case 'float': return 'float64';
    case 'bool': return 'bool';
    case 'map': return 'map[string]any';
    case 'array': return `[]${refType(t.items, false)}`;
    case 'object': return t.name;
    default: return 'any';
  }
}

/** A pointer for a value that may be null or missing, except where Go has nil already (any, maps, slices, *big.Int). */
function refType(ref: Ref, optional: boolean): string {
  const type = goType(ref.type);
  const hasNil = /^(any|map|\[\]|\*)/.test(type);
  return (ref.nullable || optional) && !hasNil ? `*${type}` : type;
}

export function go(model: Model): string {
  const out: string[] = [];
  if (everyType(model).some((t) => t.kind === 'int' && t.range !== 'i64' && t.range !== 'u64')) out.push('import "math/big"');
  const decls = model.decls.map((d) => {
    const names = new FieldNames();
    const rows = d.fields.map((f) => {
      const tag = tagName(f.key);
      return [names.take(goFieldName(f.key)), refType(f.ref, f.optional), tag === undefined ? '`json:"-"`' : `\`json:"${tag}${f.optional ? ',omitempty' : ''}"\``];
    });
    // Aligned in columns as gofmt writes them.
    const nameWidth = Math.max(...rows.map((r) => r[0]!.length));
    const typeWidth = Math.max(...rows.map((r) => r[1]!.length));
    const lines = rows.map(([n, t, g]) => `\t${n!.padEnd(nameWidth)} ${t!.padEnd(typeWidth)} ${g}`);
    return `type ${d.name} struct {\n${lines.join('\n')}\n}`;
  });
  if (!model.rootIsDecl) {
    const type = refType(model.rootRef, false);
    out.push(type === 'any' ? `type ${model.root} = any` : `type ${model.root} ${type}`);
  }
  return [...out, ...decls].join('\n\n');
}
