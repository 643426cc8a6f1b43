import fc from 'fast-check';
import type { OptionsSchema } from '../../src/sdk/core/manifest.ts';

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
