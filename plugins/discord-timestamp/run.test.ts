import { describe, expect, it } from 'vitest';
import { isToolError, toolError } from '@sdk/core';
import { STYLES, type Input, type Options } from './manifest.ts';
import { MAX_TAGS, run, type Created, type Read } from './run.ts';

const input = (fields: Partial<Input>): Input => ({ when: null, timeZone: 'UTC', message: '', ...fields });
const create = (when: string, timeZone = 'UTC') => run(input({ when, timeZone }), { mode: 'create' } as Options) as Created;
const read = (message: string, timeZone = 'UTC') => run(input({ message, timeZone }), { mode: 'read' } as Options);

describe('making tags', () => {
  it('gives 1767225600 for 2026-01-01T00:00:00Z, in every style Discord knows', () => {
    const r = create('2026-01-01T00:00:00');
    expect(r.unix).toBe(1_767_225_600);
    expect(r.tags.map((t) => t.tag)).toEqual(STYLES.map((s) => `<t:1767225600:${s}>`));
    expect(r.tags.map((t) => t.style)).toEqual(['t', 'T', 'd', 'D', 'f', 'F', 's', 'S', 'R']);
  });
  it('reads the date and time as the clocks of the chosen zone show them', () => {
    expect(create('2026-01-01T01:00:00', 'Europe/Berlin').unix).toBe(1_767_225_600);
    expect(create('2026-01-01T09:00', 'Asia/Tokyo').unix).toBe(1_767_225_600);
    const ny = create('2026-07-04T20:30:00', 'America/New_York');
    expect([ny.unix, ny.iso, ny.zonedIso]).toEqual([1_783_211_400, '2026-07-05T00:30:00Z', '2026-07-04T20:30:00-04:00']);
  });
  it('says when a clock change skips or repeats the time', () => {
    expect(create('2026-03-08T02:30:00', 'America/New_York').wallClock).toBe('skipped');
    expect(create('2026-11-01T01:30:00', 'America/New_York').wallClock).toBe('repeated');
  });
  it('before 1970 the number is negative', () => {
    expect(create('1969-07-20T20:17:40').unix).toBe(-14_182_940);
  });
  it('uses the visitor’s own zone for "local"', () => {
    const r = run(input({ when: '2026-01-01T00:00:00', timeZone: 'local' }), { mode: 'create' } as Options) as Created;
    expect(r.local).toBe(true);
    expect(r.zone).toBeTruthy();
  });
  it('refuses a missing or impossible date, and an unknown zone', () => {
    expect(run(input({ when: null }), { mode: 'create' } as Options)).toEqual(toolError('whenRequired', { field: 'when' }));
    expect(run(input({ when: '2026-02-30T10:00' }), { mode: 'create' } as Options)).toEqual(toolError('invalidWhen', { field: 'when' }));
    expect(run(input({ when: '2026-01-01T00:00', timeZone: 'Mars/Olympus' }), { mode: 'create' } as Options)).toEqual(toolError('invalidTimeZone', { field: 'timeZone' }));
  });
});

describe('reading tags', () => {
  it('reads every tag in a message, with its style, in UTC and in the zone', () => {
    const r = read('Raid <t:1767225600:F> (<t:1767225600:R>), doors <t:1767222000:t>, also <t:1767225600>', 'Asia/Tokyo') as Read;
    expect(r.found.map((t) => [t.tag, t.unix, t.style, t.defaulted, t.iso, t.zonedIso])).toEqual([
      ['<t:1767225600:F>', 1767225600, 'F', false, '2026-01-01T00:00:00Z', '2026-01-01T09:00:00+09:00'],
      ['<t:1767225600:R>', 1767225600, 'R', false, '2026-01-01T00:00:00Z', '2026-01-01T09:00:00+09:00'],
      ['<t:1767222000:t>', 1767222000, 't', false, '2025-12-31T23:00:00Z', '2026-01-01T08:00:00+09:00'],
      ['<t:1767225600>', 1767225600, 'f', true, '2026-01-01T00:00:00Z', '2026-01-01T09:00:00+09:00'],
    ]);
    expect(r.problems).toEqual([]);
  });
  it('says which tag is wrong: a style Discord does not know, a tag that is not one, a number out of range', () => {
    expect(read('<t:1767225600:x>')).toEqual(toolError('invalidStyle', { field: 'message', tag: '<t:1767225600:x>', style: 'x' }));
    expect(read('<t:abc:f>')).toEqual(toolError('invalidTag', { field: 'message', tag: '<t:abc:f>' }));
    expect(read('<t:1767225600:f')).toEqual(toolError('invalidTag', { field: 'message', tag: '<t:1767225600:f' }));
    expect(read('<t:99999999999999:f>')).toEqual(toolError('tagOutOfRange', { field: 'message', tag: '<t:99999999999999:f>' }));
    expect(read('no tags here')).toEqual(toolError('noTags', { field: 'message' }));
    expect(read('  ')).toEqual(toolError('messageRequired', { field: 'message' }));
  });
  it('keeps the good tags when some are wrong, and lists the wrong ones', () => {
    const r = read('<t:1767225600:D> and <t:1:Q>') as Read;
    expect(r.found).toHaveLength(1);
    expect(r.problems).toEqual([{ tag: '<t:1:Q>', code: 'invalidStyle', style: 'Q' }]);
  });
  it('flags a number that looks like milliseconds', () => {
    const r = read('<t:1767225600000:f>') as Read;
    expect(r.found[0]!.likelyMilliseconds).toBe(true);
  });
  it('reads at most MAX_TAGS tags from a long text', () => {
    const r = read('<t:0:R> '.repeat(MAX_TAGS + 50));
    expect(isToolError(r) ? 0 : (r as Read).found.length).toBe(MAX_TAGS);
  });
});
