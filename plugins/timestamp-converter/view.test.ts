import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, readFields, toolError, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { displayContext } from '../../tests/display.ts';
import { displayText } from '@sdk/ui';
import { manifest, type Input, type Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

/** 2024-03-10T12:00:00Z. */
const NOW = 1_710_072_000_000;
const en = displayContext('timestamp-converter', 'en', NOW);
const de = displayContext('timestamp-converter', 'de', NOW);

function shown(input: Partial<Input>, mode: Options['mode']) {
  const r = run({ unix: '', unit: 'auto', iso: '', date: null, time: null, timeZone: 'UTC', ...input }, { mode });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  const values = v.blocks.filter((b): b is ValuesBlock => b.kind === 'values');
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note');
  return { v, values, notes };
}

describe('the result rows', () => {
  it('gives every form of the instant, each on a copyable row, dates in words in UTC, the chosen zone and the visitor’s', () => {
    const { values } = shown({ unix: '1700000000', timeZone: 'America/New_York' }, 'unix');
    const rows = values[0]!;
    expect(rows.layout).toBe('rows');
    expect(rows.items.every((i) => i.copy !== false)).toBe(true);
    // (Engines differ in the space before PM: a plain or a narrow no-break space.)
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(rows.items.map((i) => [displayText(i.label, en), plain(displayText(i.value, en))])).toEqual([
      ['Unix time (seconds)', '1700000000'],
      ['Unix time (milliseconds)', '1700000000000'],
      ['ISO 8601 (UTC)', '2023-11-14T22:13:20Z'],
      ['ISO 8601 (America/New York)', '2023-11-14T17:13:20-05:00'],
      ['HTTP date (RFC 7231)', 'Tue, 14 Nov 2023 22:13:20 GMT'],
      ['In UTC', 'Tuesday, November 14, 2023 at 10:13:20 PM UTC'],
      ['In your time zone', plain(displayText({ date: 1_700_000_000_000, format: { dateStyle: 'full', timeStyle: 'long' } }, en))],
      ['In America/New York', 'Tuesday, November 14, 2023 at 5:13:20 PM EST'],
      ['Relative to now', '4 months ago'],
    ]);
    // The visitor's own zone is left to the browser.
    expect(rows.items[6]!.value).toMatchObject({ format: { timeZone: 'local' } });
  });

  it('leaves out the zone rows for UTC, and writes dates before year 1 with their era', () => {
    const { values } = shown({ unix: '-8640000000000000', unit: 'ms' }, 'unix');
    const labels = values[0]!.items.map((i) => displayText(i.label, en));
    expect(labels.filter((l) => l.startsWith('In '))).toEqual(['In UTC', 'In your time zone']);
    expect(labels).not.toContain('HTTP date (RFC 7231)');
    expect(displayText(values[0]!.items.find((i) => displayText(i.label, en) === 'In UTC')!.value, en)).toMatch(/BC/);
  });

  it('speaks German', () => {
    const { values } = shown({ iso: '2023-11-14T22:13:20Z' }, 'iso');
    const row = (label: string) => displayText(values[0]!.items.find((i) => displayText(i.label, de) === label)!.value, de);
    expect(row('In UTC')).toBe('Dienstag, 14. November 2023 um 22:13:20 UTC');
    expect(row('Relativ zu jetzt')).toBe('vor 4 Monaten');
  });
});

describe('the notes', () => {
  it('says how the number was read', () => {
    expect(displayText(shown({ unix: '1700000000' }, 'unix').notes[0]!.text, en)).toBe('Read as seconds, detected from the number of digits. If that is wrong, choose the unit above.');
    expect(displayText(shown({ unix: '1700000000000' }, 'unix').notes[0]!.text, en)).toMatch(/^Read as milliseconds, detected/);
    expect(displayText(shown({ unix: '1700000000000', unit: 's' }, 'unix').notes[0]!.text, en)).toBe('Read as seconds.');
  });

  it('says when a time without offset was read in the zone, or fell into a clock change', () => {
    expect(displayText(shown({ iso: '2023-11-14T22:13:20', timeZone: 'America/New_York' }, 'iso').notes[0]!.text, de)).toBe(
      'Der Text hat keinen UTC-Versatz und wurde deshalb als Uhrzeit in America/New York gelesen.',
    );
    expect(displayText(shown({ date: '2024-03-31', time: '02:30', timeZone: 'Europe/Paris' }, 'datetime').notes[0]!.text, en)).toMatch(/^This time does not exist in Europe\/Paris/);
    expect(displayText(shown({ date: '2024-10-27', time: '02:30:15', timeZone: 'Europe/Paris' }, 'datetime').notes[0]!.text, en)).toMatch(/^This time occurs twice in Europe\/Paris/);
    // A picked date and time is always read in the zone: no note for that.
    expect(shown({ date: '2000-01-01', time: '00:00', timeZone: 'Asia/Tokyo' }, 'datetime').notes).toHaveLength(0);
  });
});

describe('the current Unix time', () => {
  it('ticks in seconds and milliseconds, each copyable, after the result and while the field is empty', () => {
    for (const { values } of [shown({ unix: '0' }, 'unix'), shown({}, 'unix')]) {
      const clock = values.at(-1)!;
      expect(displayText(clock.label, en)).toBe('Current Unix time');
      expect(clock.items.map((i) => [displayText(i.label, en), displayText(i.value, en), i.copy])).toEqual([
        ['Seconds', '1710072000', true],
        ['Milliseconds', '1710072000000', true],
      ]);
    }
  });

  it('asks for the tab’s value in the spec’s words while its field is empty', () => {
    expect(displayText(shown({}, 'unix').notes[0]!.text, en)).toBe('Please enter a Unix timestamp');
    expect(displayText(shown({}, 'iso').notes[0]!.text, en)).toBe('Please enter an ISO 8601 date');
    expect(displayText(shown({}, 'datetime').notes[0]!.text, de)).toBe('Bitte geben Sie Datum und Uhrzeit ein');
    // A date without its time (or the reverse) is asked for the same way.
    expect(displayText(shown({ date: '2024-03-31' }, 'datetime').notes[0]!.text, en)).toBe('Please enter a date and time');
    expect(displayText(shown({ time: '02:30' }, 'datetime').notes[0]!.text, en)).toBe('Please enter a date and time');
    const { v } = shown({}, 'unix');
    expect(displayText(v.copy, en)).toBe('1710072000');
  });
});

describe('the date and the time, read as the page reads them', () => {
  const page = (raw: Record<string, string>) => readFields(manifest.fields, { unix: '', iso: '', ...raw }, 'en', 'datetime');
  const t = (lang: 'en' | 'de', key: string) => (lang === 'en' ? en : de).t(key, {});

  it('gives run() the date and the time of day, seconds included, and waits while either is empty', () => {
    const read = page({ date: '2023-11-14', time: '22:13:20' });
    expect(read).toMatchObject({ errors: {}, missing: [] });
    expect(read.input).toMatchObject({ date: '2023-11-14', time: '22:13:20' });
    expect(run(read.input as Input, { mode: 'datetime' })).toMatchObject({ seconds: '1700000000' });
    // Both are optional: an empty one is no mistake, the result asks for a date and time.
    const half = page({ date: '2023-11-14', time: '' });
    expect(half).toMatchObject({ errors: {}, missing: [] });
    expect(run(half.input as Input, { mode: 'datetime' })).toEqual({ mode: 'datetime', empty: true });
  });

  it('says the spec’s “Please enter a valid date and time” at the date or the time that is wrong', () => {
    const read = page({ date: '2023-02-30', time: '25:00' });
    expect(read.errors).toEqual({ date: toolError('invalidDate'), time: toolError('invalidTime') });
    expect(t('en', 'fields.date.errors.invalidDate')).toBe('Please enter a valid date and time');
    expect(t('en', 'fields.time.errors.invalidTime')).toBe('Please enter a valid date and time');
    expect(t('de', 'fields.time.errors.invalidTime')).toBe('Bitte geben Sie ein gültiges Datum und eine gültige Uhrzeit ein');
    // What run() refuses is said at the same fields, in the same words.
    expect(run({ ...(page({}).input as Input), date: '0000-01-01', time: '10:00' }, { mode: 'datetime' })).toEqual(toolError('invalidDatetime', { field: 'date' }));
    expect(t('en', 'errors.invalidDatetime')).toBe('Please enter a valid date and time');
    expect(t('en', 'errors.datetimeRequired')).toBe('Please enter a date and time');
  });
});
