import { describe, expect, it } from 'vitest';
import { findFlag, flagFor, kebabCase, toolFlags } from './flags.ts';
import { testManifest } from './testTool.ts';

describe('kebabCase', () => {
  it.each([
    ['sortKeys', 'sort-keys'],
    ['minifyCSS', 'minify-css'],
    ['amount2', 'amount2'],
    ['heightCm', 'height-cm'],
    ['indent', 'indent'],
    ['removeHTMLTags', 'remove-html-tags'],
  ])('%s → %s', (key, name) => expect(kebabCase(key)).toBe(name));
});

describe('toolFlags', () => {
  const flags = toolFlags(testManifest);

  it('gives every option and field a flag, options first, booleans without a value', () => {
    expect(flags.map((f) => f.name)).toEqual(['tab', 'indent', 'bits', 'sort-keys', 'size', 'ratio', 'color', 'minify-css', 'text', 'amount', 'start', 'unit', 'strict', 'field-help']);
    expect(flags.filter((f) => f.boolean).map((f) => f.name)).toEqual(['sort-keys', 'minify-css', 'strict']);
  });

  it('accepts the key as written too', () => {
    expect(flagFor(flags, 'option', 'sortKeys').aliases).toEqual(['sortKeys']);
    expect(findFlag(flags, 'sortKeys')?.flag.target.key).toBe('sortKeys');
    expect(findFlag(flags, 'minifyCSS')?.flag.name).toBe('minify-css');
  });

  it('reads --no-<name> of a boolean flag as off, and of nothing else', () => {
    expect(findFlag(flags, 'no-sort-keys')).toMatchObject({ negated: true, flag: { name: 'sort-keys' } });
    expect(findFlag(flags, 'no-sortKeys')).toMatchObject({ negated: true });
    expect(findFlag(flags, 'no-indent')).toBeUndefined();
    expect(findFlag(flags, 'bogus')).toBeUndefined();
  });

  it('prefixes a name the command uses itself, or an option already has', () => {
    expect(flagFor(flags, 'field', 'help').name).toBe('field-help');
    const clash = toolFlags({ fields: { size: { kind: 'line' } }, options: testManifest.options });
    expect(flagFor(clash, 'field', 'size').name).toBe('field-size');
    expect(flagFor(clash, 'option', 'size').name).toBe('size');
    const prefixLike = toolFlags({ fields: { fieldName: { kind: 'line' } }, options: { type: 'object', properties: {}, required: [], additionalProperties: false } });
    expect(flagFor(prefixLike, 'field', 'fieldName')).toMatchObject({ name: 'field-name', aliases: ['fieldName'] });
  });
});
