import { camelName, everyType, FieldNames, type Model, type Ref, type Type } from '../model.ts';

/**
 * Kotlin: data classes for kotlinx.serialization, @SerialName where a property's name is not its key,
 * `T?` for null and `T? = null` for a key some objects lack.
 */

export const KOTLIN_RESERVED: ReadonlySet<string> = new Set('Any Unit Nothing String Int Long ULong Double Float Short Byte Boolean Char Number Array List Map Set Pair Triple Result Comparable Serializable SerialName JsonElement JsonObject JsonPrimitive'.split(' '));

const KEYWORDS = new Set('as break class continue do else false for fun if in interface is null object package return super this throw true try typealias typeof val var when while'.split(' '));

/** The property's name: camelCase, a keyword in backquotes (`class`). */
export function kotlinField(key: string): string {
  const name = camelName(key);
  return KEYWORDS.has(name) ? `\`${name}\`` : name;
}

function ktType(t: Type): string {
  switch (t.kind) {
    case 'string': return 'String';
    // Past ULong a JsonPrimitive keeps the digits as written.
    case 'int': return t.range === 'i64' ? 'Long' : t.range === 'u64' ? 'ULong' : 'JsonPrimitive';
    case 'float': return 'Double';
    case 'bool': return 'Boolean';
    case 'map': return 'JsonObject';
    case 'array': return `List<${refType(t.items, false)}>`;
    case 'object': return t.name;
    default: return 'JsonElement';
  }
}

const refType = (ref: Ref, optional: boolean): string => `${ktType(ref.type)}${ref.nullable || optional ? '?' : ''}`;

/** A Kotlin string literal: as JSON writes it, with $ escaped (it starts a template). */
const kotlinString = (text: string): string => JSON.stringify(text).replace(/\$/g, '\\$');

export function kotlin(model: Model): string {
  const body: string[] = [];
  if (!model.rootIsDecl) body.push(`typealias ${model.root} = ${refType(model.rootRef, false)}`);
  for (const d of model.decls) {
    const names = new FieldNames();
    const lines = d.fields.map((f) => {
      const name = names.take(kotlinField(f.key));
      const serialName = name.replace(/`/g, '') === f.key ? '' : `@SerialName(${kotlinString(f.key)}) `;
      return `    ${serialName}val ${name}: ${refType(f.ref, f.optional)}${f.optional ? ' = null' : ''},`;
    });
    body.push(`@Serializable\ndata class ${d.name}(\n${lines.join('\n')}\n)`);
  }
  const code = body.join('\n\n');
  const types = everyType(model);
  const imports = [
    ...(/@SerialName/.test(code) ? ['kotlinx.serialization.SerialName'] : []),
    ...(model.decls.length ? ['kotlinx.serialization.Serializable'] : []),
    ...(/\bJsonElement\b/.test(code) ? ['kotlinx.serialization.json.JsonElement'] : []),
    ...(types.some((t) => t.kind === 'map') ? ['kotlinx.serialization.json.JsonObject'] : []),
    ...(/\bJsonPrimitive\b/.test(code) ? ['kotlinx.serialization.json.JsonPrimitive'] : []),
  ];
  return [imports.map((i) => `import ${i}`).join('\n'), code].filter(Boolean).join('\n\n');
}
