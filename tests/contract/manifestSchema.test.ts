/** schemas/manifest.schema.ts refuses what the host would not draw: checked here on small manifests, not only on the plugins that pass it. */
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { defineTool, type KeypadDecl } from '../../src/sdk/core/index.ts';
import { manifestSchema } from '../../schemas/manifest.schema.ts';

const validate = new Ajv({ allErrors: true, strict: false }).compile(manifestSchema);
const withField = (field: Record<string, unknown>) => validate(defineTool({ fields: { expression: field as never }, examples: [{ name: 'one', input: {}, output: '' }] }));

describe('a field keypad (keys)', () => {
  const keys: KeypadDecl = [['7', { insert: '*', show: '×', name: 'multiply' }], [{ does: 'backspace' }, { does: 'decimal' }, { does: 'listSeparator', name: 'argumentSeparator' }]];

  it('is taken on line and text fields', () => {
    expect(withField({ kind: 'line', keys })).toBe(true);
    expect(withField({ kind: 'text', keys })).toBe(true);
  });

  it('is refused on fields that hold no text, and with keys the host does not know', () => {
    expect(withField({ kind: 'number', keys })).toBe(false);
    expect(withField({ kind: 'line', keys: [] })).toBe(false);
    expect(withField({ kind: 'line', keys: [[]] })).toBe(false);
    expect(withField({ kind: 'line', keys: [['1', '2', '3', '4', '5', '6', '7']] })).toBe(false);
    expect(withField({ kind: 'line', keys: [['']] })).toBe(false);
    expect(withField({ kind: 'line', keys: [[{ does: 'undo' }]] })).toBe(false);
    expect(withField({ kind: 'line', keys: [[{ insert: '*', label: 'Multiply' }]] })).toBe(false);
    expect(withField({ kind: 'line', keys: [[{ insert: '*', name: 'multiply sign' }]] })).toBe(false);
    expect(withField({ kind: 'line', keys: [[{ does: 'clear', insert: 'x' }]] })).toBe(false);
  });
});

describe('big assets (bigAssets)', () => {
  const withAsset = (url: string) => validate(defineTool({ fields: {}, bigAssets: [{ url, bytes: 2_599_419, name: 'core.wasm' }], examples: [{ name: 'one', input: {}, output: '' }] }));

  it('come from the site itself, or in Node from the package’s file on disk', () => {
    expect(withAsset('/assets/big-core-abc123.wasm')).toBe(true);
    expect(withAsset('file:///work/node_modules/pkg/core.wasm')).toBe(true);
  });

  it('never from another origin, a protocol-relative URL (//cdn…) included', () => {
    expect(withAsset('https://cdn.example.com/core.wasm')).toBe(false);
    expect(withAsset('//cdn.example.com/core.wasm')).toBe(false);
  });
});
