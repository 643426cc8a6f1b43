/** fast-check arbitraries for what the page can send a plugin: options the schema allows, field values as the page reads them. */
import fc from 'fast-check';
import { fieldChoices, fieldShown, fileInput, type FieldDecl, type Fields, type OptionsSchema } from '../../src/sdk/core/index.ts';

type Prop = { type?: string; enum?: readonly unknown[]; minimum?: number; maximum?: number; minLength?: number; maxLength?: number; pattern?: string };

/** Any options object the (flat) schema allows. */
export function optionsArbitrary(schema: OptionsSchema): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, raw] of Object.entries(schema.properties)) {
    const prop = raw as Prop;
    if (prop.enum) record[key] = fc.constantFrom(...prop.enum);
    else if (prop.type === 'boolean') record[key] = fc.boolean();
    else if (prop.type === 'integer') record[key] = fc.integer({ min: prop.minimum ?? -1e9, max: prop.maximum ?? 1e9 });
    else if (prop.type === 'number') record[key] = fc.double({ min: prop.minimum ?? -1e9, max: prop.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    else if (prop.type === 'string')
      record[key] = prop.pattern ? fc.stringMatching(new RegExp(prop.pattern)) : fc.string({ minLength: prop.minLength ?? 0, maxLength: prop.maxLength ?? 200 });
    else throw new Error(`Unsupported option type for ${key}`);
  }
  return fc.record(record);
}

/** Text of every kind: any code point, lone surrogates, control characters, grapheme clusters. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 200 }).map((codes) => String.fromCharCode(...codes)),
  fc.json(),
);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
const isoTime = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`);
/** A time with seconds, for fields that take them. */
const isoTimeSeconds = fc.tuple(isoTime, fc.integer({ min: 0, max: 59 })).map(([t, s]) => `${t}:${pad(s)}`);

/** A field's value as run() receives it once the page has read it (valid, or null where it may be). */
function fieldArbitrary(field: FieldDecl, tab: string | undefined): fc.Arbitrary<unknown> {
  const shown = fieldShown(field, tab);
  const nullable = <T,>(a: fc.Arbitrary<T>) => (!shown || ('optional' in field && field.optional) ? fc.oneof(a, fc.constant(null)) : a);
  switch (field.kind) {
    case 'text':
    case 'line':
      return anyText;
    case 'number':
      return nullable(fc.double({ min: field.min ?? -1e15, max: field.max ?? 1e15, noNaN: true, noDefaultInfinity: true }).map((n) => n + 0));
    case 'integer':
      return nullable(fc.integer({ min: Math.max(field.min ?? -1e9, -1e9), max: Math.min(field.max ?? 1e9, 1e9) }));
    case 'date':
      return nullable(isoDate);
    case 'time':
      return nullable(field.seconds ? fc.oneof(isoTime, isoTimeSeconds) : isoTime);
    case 'datetime':
      return nullable(fc.tuple(isoDate, isoTime).map(([d, t]) => `${d}T${t}`));
    case 'select': {
      const choices = fieldChoices(field, tab);
      return choices.length ? fc.constantFrom(...choices) : fc.constant('');
    }
    case 'checkbox':
      return fc.boolean();
    case 'color':
      return fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    case 'file': {
      // Any bytes under any name and type, read as the field asks (as the page reads a chosen file).
      const file = fc
        .record({ name: fc.string({ maxLength: 30 }), type: fc.constantFrom('', 'text/plain', 'image/png', 'image/jpeg', 'image/svg+xml', 'application/pdf', 'application/octet-stream'), bytes: fc.uint8Array({ maxLength: 2000 }) })
        .map((f) => fileInput(f.name, f.type, f.bytes, field.read));
      return fc.oneof(fc.constant(null), field.multiple ? fc.array(file, { minLength: 1, maxLength: 3 }) : file);
    }
    case 'grid': {
      // Rows as the page reads them: every row as wide as the grid, each column's choice one of its choices.
      const width = field.columns?.length ? fc.constant(field.columns.length) : fc.integer({ min: 1, max: 6 });
      const grid = width.chain((w) => {
        const rows = fc.array(fc.array(anyText, { minLength: w, maxLength: w }), { minLength: 1, maxLength: 6 });
        const choices = field.columnChoices;
        return choices?.length ? fc.tuple(fc.array(fc.constantFrom(...choices), { minLength: w, maxLength: w }), rows).map(([c, r]) => [c, ...r]) : rows;
      });
      return nullable(grid);
    }
  }
}

/** Any input the page can send run() on a tab: one valid value per field. */
export function inputArbitrary(fields: Fields, tab: string | undefined): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldArbitrary(field, tab)])));
}
