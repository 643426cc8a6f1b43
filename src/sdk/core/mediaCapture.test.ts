import { describe, expect, it } from 'vitest';
import { captureProblem, captureSupport, recordedType, recordingType } from './mediaCapture.ts';
import { elapsedText, pauseClock, recordedMs, resumeClock, startClock } from './clock.ts';

/** An error as a browser throws it: a DOMException (or an older Chrome's plain object) with a name. */
const error = (name: string) => Object.assign(new Error('refused'), { name });

describe('captureProblem', () => {
  it('reads every error getUserMedia and getDisplayMedia give, by name', () => {
    expect(captureProblem(error('NotAllowedError'))).toBe('denied');
    expect(captureProblem(error('SecurityError'))).toBe('insecure');
    expect(captureProblem(error('NotFoundError'))).toBe('missing');
    expect(captureProblem(error('NotReadableError'))).toBe('busy');
    expect(captureProblem(error('OverconstrainedError'))).toBe('overconstrained');
    expect(captureProblem(error('AbortError'))).toBe('unavailable');
    expect(captureProblem(error('TypeError'))).toBe('unsupported');
  });
  it('knows the names older Chrome versions used', () => {
    expect(captureProblem({ name: 'PermissionDeniedError' })).toBe('denied');
    expect(captureProblem({ name: 'DevicesNotFoundError' })).toBe('missing');
    expect(captureProblem({ name: 'TrackStartError' })).toBe('busy');
    expect(captureProblem({ name: 'ConstraintNotSatisfiedError' })).toBe('overconstrained');
  });
  it('calls anything else unavailable, without throwing', () => {
    for (const odd of [undefined, null, 'NotAllowedError', 42, {}, { name: 7 }]) expect(captureProblem(odd)).toBe('unavailable');
  });
});

describe('captureSupport', () => {
  it('says nothing where the API is there, and tells an insecure page from a browser without the API', () => {
    expect(captureSupport({ secure: true, api: true })).toBeNull();
    expect(captureSupport({ secure: false, api: false })).toBe('insecure');
    expect(captureSupport({ secure: true, api: false })).toBe('unsupported');
  });
});

describe('recordingType', () => {
  const browser = (types: string[]) => (mime: string) => types.includes(mime);
  it('takes VP9 with Opus where the browser writes it (Chrome), else VP8 (Firefox)', () => {
    expect(recordingType(browser(['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm']), { video: true, audio: true })).toEqual({ mimeType: 'video/webm;codecs=vp9,opus', extension: 'webm' });
    expect(recordingType(browser(['video/webm;codecs=vp8,opus', 'video/webm']), { video: true, audio: true })).toEqual({ mimeType: 'video/webm;codecs=vp8,opus', extension: 'webm' });
  });
  it('asks for no audio codec when there is no sound, and for an audio type when there is no picture', () => {
    expect(recordingType(browser(['video/webm;codecs=vp9', 'video/webm;codecs=vp9,opus']), { video: true, audio: false })).toEqual({ mimeType: 'video/webm;codecs=vp9', extension: 'webm' });
    expect(recordingType(browser(['audio/webm;codecs=opus']), { video: false, audio: true })).toEqual({ mimeType: 'audio/webm;codecs=opus', extension: 'webm' });
    expect(recordingType(browser(['audio/mp4']), { video: false, audio: true })).toEqual({ mimeType: 'audio/mp4', extension: 'mp4' });
  });
  it('falls back to MP4 where WebM cannot be written (older Safari), and to none when nothing is known', () => {
    expect(recordingType(browser(['video/mp4']), { video: true, audio: true })).toEqual({ mimeType: 'video/mp4', extension: 'mp4' });
    expect(recordingType(browser([]), { video: true, audio: true })).toBeNull();
    expect(
      recordingType(
        () => {
          throw new Error('no');
        },
        { video: true, audio: false },
      ),
    ).toBeNull();
  });
  it('names a finished recording by the type the recorder reports', () => {
    expect(recordedType('video/webm;codecs=vp8,opus', true)).toEqual({ mimeType: 'video/webm;codecs=vp8,opus', extension: 'webm' });
    expect(recordedType('video/mp4', true).extension).toBe('mp4');
    expect(recordedType('', true)).toEqual({ mimeType: 'video/webm', extension: 'webm' });
    expect(recordedType('', false)).toEqual({ mimeType: 'audio/webm', extension: 'webm' });
  });
});

describe('elapsedText', () => {
  it('writes whole seconds gone by, cut, with hours only when there are some', () => {
    expect(elapsedText(0)).toBe('00:00');
    expect(elapsedText(9_999)).toBe('00:09');
    expect(elapsedText(10_000)).toBe('00:10');
    expect(elapsedText(61_500)).toBe('01:01');
    expect(elapsedText(3_599_999)).toBe('59:59');
    expect(elapsedText(3_600_000)).toBe('1:00:00');
    expect(elapsedText(36_061_000)).toBe('10:01:01');
  });
  it('never shows a negative or broken time', () => {
    expect(elapsedText(-5)).toBe('00:00');
    expect(elapsedText(Number.NaN)).toBe('00:00');
    expect(elapsedText(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

describe('the recording clock', () => {
  it('counts from the start, stands still while paused, and leaves the pauses out', () => {
    let c = startClock(1_000);
    expect(recordedMs(c, 4_000)).toBe(3_000);
    c = pauseClock(c, 4_000);
    expect(recordedMs(c, 60_000)).toBe(3_000);
    c = resumeClock(c, 10_000);
    expect(recordedMs(c, 12_500)).toBe(5_500);
    c = resumeClock(pauseClock(c, 13_000), 14_000);
    expect(recordedMs(c, 15_000)).toBe(7_000);
  });
  it('ignores a second pause or a resume that is not paused, and never goes below zero', () => {
    const c = pauseClock(startClock(0), 2_000);
    expect(pauseClock(c, 5_000)).toBe(c);
    const running = startClock(0);
    expect(resumeClock(running, 5_000)).toBe(running);
    expect(recordedMs(startClock(10_000), 9_000)).toBe(0);
    expect(recordedMs(resumeClock(pauseClock(startClock(10_000), 5_000), 4_000), 11_000)).toBe(1_000);
  });
});
