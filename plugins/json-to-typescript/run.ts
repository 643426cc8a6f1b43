import { parseJsonExact, toolError, type ToolError } from '@sdk/core';
import { isOptional, pascalCase, propertyName, shapeOf, typeName, type ObjShape, type Shape } from './infer.ts';
import { buildModel, Declarations, isObjectRoot, Names } from './model.ts';
import { csharp, CSHARP_RESERVED } from './languages/csharp.ts';
import { go, GO_RESERVED } from './languages/go.ts';
import { java, JAVA_RESERVED } from './languages/java.ts';
import { kotlin, KOTLIN_RESERVED } from './languages/kotlin.ts';
import { python, PYTHON_RESERVED } from './languages/python.ts';
import { rust, RUST_RESERVED } from './languages/rust.ts';
import { swift, SWIFT_RESERVED } from './languages/swift.ts';
import type { Input, Options } from './manifest.ts';

/**
 * TypeScript declarations, Zod schemas, a JSON Schema (draft 2020-12), or types in Go, Rust, Python
 * (dataclasses or Pydantic), Java, C#, Kotlin and Swift from a JSON sample (those from one model, model.ts).
 * Every object gets a named type (from its key; the singular for array items); objects under the same
 * name with a different body get a number (Address2); identical ones share one declaration.
 */
export function run({ text }: Input, options: Options): string | ToolError {
  if (!/\S/.test(text)) return toolError('empty', { field: 'text' });
  // Numbers as written: 1.0000000000000000001 is a number, not the integer 1 a double makes of it.
  const parsed = parseJsonExact(text, 'text');
  if ('error' in parsed) return parsed.error;
  const root = pascalCase(options.rootName) || 'Root';
  try {
    const shape = shapeOf(parsed.value);
    if (options.output === 'zod') return zod(shape, root);
    if (options.output === 'jsonSchema') return jsonSchema(shape, root);
    const language = LANGUAGES[options.output as keyof typeof LANGUAGES];
    if (language) return language.print(buildModel(shape, root, language.reserved, language === LANGUAGES.python), options);
    return typescript(shape, root, options.declaration === 'type');
  } catch (err) {
    if (err instanceof RangeError || (err instanceof Error && err.name === 'InternalError')) return toolError('tooDeep');
    throw err;
  }
}

/** The languages printed from the one model, each with the type names it keeps for itself. */
const LANGUAGES = {
  go: { print: go, reserved: GO_RESERVED },
  rust: { print: rust, reserved: RUST_RESERVED },
  python: { print: (m, o) => python(m, o.python === 'pydantic'), reserved: PYTHON_RESERVED },
  java: { print: java, reserved: JAVA_RESERVED },
  csharp: { print: csharp, reserved: CSHARP_RESERVED },
  kotlin: { print: kotlin, reserved: KOTLIN_RESERVED },
  swift: { print: swift, reserved: SWIFT_RESERVED },
} satisfies Record<string, { print: (model: ReturnType<typeof buildModel>, options: Options) => string; reserved: ReadonlySet<string> }>;

const hasNumber = (s: Shape) => s.prims.has('integer') || s.prims.has('number');

// ---------------------------------------------------------------------------------------------
// TypeScript

function typescript(shape: Shape, root: string, useType: boolean): string {
  const names = new Names(root);
  const decls = new Declarations();

  const objectType = (obj: ObjShape, hint: string, isRoot: boolean): string => {
    if (obj.keys.size === 0) return 'Record<string, unknown>';
    const slot = decls.open();
    const lines: string[] = [];
    for (const [key, child] of obj.keys) lines.push(`  ${propertyName(key)}${isOptional(obj, key) ? '?' : ''}: ${expr(child, key, false)};`);
    const body = lines.join('\n');
    const { name, isNew } = names.claim(hint, body, isRoot);
    if (isNew) decls.fill(slot, useType ? `export type ${name} = {\n${body}\n};` : `export interface ${name} {\n${body}\n}`);
    return name;
  };

  const expr = (s: Shape, key: string, item: boolean, isRoot = false): string => {
    const parts: string[] = [];
    if (s.prims.has('string')) parts.push('string');
    if (hasNumber(s)) parts.push('number');
    if (s.prims.has('boolean')) parts.push('boolean');
    if (s.obj) parts.push(objectType(s.obj, isRoot ? key : typeName(key, item), isRoot));
    if (s.arr) {
      const items = s.arr.items ? expr(s.arr.items, key, true) : 'unknown';
      parts.push(/[ |]/.test(items) ? `(${items})[]` : `${items}[]`);
    }
    if (s.prims.has('null')) parts.push('null');
    return parts.length ? parts.join(' | ') : 'unknown';
  };

  if (isObjectRoot(shape)) {
    expr(shape, root, false, true);
    return decls.list().join('\n\n');
  }
  // A root that is not one object: an alias for it (an array of Root items: RootItem).
  const slot = decls.open();
  const rootExpr = expr(shape, root, true);
  decls.fill(slot, `export type ${root} = ${rootExpr};`);
  return decls.list().join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Zod

function zod(shape: Shape, root: string): string {
  const names = new Names(`${root}Schema`);
  const decls: string[] = [];

  const objectSchema = (obj: ObjShape, hint: string, isRoot: boolean): string => {
    if (obj.keys.size === 0) return 'z.record(z.string(), z.unknown())';
    const lines: string[] = [];
    for (const [key, child] of obj.keys) lines.push(`  ${propertyName(key)}: ${expr(child, key, false)}${isOptional(obj, key) ? '.optional()' : ''},`);
    const body = lines.join('\n');
    const { name, isNew } = names.claim(`${hint}Schema`, body, isRoot);
    const type = name.replace(/Schema(\d*)$/, '$1');
    if (isNew) decls.push(`export const ${name} = z.object({\n${body}\n});\nexport type ${type} = z.infer<typeof ${name}>;`);
    return name;
  };

  const expr = (s: Shape, key: string, item: boolean, isRoot = false): string => {
    const parts: string[] = [];
    if (s.prims.has('string')) parts.push('z.string()');
    if (hasNumber(s)) parts.push('z.number()');
    if (s.prims.has('boolean')) parts.push('z.boolean()');
    if (s.obj) parts.push(objectSchema(s.obj, isRoot ? key : typeName(key, item), isRoot));
    if (s.arr) parts.push(`z.array(${s.arr.items ? expr(s.arr.items, key, true) : 'z.unknown()'})`);
    const nullable = s.prims.has('null');
    if (parts.length === 0) return nullable ? 'z.null()' : 'z.unknown()';
    const one = parts.length === 1 ? parts[0]! : `z.union([${parts.join(', ')}])`;
    return nullable ? `${one}.nullable()` : one;
  };

  const header = "import { z } from 'zod';";
  if (isObjectRoot(shape)) {
    expr(shape, root, false, true);
  } else {
    const rootExpr = expr(shape, root, true);
    decls.push(`export const ${root}Schema = ${rootExpr};\nexport type ${root} = z.infer<typeof ${root}Schema>;`);
  }
  return [header, ...decls].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// JSON Schema (draft 2020-12)

type Schema = Record<string, unknown>;

function jsonSchema(shape: Shape, root: string): string {
  const names = new Names(root);
  let slots = 0;
  const bodies = new Map<number, [string, Schema]>();

  const objectSchema = (obj: ObjShape, hint: string, isRoot: boolean): Schema => {
    if (obj.keys.size === 0) return { type: 'object' };
    const slot = slots++;
    const properties: Schema = {};
    const required: string[] = [];
    for (const [key, child] of obj.keys) {
      properties[key] = schemaOf(child, key, false);
      if (!isOptional(obj, key)) required.push(key);
    }
    const def: Schema = { type: 'object', properties, ...(required.length ? { required } : {}) };
    const { name, isNew } = names.claim(hint, JSON.stringify(def), isRoot);
    if (isNew) bodies.set(slot, [name, def]);
    return { $ref: `#/$defs/${encodeURIComponent(name)}` };
  };

  const schemaOf = (s: Shape, key: string, item: boolean, isRoot = false): Schema => {
    const types: string[] = [];
    if (s.prims.has('string')) types.push('string');
    if (s.prims.has('number')) types.push('number');
    else if (s.prims.has('integer')) types.push('integer');
    if (s.prims.has('boolean')) types.push('boolean');
    const complex: Schema[] = [];
    if (s.obj) complex.push(objectSchema(s.obj, isRoot ? key : typeName(key, item), isRoot));
    if (s.arr) complex.push(s.arr.items ? { type: 'array', items: schemaOf(s.arr.items, key, true) } : { type: 'array' });
    if (s.prims.has('null')) types.push('null');
    if (complex.length === 0) return types.length === 0 ? {} : { type: types.length === 1 ? types[0] : types };
    if (types.length === 0 && complex.length === 1) return complex[0]!;
    return { anyOf: [...complex, ...(types.length ? [{ type: types.length === 1 ? types[0] : types }] : [])] };
  };

  const top = isObjectRoot(shape) ? schemaOf(shape, root, false, true) : schemaOf(shape, root, true);
  const $defs: Schema = {};
  for (const [, [name, def]] of [...bodies].sort((a, b) => a[0] - b[0])) $defs[name] = def;
  const document: Schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', title: root, ...top };
  if (Object.keys($defs).length) document.$defs = $defs;
  return JSON.stringify(document, null, 2);
}
