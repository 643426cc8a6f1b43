import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('countdown', 'en');
const de = writer('countdown', 'de');

function shown(when: string, zone: string) {
  const r = run({ title: '', when } as Input, { zone });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  const items = v.blocks.filter((b): b is ValuesBlock => b.kind === 'values').flatMap((b) => b.items);
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((b) => en(b.text));
  return { v, items, notes };
}

describe('countdown view', () => {
  it('writes the moment in its zone and in ISO 8601 with its offset', () => {
    const { items, v } = shown('2027-01-01T00:00', 'Europe/Paris');
    expect(en(items[0]!.label)).toBe('In Europe/Paris');
    expect(en(items[0]!.value)).toMatch(/^Friday, January 1, 2027 at 12:00:00\sAM GMT\+1$/);
    expect(de(items[0]!.value)).toMatch(/^Freitag, 1\. Januar 2027 um 00:00:00 MEZ$/);
    expect(items.at(-1)!.value).toBe('2027-01-01T00:00:00+01:00');
    expect(v.copy).toBe('2027-01-01T00:00:00+01:00');
  });

  it('writes UTC with a Z and says when a clock change moved the time', () => {
    expect(shown('2025-01-01T00:00', 'UTC').items.at(-1)!.value).toBe('2025-01-01T00:00:00Z');
    expect(shown('2025-03-30T02:30', 'Europe/Paris').notes).toEqual(['The clocks skip this time (daylight saving time starts), so the countdown runs to 60 minutes later.']);
    expect(shown('2025-10-26T02:30', 'Europe/Paris').notes).toEqual(['This time occurs twice (daylight saving time ends): the countdown runs to the first.']);
  });
});
