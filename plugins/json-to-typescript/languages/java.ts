import { camelName, everyType, FieldNames, type Model, type Ref, type Type } from '../model.ts';

/**
 * Java: records (Java 16+), read and written by Jackson 2.12+ with @JsonProperty where a component's name
 * is not its key. Records rather than classes with getters and setters: the data is a value, a record says
 * so in a few lines, and equals, hashCode and toString come with it.
 */

export const JAVA_RESERVED: ReadonlySet<string> = new Set('Object String Integer Long Double Float Short Byte Boolean Character Number Math System Thread Void Class Record Enum Iterable Runnable Exception Error Override Deprecated List Map BigInteger BigDecimal JsonProperty Optional Type'.split(' '));

const KEYWORDS = new Set('abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally float for goto if implements import instanceof int interface long native new package private protected public return short static strictfp super switch synchronized this throw throws transient try void volatile while true false null _'.split(' '));
/** A component named like one of Object's methods would give the record a clashing accessor. */
const OBJECT_METHODS = new Set(['hashCode', 'toString', 'equals', 'getClass', 'notify', 'notifyAll', 'wait', 'clone', 'finalize']);

export function javaField(key: string): string {
  const name = camelName(key);
  return KEYWORDS.has(name) || OBJECT_METHODS.has(name) ? `${name}_` : name;
}

const BOXED: Record<string, string> = { long: 'Long', double: 'Double', boolean: 'Boolean' };

function javaType(t: Type, boxed: boolean): string {
  let type: string;
  switch (t.kind) {
    case 'string': return 'String';
    case 'int': type = t.range === 'i64' ? 'long' : 'BigInteger'; break;
    case 'float': type = 'double'; break;
    case 'bool': type = 'boolean'; break;
    case 'map': return 'Map<String, Object>';
    case 'array': return `List<${javaType(t.items.type, true)}>`;
    case 'object': return t.name;
    default: return 'Object';
  }
  return boxed ? (BOXED[type] ?? type) : type;
}

/** A primitive where the value is always there, its boxed type where it may be missing or null. */
const refType = (ref: Ref, optional: boolean): string => javaType(ref.type, ref.nullable || optional);

export function java(model: Model): string {
  const types = everyType(model);
  const body: string[] = [];
  if (!model.rootIsDecl) body.push(`// ${model.root}: ${refType(model.rootRef, false)}`);
  model.decls.forEach((d, i) => {
    const names = new FieldNames();
    const components = d.fields.map((f) => {
      const name = names.take(javaField(f.key));
      const annotation = name === f.key ? '' : `@JsonProperty(${JSON.stringify(f.key)}) `;
      return `    ${annotation}${refType(f.ref, f.optional)} ${name}`;
    });
    // One public record per file: the first, which the file is named after.
    body.push(`${i === 0 ? 'public ' : ''}record ${d.name}(\n${components.join(',\n')}\n) {}`);
  });
  const code = body.join('\n\n');
  const imports = [
    ...(/@JsonProperty/.test(code) ? ['com.fasterxml.jackson.annotation.JsonProperty'] : []),
    ...(types.some((t) => t.kind === 'int' && t.range !== 'i64') ? ['java.math.BigInteger'] : []),
    ...(types.some((t) => t.kind === 'array') ? ['java.util.List'] : []),
    ...(types.some((t) => t.kind === 'map') ? ['java.util.Map'] : []),
  ];
  return [imports.map((i) => `import ${i};`).join('\n'), code].filter(Boolean).join('\n\n');
}
