// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import validator from '@rjsf/validator-ajv8';
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

describe('OptionsForm', () => {
  it('draws radio buttons and segmented choices as groups named by their title', () => {
    let chosen: Record<string, unknown> = {};
    render(<OptionsForm manifest={manifest} validator={validator} value={{ mode: 'fast', unit: 'cm' }} onChange={(o) => (chosen = o)} t={t} />);
    const mode = screen.getByRole('group', { name: 'Mode' });
    expect(mode.className).toBe('radio-list');
    expect(screen.getByRole('group', { name: 'Unit' }).className).toBe('segmented');
    fireEvent.click(screen.getByRole('radio', { name: 'Thorough' }));
    expect(chosen.mode).toBe('thorough');
  });
});
