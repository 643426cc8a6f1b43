import { describe, expect, it } from 'vitest';
import { loadTool } from '../../registry/loadTool.ts';
import { optionsCheck } from './optionsCheck.ts';

describe('checking options without the form library', async () => {
  // The JSON formatter's schema and the validator the build precompiled for it.
  const { manifest, validatorFns } = await loadTool('json-formatter', 'en');
  const valid = optionsCheck(validatorFns, manifest.options);
  it('finds the precompiled validator of the schema and asks it', () => {
    expect(valid({ mode: 'format', indent: '4', sortKeys: true, repair: false })).toBe(true);
    expect(valid({ mode: 'format', indent: '3', sortKeys: true, repair: false })).toBe(false);
    expect(valid({ mode: 'format', indent: '4', sortKeys: 'yes', repair: false })).toBe(false);
    expect(valid({ mode: 'format' })).toBe(false);
  });

  it('says so when the build has no validator for the schema', () => {
    expect(() => optionsCheck(validatorFns, { type: 'object', properties: { other: { type: 'string' } } })).toThrow(/No precompiled validator/);
  });
});
