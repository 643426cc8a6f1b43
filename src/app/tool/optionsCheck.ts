/**
 * Whether options fit a tool's schema, by the validator precompiled at build time alone: the page
 * checks stored and linked options before its forms (and the form library) are loaded.
 */
import hashForSchema from '@rjsf/utils/lib/hashForSchema.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';

export type OptionsCheck = (options: unknown) => boolean;

export function optionsCheck(functions: ValidatorFunctions, schema: object): OptionsCheck {
  // Named as the form library names it: the schema's $id, or the hash of the schema.
  const key = (schema as { $id?: string }).$id ?? hashForSchema(schema as never);
  const validate = functions[key];
  if (!validate) throw new Error(`No precompiled validator for the options schema ${key}`);
  return (options) => validate(options) === true;
}
