import { braceEscapes, FieldNames, snakeName, type Model, type Ref, type Type } from '../model.ts';

/** Rust: structs with serde's derive, snake_case fields renamed to their keys, Option<T> for what may be missing or null. */

export const RUST_RESERVED: ReadonlySet<string> = new Set(['Self', 'String', 'Vec', 'Option', 'Some', 'None', 'Result', 'Ok', 'Err', 'Box', 'Value', 'Map', 'HashMap', 'Number', 'Serialize', 'Deserialize', 'Debug', 'Clone', 'PartialEq', 'Default', 'Copy', 'Eq', 'Hash', 'Fn', 'Iterator', 'Into', 'From', 'Drop', 'Send', 'Sync', 'Sized']);

const KEYWORDS = new Set('as async await break const continue dyn else enum extern false fn for if impl in let loop match mod move mut pub ref return static struct trait true type unsafe use where while abstract become box do final gen macro override priv try typeof unsized virtual yield'.split(' '));
/** Keywords that cannot be raw identifiers (r#self is refused). */
const NOT_RAW = new Set(['self', 'Self', 'super', 'crate', '_']);

/** The field's name, and whether serde needs a rename to find its key (serde reads r#type as "type"). */
export function rustField(key: string): string {
  const name = snakeName(key);
  if (NOT_RAW.has(name)) return `${name}_`;
  return KEYWORDS.has(name) ? `r#${name}` : name;
}

function rustType(t: Type): string {
  switch (t.kind) {
    case 'string': return 'String';
    // serde_json reads i128 and u128 from their digits; past them only serde_json::Number with the
    // "arbitrary_precision" feature keeps every digit.
    case 'int': return t.range === 'i64' ? 'i64' : t.range === 'u64' ? 'u64' : t.range === 'i128' ? 'i128' : 'serde_json::Number';
    case 'float': return 'f64';
    case 'bool': return 'bool';
    case 'map': return 'serde_json::Map<String, serde_json::Value>';
    case 'array': return `Vec<${refType(t.items, false)}>`;
    case 'object': return t.name;
    default: return 'serde_json::Value';
  }
}

/** Option<T> for null or missing, except serde_json::Value when it is only null (Value::Null says it). */
function refType(ref: Ref, optional: boolean): string {
  const type = rustType(ref.type);
  if (optional) return `Option<${type}>`;
  return ref.nullable && type !== 'serde_json::Value' ? `Option<${type}>` : type;
}

export function rust(model: Model): string {
  const out = model.decls.length ? ['use serde::{Deserialize, Serialize};'] : [];
  if (!model.rootIsDecl) out.push(`pub type ${model.root} = ${refType(model.rootRef, false)};`);
  for (const d of model.decls) {
    const names = new FieldNames();
    const lines: string[] = [];
    for (const f of d.fields) {
      const name = names.take(rustField(f.key));
      const attributes: string[] = [];
      if (name.replace(/^r#/, '') !== f.key) attributes.push(`rename = ${braceEscapes(JSON.stringify(f.key))}`);
      if (f.optional) attributes.push('default', 'skip_serializing_if = "Option::is_none"');
      if (attributes.length) lines.push(`    #[serde(${attributes.join(', ')})]`);
      lines.push(`    pub ${name}: ${refType(f.ref, f.optional)},`);
    }
    out.push(`#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]\npub struct ${d.name} {\n${lines.join('\n')}\n}`);
  }
  return out.join('\n\n');
}
