import { parseJsonExact, toolError, type ToolError } from '@sdk/core';
import { isOptional, pascalCase, propertyName, shapeOf, typeName, type ObjShape, type Shape } from './infer.ts';
import type { Input, Options } from './manifest.ts';

/**
 * TypeScript declarations, Zod schemas or a JSON Schema (draft 2020-12) from a JSON sample.
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
    return typescript(shape, root, options.declaration === 'type');
  } catch (err) {
    if (err instanceof RangeError || (err instanceof Error && err.name === 'InternalError')) return toolError('tooDeep');
    throw err;
  }
}

/** Names given so far: name → body, so that identical objects share one declaration. */
class Names {
  private readonly bodies = new Map<string, string>();
  constructor(private readonly root: string) {}

  /** The name for an object with this body: the hint, a shared one, or the hint numbered. */
  claim(hint: string, body: string, isRoot = false): { name: string; isNew: boolean } {
    if (isRoot) {
      this.bodies.set(hint, body);
      return { name: hint, isNew: true };
    }
    for (let i = 1; ; i++) {
      const name = i === 1 ? hint : `${hint}${i}`;
      if (name === this.root && !this.bodies.has(name)) continue; // kept for the root, named last
      const existing = this.bodies.get(name);
      if (existing === body) return { name, isNew: false };
      if (existing === undefined) {
        this.bodies.set(name, body);
        return { name, isNew: true };
      }
    }
  }
}

/** Declarations in reading order: a slot is taken when an object is entered, filled when it is named. */
class Declarations {
  private readonly slots: (string | null)[] = [];
  open(): number {
    return this.slots.push(null) - 1;
  }
  fill(slot: number, text: string): void {
    this.slots[slot] = text;
  }
  /** Outer first, in the order the sample is read. */
  list(): string[] {
    return this.slots.filter((s): s is string => s !== null);
  }
}

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

  if (shape.obj && !shape.arr && shape.prims.size === 0 && shape.obj.keys.size > 0) {
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
  if (shape.obj && !shape.arr && shape.prims.size === 0 && shape.obj.keys.size > 0) {
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

  const isObjectRoot = shape.obj && !shape.arr && shape.prims.size === 0 && shape.obj.keys.size > 0;
  const top = isObjectRoot ? schemaOf(shape, root, false, true) : schemaOf(shape, root, true);
  const $defs: Schema = {};
  for (const [, [name, def]] of [...bodies].sort((a, b) => a[0] - b[0])) $defs[name] = def;
  const document: Schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', title: root, ...top };
  if (Object.keys($defs).length) document.$defs = $defs;
  return JSON.stringify(document, null, 2);
}
