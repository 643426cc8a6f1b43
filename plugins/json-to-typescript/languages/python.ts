import { FieldNames, holdsObject, snakeName, type Decl, type Model, type Ref, type Type } from '../model.ts';

/**
 * Python: dataclasses (with a from_dict that builds the nested ones) or Pydantic models. A field keeps
 * its key's name where the key is a usable identifier; otherwise snake_case, with Field(alias=…) in Pydantic.
 * Classes come before the classes that use them: their annotations are read when the class is made.
 */

export const PYTHON_RESERVED: ReadonlySet<string> = new Set(['Any', 'Optional', 'Union', 'BaseModel', 'Field', 'RootModel', 'List', 'Dict', 'Type', 'Self', 'None', 'True', 'False']);

const KEYWORDS = new Set('False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(' '));
/** Names a Pydantic model (or the dataclass's from_dict) already has. */
const TAKEN = new Set('from_dict construct copy dict json parse_obj parse_raw parse_file from_orm schema schema_json validate update_forward_refs model_config model_fields model_computed_fields'.split(' '));
const IDENTIFIER = /^[\p{L}][\p{L}\p{N}_]*$/u;

/** The field's name: the key where Python can use it as it is, else snake_case (class → class_). */
export function pythonField(key: string): string {
  if (IDENTIFIER.test(key) && !KEYWORDS.has(key) && !TAKEN.has(key) && !key.startsWith('model_')) return key;
  const name = snakeName(key);
  return KEYWORDS.has(name) || TAKEN.has(name) || name.startsWith('model_') ? `${name}_` : name;
}

function pyType(t: Type): string {
  switch (t.kind) {
    case 'string': return 'str';
    case 'int': return 'int';
    case 'float': return 'float';
    case 'bool': return 'bool';
    case 'map': return 'dict[str, Any]';
    case 'array': return `list[${refType(t.items, false)}]`;
    case 'object': return t.name;
    case 'union': return `Union[${t.of.map(pyType).join(', ')}]`;
    default: return 'Any';
  }
}

function refType(ref: Ref, optional: boolean): string {
  const type = pyType(ref.type);
  return (ref.nullable || optional) && type !== 'Any' ? `Optional[${type}]` : type;
}

/** The expression that turns the JSON value `value` into the field's type (nested dataclasses built). */
function convert(ref: Ref, value: string, depth: number): string {
  const t = ref.type;
  let expr: string;
  if (t.kind === 'object') expr = `${t.name}.from_dict(${value})`;
  else if (t.kind === 'array' && holdsObject(t.items.type)) {
    const item = depth ? `item${depth + 1}` : 'item';
    expr = `[${convert(t.items, item, depth + 1)} for ${item} in ${value}]`;
  } else if (t.kind === 'union' && t.of.some((m) => m.kind === 'object')) {
    // A dict is the object among the kinds (a union holds one object type at most: objects merge).
    const object = t.of.find((m) => m.kind === 'object') as { name: string };
    return `${object.name}.from_dict(${value}) if isinstance(${value}, dict) else ${value}`;
  } else return value;
  return ref.nullable ? `None if ${value} is None else ${expr}` : expr;
}

/** The imports the code uses (read from the code, string literals left out). */
function header(code: string, pydantic: boolean): string {
  const used = (re: RegExp) => re.test(code.replace(/"(?:[^"\\]|\\.)*"/g, '""'));
  const typing = ['Any', 'Optional', 'Union'].filter((name) => used(new RegExp(`\\b${name}\\b`)));
  const lines: string[] = [];
  if (used(/^@dataclass/m)) lines.push('from dataclasses import dataclass');
  if (typing.length) lines.push(`from typing import ${typing.join(', ')}`);
  const fromPydantic = pydantic ? ['BaseModel', 'Field', 'RootModel'].filter((name) => used(new RegExp(`\\b${name}\\b`))) : [];
  if (fromPydantic.length) lines.push(`from pydantic import ${fromPydantic.join(', ')}`);
  return lines.join('\n');
}

function dataclass(d: Decl): string {
  const names = new FieldNames();
  const fields = d.fields.map((f) => ({ f, name: names.take(pythonField(f.key)) }));
  // Fields with a default come last, as a dataclass requires.
  const ordered = [...fields.filter((x) => !x.f.optional), ...fields.filter((x) => x.f.optional)];
  const lines = ordered.map(({ f, name }) => `    ${name}: ${refType(f.ref, f.optional)}${f.optional ? ' = None' : ''}`);
  const args = ordered.map(({ f, name }) => {
    const key = JSON.stringify(f.key);
    const value = f.optional ? `data.get(${key})` : `data[${key}]`;
    return `            ${name}=${convert(f.optional ? { ...f.ref, nullable: true } : f.ref, value, 0)},`;
  });
  return `@dataclass\nclass ${d.name}:\n${lines.join('\n')}\n\n    @classmethod\n    def from_dict(cls, data: dict[str, Any]) -> "${d.name}":\n        return cls(\n${args.join('\n')}\n        )`;
}

function pydanticModel(d: Decl): string {
  const names = new FieldNames();
  const lines = d.fields.map((f) => {
    const name = names.take(pythonField(f.key));
    const type = refType(f.ref, f.optional);
    if (name === f.key) return `    ${name}: ${type}${f.optional ? ' = None' : ''}`;
    return `    ${name}: ${type} = Field(${f.optional ? 'default=None, ' : ''}alias=${JSON.stringify(f.key)})`;
  });
  return `class ${d.name}(BaseModel):\n${lines.join('\n')}`;
}

/** Declarations each after those its fields name (depth first), as Python reads annotations when a class is made. */
function dependenciesFirst(decls: Decl[]): Decl[] {
  const byName = new Map(decls.map((d) => [d.name, d]));
  const done = new Set<string>();
  const out: Decl[] = [];
  const visitType = (t: Type): void => {
    if (t.kind === 'object') visit(byName.get(t.name)!);
    else if (t.kind === 'array') visitType(t.items.type);
    else if (t.kind === 'union') t.of.forEach(visitType);
  };
  // An explicit stack would only matter past thousands of levels, where run() reports the sample as too deep.
  const visit = (d: Decl): void => {
    if (done.has(d.name)) return;
    done.add(d.name);
    for (const f of d.fields) visitType(f.ref.type);
    out.push(d);
  };
  decls.forEach(visit);
  return out;
}

export function python(model: Model, pydantic: boolean): string {
  const out: string[] = [];
  for (const d of dependenciesFirst(model.decls)) out.push(pydantic ? pydanticModel(d) : dataclass(d));
  if (!model.rootIsDecl) {
    const type = refType(model.rootRef, false);
    out.push(pydantic ? `class ${model.root}(RootModel[${type}]):\n    pass` : `${model.root} = ${type}`);
  }
  const code = out.join('\n\n\n');
  return [header(code, pydantic), code].filter(Boolean).join('\n\n\n');
}
