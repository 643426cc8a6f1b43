import { intRange, isOptional, typeName, type IntRange, type ObjShape, type Shape } from './infer.ts';

/**
 * The one type model every printer but TypeScript, Zod and JSON Schema reads: the inferred shape with
 * its object types named (from their keys, identical ones shared, different ones numbered) and listed
 * outer first, in the order the sample is read. Each printer then only spells types and names.
 */

export type Type =
  | { kind: 'string' }
  | { kind: 'int'; range: IntRange }
  | { kind: 'float' }
  | { kind: 'bool' }
  /** Nothing known: an empty array's items, or only null. */
  | { kind: 'any' }
  /** An object without keys. */
  | { kind: 'map' }
  | { kind: 'array'; items: Ref }
  | { kind: 'object'; name: string }
  /** Values of several kinds (never two numbers: integers and fractions make a float). */
  | { kind: 'union'; of: Type[] };

export interface Ref {
  type: Type;
  /** null was seen here. */
  nullable: boolean;
}

export interface Field {
  key: string;
  ref: Ref;
  /** Missing from some of the merged objects. */
  optional: boolean;
}

export interface Decl {
  name: string;
  fields: Field[];
}

export interface Model {
  /** Outer first. */
  decls: Decl[];
  /** The root type's name. */
  root: string;
  /** The root is an object with keys, declared under the root name (else the root is an alias for `rootRef`). */
  rootIsDecl: boolean;
  rootRef: Ref;
}

/** Names given so far: name → body, so that identical objects share one declaration. */
export class Names {
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
export class Declarations<T = string> {
  private readonly slots: (T | null)[] = [];
  open(): number {
    return this.slots.push(null) - 1;
  }
  fill(slot: number, value: T): void {
    this.slots[slot] = value;
  }
  /** Outer first, in the order the sample is read. */
  list(): T[] {
    return this.slots.filter((s): s is T => s !== null);
  }
}

/** Whether the root is one object with keys (declared under the root name) rather than an alias. */
export const isObjectRoot = (shape: Shape): boolean => !!shape.obj && !shape.arr && shape.prims.size === 0 && shape.obj.keys.size > 0;

/**
 * The model of a shape; `reserved`: the language's own type names, which a declaration must not take
 * (Value → ValueType); `unions`: whether the language writes unions (else values of several kinds are
 * `any`, and objects among them get no declaration nobody would use).
 */
export function buildModel(shape: Shape, root: string, reserved: ReadonlySet<string>, unions: boolean): Model {
  const names = new Names(root);
  const decls = new Declarations<Decl>();

  const objectType = (obj: ObjShape, hint: string, isRoot: boolean): Type => {
    if (obj.keys.size === 0) return { kind: 'map' };
    const slot = decls.open();
    const fields: Field[] = [];
    for (const [key, child] of obj.keys) fields.push({ key, ref: refOf(child, key, false), optional: isOptional(obj, key) });
    const { name, isNew } = names.claim(hint, JSON.stringify(fields), isRoot);
    if (isNew) decls.fill(slot, { name, fields });
    return { kind: 'object', name };
  };

  const refOf = (s: Shape, key: string, item: boolean, isRoot = false): Ref => {
    const nullable = s.prims.has('null');
    if (!unions && s.prims.size - (nullable ? 1 : 0) - (s.prims.has('integer') && s.prims.has('number') ? 1 : 0) + (s.obj ? 1 : 0) + (s.arr ? 1 : 0) > 1) return { type: { kind: 'any' }, nullable };
    const of: Type[] = [];
    if (s.prims.has('string')) of.push({ kind: 'string' });
    // 2.0 is whole, but Go, Rust and Java refuse it for an integer.
    if (s.prims.has('number') || (s.prims.has('integer') && s.intAsFloat)) of.push({ kind: 'float' });
    else if (s.prims.has('integer')) of.push({ kind: 'int', range: intRange(s) });
    if (s.prims.has('boolean')) of.push({ kind: 'bool' });
    if (s.obj) of.push(objectType(s.obj, isRoot ? key : typeName(key, item, reserved), isRoot));
    if (s.arr) of.push({ kind: 'array', items: s.arr.items ? refOf(s.arr.items, key, true) : { type: { kind: 'any' }, nullable: false } });
    const type: Type = of.length === 0 ? { kind: 'any' } : of.length === 1 ? of[0]! : { kind: 'union', of };
    return { type, nullable };
  };

  if (isObjectRoot(shape)) {
    const rootRef = refOf(shape, root, false, true);
    return { decls: decls.list(), root, rootIsDecl: true, rootRef };
  }
  const rootRef = refOf(shape, root, true);
  return { decls: decls.list(), root, rootIsDecl: false, rootRef };
}

// ---------------------------------------------------------------------------------------------
// Names of fields

/** The words of a key: "firstName", "first_name", "First-Name" → first, name; "2fa" → 2fa. */
export function words(key: string): string[] {
  return (key.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2').match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase());
}

const upperFirst = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** Words that start with a digit or no words at all get "field" in front: "2fa" → field2fa, "" → field. */
function named(key: string): string[] {
  const w = words(key);
  return w.length === 0 ? ['field'] : /^\p{N}/u.test(w[0]!) ? ['field', ...w] : w;
}

export const camelName = (key: string): string => named(key).map((w, i) => (i ? upperFirst(w) : w)).join('');
export const pascalName = (key: string): string => named(key).map(upperFirst).join('');
export const snakeName = (key: string): string => named(key).join('_');

/** Field names unique within a declaration: a second "firstName" (from "first_name") becomes firstName2. */
export class FieldNames {
  private readonly used = new Set<string>();
  constructor(taken: Iterable<string> = []) {
    for (const t of taken) this.used.add(t);
  }
  take(name: string): string {
    let out = name;
    for (let i = 2; this.used.has(out); i++) out = `${name}${i}`;
    this.used.add(out);
    return out;
  }
}

/** Whether a type needs a nested declaration converted (an object, or a list of them, or a union with one). */
export function holdsObject(type: Type): boolean {
  if (type.kind === 'object') return true;
  if (type.kind === 'array') return holdsObject(type.items.type);
  if (type.kind === 'union') return type.of.some((t) => t.kind === 'object');
  return false;
}

/** Every type used, for the imports a printer needs. */
export function everyType(model: Model): Type[] {
  const out: Type[] = [];
  const visit = (t: Type): void => {
    out.push(t);
    if (t.kind === 'array') visit(t.items.type);
    if (t.kind === 'union') t.of.forEach(visit);
  };
  visit(model.rootRef.type);
  for (const d of model.decls) for (const f of d.fields) visit(f.ref.type);
  return out;
}

/** Whether any type or field is nullable or optional. */
export function anyNullable(model: Model): boolean {
  const visit = (r: Ref): boolean => r.nullable || (r.type.kind === 'array' && visit(r.type.items));
  return visit(model.rootRef) || model.decls.some((d) => d.fields.some((f) => f.optional || visit(f.ref)));
}

/** A JSON string literal as Rust and Swift write it: \u{1} for \u0001, and no \b or \f. */
export const braceEscapes = (literal: string): string =>
  literal.replace(/\\(u[0-9a-f]{4}|.)/g, (escape: string, rest: string) => {
    const hex = rest === 'b' ? '8' : rest === 'f' ? 'c' : rest.startsWith('u') ? rest.slice(1).replace(/^0+(?=.)/, '') : undefined;
    return hex === undefined ? escape : `\\u{${hex}}`;
  });
