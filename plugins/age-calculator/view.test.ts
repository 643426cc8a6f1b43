import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('age-calculator', 'en');
const de = writer('age-calculator', 'de');
const fr = writer('age-calculator', 'fr');
const es = writer('age-calculator', 'es');

function shown(birth: string, at: string, leapRule: Options['leapRule'] = 'feb28') {
  const r = run({ birth, at } as Input, { leapRule });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  const items = v.blocks.filter((b): b is ValuesBlock => b.kind === 'values').flatMap((b) => b.items);
  const item = (label: string) => items.find((i) => en(i.label) === label)!;
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((b) => en(b.text));
  return { v, items, item, notes };
}

describe('age-calculator view', () => {
  it('says the age in words, in each language', () => {
    const { items, item } = shown('1990-05-15', '2026-11-25');
    expect(en(items[0]!.value)).toBe('36 years, 6 months and 10 days');
    expect(de(items[0]!.value)).toBe('36 Jahre, 6 Monate und 10 Tage');
    expect(fr(items[0]!.value).replace(/\s/g, ' ')).toBe('36 ans, 6 mois et 10 jours');
    expect(es(items[0]!.value)).toBe('36 años, 6 meses y 10 días');
    expect(en(items[0]!.label)).toBe('Age on Wednesday, November 25, 2026');
    expect(en(item('In weeks').value)).toBe('1,906 weeks and 1 day');
    expect(en(item('In days').value)).toBe('13,343');
    expect(en(item('In hours').value)).toBe('320,232');
    expect(en(item('Birthday number 37').value)).toBe('Saturday, May 15, 2027');
    expect(en(item('Days until then').value)).toBe('171 days');
  });

  it('wishes a happy birthday and explains the 29 February rule', () => {
    const { notes, items } = shown('2000-02-29', '2025-02-28');
    expect(en(items[0]!.value)).toBe('25 years');
    expect(notes[0]).toBe('Happy birthday! 25 years old today.');
    expect(notes[1]).toMatch(/^Born on 29 February/);
  });

  it('says one year in the singular, in each language', () => {
    const { v } = shown('2024-05-15', '2025-05-15');
    const note = v.blocks.find((b): b is NoteBlock => b.kind === 'note')!.text;
    const nbsp = (s: string) => s.replace(/\u202f/g, ' ');
    expect(en(note)).toBe('Happy birthday! 1 year old today.');
    expect(de(note)).toBe('Alles Gute zum Geburtstag! Heute 1 Jahr alt.');
    expect(nbsp(fr(note))).toBe('Joyeux anniversaire ! 1 an aujourd’hui.');
    expect(es(note)).toBe('¡Feliz cumpleaños! Hoy cumples 1 año.');
    const next = shown('2024-05-15', '2024-12-01').items.find((i) => en(i.label) === 'Birthday number 1')!;
    expect(nbsp(fr(next.label))).toBe('Anniversaire de 1 an');
    expect(de(next.label)).toBe('1. Geburtstag');
    expect(nbsp(fr(shown('1990-05-15', '2026-11-25').item('Birthday number 37').label))).toBe('Anniversaire des 37 ans');
  });
});
