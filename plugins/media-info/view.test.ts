import { describe, expect, it } from 'vitest';
import { msg, num } from '@sdk/core';
import { aspectRatio, bitRate, timecode, view } from './view.ts';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import type { MediaReport } from './report.ts';

describe('the view’s numbers', () => {
  it('times as timecodes to the millisecond, rounded once (59.9996 s is a minute)', () => {
    expect(timecode(3723.5)).toEqual(msg('timecode', { h: num(1), m: num(2, { minimumIntegerDigits: 2 }), s: num(3.5, { minimumIntegerDigits: 2, minimumFractionDigits: 3, maximumFractionDigits: 3 }) }));
    expect(timecode(59.9996)).toEqual(msg('timecode', { h: num(0), m: num(1, { minimumIntegerDigits: 2 }), s: num(0, { minimumIntegerDigits: 2, minimumFractionDigits: 3, maximumFractionDigits: 3 }) }));
  });

  it('bitrates in kb/s, with a decimal below 10 kb/s, and in Mb/s from 10 Mb/s', () => {
    expect(bitRate(128_000)).toEqual(num(128, { style: 'unit', unit: 'kilobit-per-second', maximumFractionDigits: 0 }));
    expect(bitRate(6_644)).toEqual(num(6.644, { style: 'unit', unit: 'kilobit-per-second', maximumFractionDigits: 1 }));
    expect(bitRate(50_912_345)).toEqual(num(50.912345, { style: 'unit', unit: 'megabit-per-second', maximumFractionDigits: 1 }));
  });

  it('aspect ratios by their names where they have one (16:9), else as x:1', () => {
    expect(aspectRatio(1.778)).toEqual(msg('ratio', { width: num(16), height: num(9) }));
    expect(aspectRatio(1.333)).toEqual(msg('ratio', { width: num(4), height: num(3) }));
    expect(aspectRatio(2.39)).toEqual(msg('ratioToOne', { value: num(2.39, { maximumFractionDigits: 3 }) }));
  });
});

describe('the view', () => {
  it('has the file first, then a block per stream, the tags and the chapters, each under its heading', () => {
    const { blocks } = view(EXAMPLE_OUTPUTS.webm as MediaReport);
    expect(blocks.map((b) => ('label' in b ? b.label : b.kind))).toEqual([
      msg('summary', { name: 'clip.webm' }),
      msg('streams.video', { number: num(1) }),
      msg('streams.audio', { number: num(1) }),
      msg('streams.text', { number: num(1) }),
      msg('tagsLabel'),
      msg('chaptersLabel'),
    ]);
  });

  it('says so when a recognised format holds no stream', () => {
    const { blocks } = view({ name: 'x.mka', size: 10, format: 'Matroska', streams: [], tags: [], chapters: [] });
    expect(blocks.map((b) => b.kind)).toEqual(['values', 'note']);
  });
});
