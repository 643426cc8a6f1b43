/**
 * A tool's options: the schema defaults overlaid with what this visitor chose before (if still
 * valid), remembered in this browser. Used by the generic page and by bespoke panels alike.
 */
import { useMemo } from 'react';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ToolManifest } from '../core/manifest.ts';
import { schemaDefaults } from '../core/schemaDefaults.ts';
import { usePersisted } from './persisted.ts';

type Options = Record<string, unknown>;
const OPTIONS_KEY = 'options';

export interface ToolOptions {
  options: Options;
  setOptions: (next: Options) => void;
  /** The precompiled validator of the options schema, for the option form. */
  validator: ValidatorType;
}

export function useToolOptions(manifest: ToolManifest, validatorFns: ValidatorFunctions): ToolOptions {
  const id = manifest.id;
  const validator = useMemo(() => createPrecompiledValidator(validatorFns, manifest.options as RJSFSchema), [validatorFns, manifest.options]);
  const defaults = useMemo(() => schemaDefaults(manifest.options), [manifest.options]);
  const stored = usePersisted((s) => s.byTool[id]?.[OPTIONS_KEY]) as Options | undefined;
  const persist = usePersisted((s) => s.set);
  const options = useMemo(() => {
    if (!stored) return defaults;
    const merged = { ...defaults, ...stored };
    return validator.validateFormData(merged, manifest.options as RJSFSchema).errors.length === 0 ? merged : defaults;
  }, [defaults, stored, validator, manifest.options]);
  return { options, setOptions: (next) => persist(id, OPTIONS_KEY, next), validator };
}
