import { describe, expect, it } from 'vitest';
import ajvValidator from '@rjsf/validator-ajv8';
import { defineTool } from '@sdk/core/tool.ts';
import { buildLink, readLink } from './link.ts';
import type { OptionsCheck } from './optionsCheck.ts';

const manifest = defineTool({
  fields: {
    amount: { kind: 'number', min: 0 },
    note: { kind: 'text' },
    key: { kind: 'line', secret: true },
    unit: { kind: 'select', choices: { metric: ['kg', 'g'], imperial: ['lb', 'oz'] }, perTab: true },
    rounded: { kind: 'checkbox' },
  },
  options: {
    system: { type: 'string', enum: ['metric', 'imperial'], default: 'metric' },
    decimals: { type: 'integer', minimum: 0, maximum: 10, default: 2 },
    exact: { type: 'boolean', default: false },
  },
  ui: { system: 'tabs' },
  examples: [{ name: 'one', input: {}, output: null }],
});

const BASE = 'https://toolbench.example/de/calculators/x';

describe('a tool link', () => {
  // The page uses the same schema through a validator precompiled at build time (optionsCheck.test.ts).
  const v: OptionsCheck = (options) => ajvValidator.validateFormData(options, manifest.options as never).errors.length === 0;
  const values = { amount: '1.234,5', note: 'Grüße & <b>', key: 'hunter2', unit: 'lb', rounded: true };
  const options = { system: 'imperial', decimals: 3, exact: true };

  it('carries the options in the query, by their schema names', () => {
    const link = buildLink(BASE, manifest, options, values, 'imperial', false, 'de');
    expect(link).toBe(`${BASE}?system=imperial&decimals=3&exact=true`);
    expect(link).not.toContain('#');
  });

  it('carries the input in the fragment only when asked, numbers in one form, never a secret', () => {
    const link = buildLink(BASE, manifest, options, values, 'imperial', true, 'de');
    const hash = new URL(link).hash;
    expect(new URLSearchParams(hash.slice(1)).get('amount')).toBe('1234.5');
    expect(new URLSearchParams(hash.slice(1)).get('note')).toBe('Grüße & <b>');
    expect(new URLSearchParams(hash.slice(1)).get('rounded')).toBe('true');
    expect(link).not.toContain('hunter2');
    expect(new URL(link).search).not.toContain('note');
  });

  it('opens with everything restored, numbers written in the page’s language', () => {
    const link = new URL(buildLink(BASE, manifest, options, values, 'imperial', true, 'de'));
    const state = readLink(manifest, v, link.search, link.hash, 'fr');
    expect(state.options).toEqual(options);
    expect(state.values).toEqual({ amount: '1234,5', note: 'Grüße & <b>', unit: 'lb', rounded: true });
  });

  it('falls back to the default for an invalid value, silently, and keeps the valid ones', () => {
    const state = readLink(manifest, v, '?system=martian&decimals=99&exact=true', '#unit=stone&amount=abc', 'en');
    expect(state.options).toEqual({ system: 'metric', decimals: 2, exact: true });
    // A choice the tab does not offer is dropped; text that is not a number is kept as typed, for the page to flag.
    expect(state.values).toEqual({ amount: 'abc' });
  });

  it('ignores a page opened without a link, and parameters it does not know', () => {
    expect(readLink(manifest, v, '', '', 'en')).toEqual({});
    expect(readLink(manifest, v, '?utm_source=x', '#other=1', 'en')).toEqual({});
  });

  it('never takes a secret from a link', () => {
    expect(readLink(manifest, v, '', '#key=stolen', 'en')).toEqual({});
  });
});

describe('a link to a tool with a grid', () => {
  const grid = defineTool({
    fields: { table: { kind: 'grid', header: true, columnChoices: ['none', 'right'] } },
    examples: [{ name: 'one', input: {}, output: null }],
  });
  const always: OptionsCheck = () => true;

  it('carries the rows as JSON when a cell is typed, and restores them shaped as the grid shows them', () => {
    const rows = [['right', 'none'], ['a|b', 'line\nbreak'], ['1']];
    const link = new URL(buildLink(BASE, grid, {}, { table: rows }, undefined, true, 'en'));
    const shown = [['right', 'none'], ['a|b', 'line\nbreak'], ['1', '']];
    expect(JSON.parse(new URLSearchParams(link.hash.slice(1)).get('table')!)).toEqual(shown);
    expect(readLink(grid, always, '', link.hash, 'en')).toEqual({ values: { table: shown } });
  });

  it('leaves out a blank grid, and an invalid one from a link', () => {
    expect(buildLink(BASE, grid, {}, { table: [['none', 'none'], ['', '']] }, undefined, true, 'en')).toBe(BASE);
    expect(readLink(grid, always, '', '#table=%5B1%2C2%5D', 'en')).toEqual({});
  });
});
