import { describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { askedParts, checkParts, containerFor, exactArgs, fastArgs, MAX_PARTS, nameStamp, outputName, partLine, type Asked } from './plan.ts';

const X = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];
const MP4 = containerFor('holiday.mp4', 'fast');

describe('the parts asked for', () => {
  it('"Add this part" appends the start and end as typed, one line a part', () => {
    expect(partLine('', '0:05', '0:10')).toBe('0:05 – 0:10');
    expect(partLine('0:05 – 0:10\n\n', '1:00,5', '1:02')).toBe('0:05 – 0:10\n1:00,5 – 1:02');
    expect(partLine('', '', '0:03')).toBe('0:00 – 0:03');
    // An empty end is the end of the video, as in the fields.
    expect(partLine('', '0:07', '')).toBe('0:07 –');
    expect(manifest.actions!.addPart!({ input: { start: '0:01', end: '0:02', clips: '0:00 – 0:00.5' }, options: {} })).toEqual({ input: { clips: '0:00 – 0:00.5\n0:01 – 0:02' } });
  });

  it('reads the fields, empty being the beginning and the end', () => {
    expect(askedParts('', '', '')).toEqual([{ start: 0, end: null, line: null }]);
    expect(askedParts('1:02.5', '1:05', '')).toEqual([{ start: 62.5, end: 65, line: null }]);
    expect(askedParts('0:01,4', '2,5', '')).toEqual([{ start: 1.4, end: 2.5, line: null }]);
  });

  it('reads the box line by line (any dash, blank lines skipped), then the fields unless empty or listed', () => {
    expect(askedParts('', '', '0:00 – 0:01\n\n0:02-0:03\n0:04 — \n')).toEqual([
      { start: 0, end: 1, line: 1 },
      { start: 2, end: 3, line: 3 },
      { start: 4, end: null, line: 4 },
    ]);
    expect(askedParts('0:05', '0:06', '0:00 – 0:01')).toEqual([
      { start: 0, end: 1, line: 1 },
      { start: 5, end: 6, line: null },
    ]);
    // The fields' part was added with "Add this part": it is not joined twice.
    expect(askedParts('0:05', '0:06', '0:00 – 0:01\n0:05.000 – 0:06')).toHaveLength(2);
  });

  it('says a mistake at its field, and which line of the box', () => {
    expect(askedParts('1:75', '', '')).toMatchObject({ code: 'badTime', params: { field: 'start' } });
    expect(askedParts('', 'soon', '')).toMatchObject({ code: 'badTime', params: { field: 'end' } });
    expect(askedParts('0:02', '0:01', '')).toMatchObject({ code: 'endBeforeStart', params: { field: 'end' } });
    expect(askedParts('0:02', '0:02', '')).toMatchObject({ code: 'endBeforeStart', params: { field: 'end' } });
    expect(askedParts('', '', '0:00 – 0:01\n\nfrom 2 to 3')).toMatchObject({ code: 'badLine', params: { field: 'clips', line: 3 } });
    expect(askedParts('', '', '0:00 – 0:01 – 0:02')).toMatchObject({ code: 'badLine', params: { field: 'clips', line: 1 } });
    expect(askedParts('', '', '0:03 – 0:01')).toMatchObject({ code: 'lineEndBeforeStart', params: { field: 'clips', line: 1 } });
    const many = Array.from({ length: MAX_PARTS + 1 }, (_, i) => `${i}:00 – ${i}:01`).join('\n');
    expect(askedParts('', '', many)).toMatchObject({ code: 'tooManyParts', params: { field: 'clips', max: 20 } });
  });

  it('checks the parts against the video: within it, and no two overlapping (said at the later one)', () => {
    const asked = (start: number, end: number | null, line: number | null = null): Asked => ({ start, end, line });
    expect(checkParts([asked(0, null)], 3)).toEqual([{ start: 0, end: 3, line: null }]);
    // Parts that touch are fine; the timeline's millisecond past the end too.
    expect(checkParts([asked(0, 1, 1), asked(1, 3.0004)], 3)).toEqual([{ start: 0, end: 1, line: 1 }, { start: 1, end: 3, line: null }]);
    expect(checkParts([asked(3, null)], 3)).toMatchObject({ code: 'pastEnd', params: { field: 'start', duration: 3 } });
    expect(checkParts([asked(1, 3.5)], 3)).toMatchObject({ code: 'pastEnd', params: { field: 'end', duration: 3 } });
    expect(checkParts([asked(2, 4, 1)], 3.0004)).toMatchObject({ code: 'linePastEnd', params: { field: 'clips', line: 1, duration: 3 } });
    expect(checkParts([asked(0, 2, 1), asked(2, 3, 2), asked(1.5, 2.5, 4)], 3)).toMatchObject({ code: 'partsOverlap', params: { field: 'clips', line: 4, other: 1 } });
    expect(checkParts([asked(0, 2, 2), asked(1, null)], 3)).toMatchObject({ code: 'fieldsOverlap', params: { field: 'start', line: 2 } });
  });
});

describe('the new file', () => {
  it('keeps the container in a fast cut (Matroska for the others), writes MP4 or WebM in an exact one', () => {
    expect(['a.MP4', 'a.m4v', 'a.mov', 'a.webm', 'a.mkv', 'a.avi', 'a'].map((n) => containerFor(n, 'fast').extension)).toEqual(['mp4', 'mp4', 'mov', 'webm', 'mkv', 'mkv', 'mkv']);
    expect(['a.mov', 'a.webm', 'a.avi'].map((n) => containerFor(n, 'exact'))).toEqual([
      { extension: 'mp4', type: 'video/mp4' },
      { extension: 'webm', type: 'video/webm' },
      { extension: 'mp4', type: 'video/mp4' },
    ]);
  });

  it('is named after its source and the part, or "trimmed" for parts joined', () => {
    expect([0, 5, 1.4, 62.25, 3723].map(nameStamp)).toEqual(['0m00s', '0m05s', '0m01.4s', '1m02.25s', '1h02m03s']);
    expect(outputName('holiday.mp4', [{ start: 5, end: 10 }], MP4)).toBe('holiday-0m05s-0m10s.mp4');
    expect(outputName('holiday.mp4', [{ start: 0, end: 1 }, { start: 2, end: 3 }], MP4)).toBe('holiday-trimmed.mp4');
    expect(outputName('a:b?.webm', [{ start: 0, end: 1 }, { start: 2, end: 3 }], containerFor('x.webm', 'exact'))).toBe('a_b_-trimmed.webm');
    expect(outputName('.mp4', [{ start: 0, end: 1 }, { start: 2, end: 3 }], MP4)).toBe('video-trimmed.mp4');
  });

  it('fast: copies from the keyframe, one part from a seek, several through the concat demuxer', () => {
    expect(fastArgs('source.mp4', [{ from: 1, end: 2.5 }], MP4, 'out.mp4', (n) => `/in/${n}`).args).toEqual([
      '-ss', '1', '-i', 'source.mp4', '-t', '1.5', '-map', '0:v:0', '-map', '0:a:0?', '-map_chapters', '-1', '-c', 'copy', '-movflags', '+faststart', ...X, 'out.mp4',
    ]);
    const joined = fastArgs('source.mkv', [{ from: 0, end: 1 }, { from: 2, end: 3.25 }], containerFor('s.mkv', 'fast'), 'out.mkv', (n) => `/in/${n}`);
    expect(joined.args).toEqual(['-f', 'concat', '-safe', '0', '-i', 'parts.txt', '-map', '0:v:0', '-map', '0:a:0?', '-map_chapters', '-1', '-c', 'copy', ...X, 'out.mkv']);
    expect(joined.list).toBe("ffconcat version 1.0\nfile '/in/source.mkv'\ninpoint 0\noutpoint 1\nfile '/in/source.mkv'\ninpoint 2\noutpoint 3.25\n");
  });

  it('exact: each part from its own seek, re-encoded, several joined by the concat filter', () => {
    const enc = ['-c:v', 'libx264'];
    expect(exactArgs('source.mp4', [{ start: 1.4, end: 2.5 }], true, MP4, enc, 'out.mp4')).toEqual([
      '-ss', '1.4', '-i', 'source.mp4', '-t', '1.1', '-map', '0:v:0', '-map', '0:a:0?', '-map_chapters', '-1', '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2', '-c:v', 'libx264', '-movflags', '+faststart', ...X, 'out.mp4',
    ]);
    expect(exactArgs('source.mp4', [{ start: 0, end: 1 }, { start: 2, end: 3 }], true, MP4, enc, 'out.mp4')).toEqual([
      '-ss', '0', '-t', '1', '-i', 'source.mp4', '-ss', '2', '-t', '1', '-i', 'source.mp4',
      '-filter_complex', '[0:v:0][0:a:0][1:v:0][1:a:0]concat=n=2:v=1:a=1[joined][a];[joined]scale=trunc(iw/2)*2:trunc(ih/2)*2[v]',
      '-map', '[v]', '-map', '[a]', '-map_chapters', '-1', '-c:v', 'libx264', '-movflags', '+faststart', ...X, 'out.mp4',
    ]);
    const silent = exactArgs('s.webm', [{ start: 0, end: 1 }, { start: 2, end: 3 }], false, containerFor('s.webm', 'exact'), enc, 'out.webm');
    expect(silent).toContain('[0:v:0][1:v:0]concat=n=2:v=1:a=0[joined];[joined]scale=trunc(iw/2)*2:trunc(ih/2)*2[v]');
    expect(silent).not.toContain('[a]');
    expect(silent).not.toContain('-movflags');
  });
});
