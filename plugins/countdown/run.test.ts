import { describe, expect, it } from 'vitest';
import { resolveZone } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { run, type Countdown } from './run.ts';
import { parts } from './view.ts';

const at = (when: string, zone: Options['zone'], title = '') => run({ title, when } as Input, { zone });

describe('countdown instant', () => {
  it('reads the date and time as the clocks of the zone show them', () => {
    expect(at('2027-01-01T00:00', 'Europe/Paris', ' New Year ')).toEqual({ title: 'New Year', when: '2027-01-01T00:00:00', zone: 'Europe/Paris', local: false, instant: Date.UTC(2026, 11, 31, 23), offset: '+01:00', gapSeconds: 0, overlap: false });
    expect((at('2025-07-04T12:00:30', 'america/new_york') as Countdown).instant).toBe(Date.UTC(2025, 6, 4, 16, 0, 30));
    expect((at('2025-07-04T12:00', 'US/Eastern') as Countdown).zone).toBe('America/New_York');
    expect((at('2025-01-01T05:30', 'Asia/Kolkata') as Countdown).instant).toBe(Date.UTC(2025, 0, 1));
  });

  it('moves a time skipped by a clock change forward by the gap, and says so', () => {
    // 30 March 2025, Paris: clocks go from 02:00 to 03:00; 02:30 does not exist and becomes 03:30 (UTC 01:30).
    expect(at('2025-03-30T02:30', 'Europe/Paris')).toMatchObject({ instant: Date.UTC(2025, 2, 30, 1, 30), gapSeconds: 3600, overlap: false, offset: '+02:00' });
  });

  it('takes the first of a time that occurs twice, and says so', () => {
    // 26 October 2025, Paris: 02:30 happens at UTC 00:30 and again at 01:30.
    expect(at('2025-10-26T02:30', 'Europe/Paris')).toMatchObject({ instant: Date.UTC(2025, 9, 26, 0, 30), overlap: true, gapSeconds: 0 });
  });

  it('uses the browser’s zone for "local"', () => {
    const r = at('2025-06-01T10:00', 'local') as Countdown;
    expect(r.local).toBe(true);
    expect(r.zone).toBe(resolveZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC');
    expect(r.instant).toBe((run({ title: '', when: '2025-06-01T10:00' } as Input, { zone: r.zone }) as Countdown).instant);
  });
});

describe('bad input', () => {
  it('says what is wrong', () => {
    expect(at('', 'UTC')).toEqual({ kind: 'tool-error', code: 'selectWhen', params: { field: 'when' } });
    expect(at('2025-02-30T10:00', 'UTC')).toEqual({ kind: 'tool-error', code: 'invalidWhen', params: { field: 'when' } });
    expect(at('2025-02-10T24:00', 'UTC')).toMatchObject({ code: 'invalidWhen' });
    expect(at('tomorrow', 'UTC')).toMatchObject({ code: 'invalidWhen' });
    expect(at('2025-02-10T10:00', 'Mars/Olympus')).toEqual({ kind: 'tool-error', code: 'unknownZone', params: { zone: 'Mars/Olympus' } });
  });
});

describe('live parts', () => {
  it('splits a span into days, hours, minutes and seconds, either way', () => {
    expect(parts(((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000 + 999)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
    expect(parts(-61_000)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
    expect(parts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
