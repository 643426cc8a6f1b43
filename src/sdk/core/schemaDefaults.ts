import type { OptionsSchema } from './manifest.ts';

/** The options a tool starts with: each property's schema default (defaults live only in the schema). */
export function schemaDefaults(schema: OptionsSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties)) {
    if (typeof prop === 'object' && prop !== null && 'default' in prop) out[key] = prop.default;
  }
  return out;
}
