import { describe, expect, it } from 'vitest';
import type { OptionSchema } from '@sdk/core/tool.ts';
import { booleanText, boundsText, optionValue } from './optionValues.ts';

const schema = (s: object) => s as OptionSchema;

describe('optionValue', () => {
  it('takes an enum value as its own type, and lists the values when refused', () => {
    expect(optionValue('bits', schema({ type: 'integer', enum: [128, 256], default: 128 }), '256')).toEqual({ value: 256 });
    expect(optionValue('indent', schema({ type: 'string', enum: ['2', '4', 'tab'], default: '2' }), 'tab')).toEqual({ value: 'tab' });
    expect(optionValue('indent', schema({ type: 'string', enum: ['2', '4', 'tab'], default: '2' }), '3')).toEqual({ error: '--indent must be one of: 2, 4, tab (not "3")' });
  });

  it('reads numbers the English way and checks them against the bounds', () => {
    const size = schema({ type: 'integer', minimum: 1, maximum: 10, default: 3 });
    expect(optionValue('size', size, '7')).toEqual({ value: 7 });
    expect(optionValue('size', size, '11')).toEqual({ error: '--size must be 1 to 10 (not 11)' });
    expect(optionValue('size', size, '2.5')).toEqual({ error: '--size needs a whole number (not "2.5")' });
    expect(optionValue('size', size, '1,5')).toMatchObject({ error: expect.stringContaining('needs a number') });
    expect(optionValue('ratio', schema({ type: 'number', minimum: 0, default: 1 }), '-0.5')).toEqual({ error: '--ratio must be at least 0 (not -0.5)' });
    expect(optionValue('ratio', schema({ type: 'number', default: 1 }), '2e3')).toEqual({ value: 2000 });
    expect(optionValue('step', schema({ type: 'number', multipleOf: 0.5, default: 1 }), '1.25')).toMatchObject({ error: expect.stringContaining('multiple of 0.5') });
  });

  it('checks a text against its pattern and length', () => {
    const color = schema({ type: 'string', pattern: '^#[0-9a-f]{6}$', default: '#000000' });
    expect(optionValue('color', color, '#ff0000')).toEqual({ value: '#ff0000' });
    expect(optionValue('color', color, 'red')).toMatchObject({ error: expect.stringContaining('does not match') });
    expect(optionValue('name', schema({ type: 'string', maxLength: 3, default: '' }), 'abcd')).toEqual({ error: '--name takes at most 3 characters' });
  });

  it('reads on and off for --flag=value', () => {
    expect(booleanText('true')).toBe(true);
    expect(booleanText('No')).toBe(false);
    expect(booleanText('maybe')).toBeUndefined();
    expect(optionValue('sort', schema({ type: 'boolean', default: false }), 'yes')).toEqual({ value: true });
  });
});

describe('boundsText', () => {
  it('says the bounds as help and errors write them', () => {
    expect(boundsText(schema({ type: 'number', minimum: 1, maximum: 5, default: 1 }))).toBe('1 to 5');
    expect(boundsText(schema({ type: 'number', maximum: 5, default: 1 }))).toBe('at most 5');
    expect(boundsText(schema({ type: 'number', exclusiveMinimum: 0, default: 1 }))).toBe('more than 0');
    expect(boundsText(schema({ type: 'number', default: 1 }))).toBeUndefined();
  });
});
