import { everyType, FieldNames, pascalName, type Model, type Ref, type Type } from '../model.ts';

/**
 * C#: records with init-only properties for System.Text.Json (.NET 8+): [JsonPropertyName] where the
 * property's name is not its key, `required` for keys every object has, `?` for what may be missing or null.
 */

export const CSHARP_RESERVED: ReadonlySet<string> = new Set('Object String Int32 Int64 UInt64 Int128 Double Single Decimal Boolean Char Byte Math Console Convert Environment Exception Attribute Type Task Action Func Tuple ValueTuple Span Array Enum Nullable Guid DateTime TimeSpan Uri Random List Dictionary JsonElement JsonPropertyName JsonSerializer System'.split(' '));

const RECORD_MEMBERS = ['Equals', 'GetHashCode', 'ToString', 'GetType', 'MemberwiseClone', 'Finalize', 'EqualityContract', 'PrintMembers', 'Deconstruct'];

export const csharpField = (key: string): string => pascalName(key);

function csType(t: Type): string {
  switch (t.kind) {
    case 'string': return 'string';
    // System.Text.Json reads Int128 and UInt128 (.NET 8); past them a JsonElement keeps the digits.
    case 'int': return t.range === 'i64' ? 'long' : t.range === 'u64' ? 'ulong' : t.range === 'i128' ? 'Int128' : 'JsonElement';
    case 'float': return 'double';
    case 'bool': return 'bool';
    case 'map': return 'Dictionary<string, JsonElement>';
    case 'array': return `List<${refType(t.items, false)}>`;
    case 'object': return t.name;
    default: return 'JsonElement';
  }
}

const refType = (ref: Ref, optional: boolean): string => `${csType(ref.type)}${ref.nullable || optional ? '?' : ''}`;

export function csharp(model: Model): string {
  const body: string[] = [];
  if (!model.rootIsDecl) body.push(`// ${model.root}: ${refType(model.rootRef, false)}`);
  for (const d of model.decls) {
    // A member cannot have its record's name (CS0542), nor the name of a method every record has.
    const names = new FieldNames([d.name, ...RECORD_MEMBERS]);
    const lines = d.fields.map((f) => {
      const name = names.take(csharpField(f.key));
      const property = `    public ${f.optional ? '' : 'required '}${refType(f.ref, f.optional)} ${name} { get; init; }`;
      return name === f.key ? property : `    [JsonPropertyName(${JSON.stringify(f.key)})]\n${property}`;
    });
    body.push(`public record ${d.name}\n{\n${lines.join('\n\n')}\n}`);
  }
  const code = body.join('\n\n');
  const types = everyType(model);
  const usings = [
    ...(/\bInt128\b/.test(code) ? ['System'] : []),
    ...(types.some((t) => t.kind === 'array' || t.kind === 'map') ? ['System.Collections.Generic'] : []),
    ...(/\bJsonElement\b/.test(code) ? ['System.Text.Json'] : []),
    ...(/\[JsonPropertyName/.test(code) ? ['System.Text.Json.Serialization'] : []),
  ];
  return [usings.map((u) => `using ${u};`).join('\n'), code].filter(Boolean).join('\n\n');
}
