// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { hashForSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import type { TFunction } from 'i18next';
import { OptionsForm } from './OptionsForm.tsx';

const manifest = {
  ui: { mode: 'radio', unit: 'segmented' },
  options: {
    type: 'object',
    properties: {
      mode: { type: 'string', enum: ['fast', 'thorough'], default: 'fast' },
      unit: { type: 'string', enum: ['cm', 'in'], default: 'cm' },
    },
  },
} as never;
const t = ((key: string) => ({ 'options.mode.title': 'Mode', 'options.unit.title': 'Unit', 'options.mode.values.fast': 'Fast', 'options.mode.values.thorough': 'Thorough' })[key] ?? key) as unknown as TFunction;

/** What the build precompiles for a schema (scripts/compile-validators.ts), compiled here instead. */
const validatorFor = (m: unknown) => {
  const schema = (m as { options: object }).options;
  return { [hashForSchema(schema as never)]: createAjvInstance([], undefined).compile(schema) };
};

describe('OptionsForm', () => {
  it('draws radio buttons and segmented choices as groups named by their title', () => {
    let chosen: Record<string, unknown> = {};
    render(<OptionsForm manifest={manifest} validatorFns={validatorFor(manifest)} value={{ mode: 'fast', unit: 'cm' }} onChange={(o) => (chosen = o)} t={t} lang="en" />);
    const mode = screen.getByRole('group', { name: 'Mode' });
    expect(mode.className).toBe('radio-list');
    expect(screen.getByRole('group', { name: 'Unit' }).className).toBe('segmented');
    fireEvent.click(screen.getByRole('radio', { name: 'Thorough' }));
    expect(chosen.mode).toBe('thorough');
  });
});

describe('a number option', () => {
  const numbers = {
    options: {
      type: 'object',
      required: ['length', 'ratio'],
      properties: {
        length: { type: 'integer', minimum: 4, maximum: 128, default: 16 },
        ratio: { type: 'number', default: 1.5 },
      },
    },
  } as never;
  const tn = ((key: string) => ({ 'options.length.title': 'Length', 'options.ratio.title': 'Ratio', 'common:fieldErrors.notInteger': 'Please enter a whole number.', 'common:fieldErrors.invalidNumber': 'Please enter a valid number.' })[key] ?? key) as unknown as TFunction;

  function setup(lang: string) {
    const seen: { options?: Record<string, unknown>; valid?: boolean } = {};
    render(<OptionsForm manifest={numbers} validatorFns={validatorFor(numbers)} value={{ length: 16, ratio: 1.5 }} onChange={(o) => (seen.options = o)} onValidity={(v) => (seen.valid = v)} t={tn} lang={lang} />);
    return seen;
  }

  it('keeps what was typed and says what is wrong with it, not "required"', () => {
    const seen = setup('en');
    const length = screen.getByLabelText('Length') as HTMLInputElement;
    fireEvent.change(length, { target: { value: '16e' } });
    expect(length.value).toBe('16e');
    expect(screen.getByText('Please enter a whole number.')).toBeTruthy();
    expect(seen.valid).toBe(false);
    fireEvent.change(length, { target: { value: '12.5' } });
    expect(screen.getByText('Please enter a whole number.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ratio') as HTMLInputElement, { target: { value: 'abc' } });
    expect(screen.getByText('Please enter a valid number.')).toBeTruthy();
  });

  it('reads numbers the page language way', () => {
    const seen = setup('de');
    const ratio = screen.getByLabelText('Ratio') as HTMLInputElement;
    expect(ratio.value).toBe('1,5');
    fireEvent.change(ratio, { target: { value: '2,25' } });
    expect(seen.valid).toBe(true);
    expect(seen.options).toEqual({ length: 16, ratio: 2.25 });
  });
});

describe('a number option and the arrow keys', () => {
  it('steps within the bounds', () => {
    const m = { options: { type: 'object', required: ['n'], properties: { n: { type: 'integer', minimum: 1, maximum: 3, default: 2 } } } } as never;
    const tn = ((key: string) => ({ 'options.n.title': 'Match' })[key] ?? key) as unknown as TFunction;
    let chosen: Record<string, unknown> = {};
    render(<OptionsForm manifest={m} validatorFns={validatorFor(m)} value={{ n: 2 }} onChange={(o) => (chosen = o)} t={tn} lang="en" />);
    const box = screen.getByLabelText('Match') as HTMLInputElement;
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.value).toBe('3');
    expect(chosen.n).toBe(3);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.value).toBe('3');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(chosen.n).toBe(2);
  });
});
