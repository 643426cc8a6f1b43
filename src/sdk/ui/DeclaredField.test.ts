import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { SelectFieldDecl } from '../core/tool.ts';
import { zoneCity } from '../core/zoneNames.ts';
import { selectChoices } from './DeclaredField.tsx';

/** A locale that writes its keys back, so a label shows where it came from. */
const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('select choices', () => {
  const zones: SelectFieldDecl = {
    kind: 'select',
    choices: ['local', 'UTC', 'Africa/Cairo', 'Africa/Algiers', 'Europe/Vienna', 'Europe/Berlin', 'Europe/Warsaw'],
    groups: { 'Africa/Cairo': 'Africa', 'Africa/Algiers': 'Africa', 'Europe/Vienna': 'Europe', 'Europe/Berlin': 'Europe', 'Europe/Warsaw': 'Europe' },
    names: (value, lang) => (value === 'local' ? null : zoneCity(value, lang)),
  };

  it('names choices in the page language by the field, the rest by the locale', () => {
    const de = selectChoices('zone', zones, undefined, t, 'de');
    expect(de.map((c) => c.label)).toEqual(['«fields.zone.choices.local»', 'UTC', 'Algier', 'Kairo', 'Berlin', 'Warschau', 'Wien']);
    expect(de.find((c) => c.value === 'Europe/Vienna')).toEqual({ value: 'Europe/Vienna', label: 'Wien', group: '«fields.zone.groups.Europe»' });
    expect(selectChoices('zone', zones, undefined, t, 'fr').find((c) => c.value === 'Europe/Vienna')?.label).toBe('Vienne');
  });

  it('orders named choices by their names in the page language, each within its group', () => {
    expect(selectChoices('zone', zones, undefined, t, 'en').map((c) => c.value)).toEqual(['local', 'UTC', 'Africa/Algiers', 'Africa/Cairo', 'Europe/Berlin', 'Europe/Vienna', 'Europe/Warsaw']);
    expect(selectChoices('zone', zones, undefined, t, 'es').map((c) => c.label)).toEqual(['«fields.zone.choices.local»', 'UTC', 'Argel', 'El Cairo', 'Berlín', 'Varsovia', 'Viena']);
  });

  it('keeps the declared order and the locale labels of a field without names', () => {
    const plain: SelectFieldDecl = { kind: 'select', choices: ['b', 'a'] };
    expect(selectChoices('x', plain, undefined, t, 'en')).toEqual([
      { value: 'b', label: '«fields.x.choices.b»' },
      { value: 'a', label: '«fields.x.choices.a»' },
    ]);
    expect(selectChoices('x', { ...plain, rawLabels: true }, undefined, t, 'en').map((c) => c.label)).toEqual(['b', 'a']);
  });
});
