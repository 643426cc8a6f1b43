import { describe, expect, it } from 'vitest';
import { run } from './run.ts';

describe('screen-recorder run', () => {
  it('says only which sound is recorded', () => {
    expect(run({}, { systemAudio: true, microphone: false })).toEqual({ systemAudio: true, microphone: false });
    expect(run({}, { systemAudio: false, microphone: true })).toEqual({ systemAudio: false, microphone: true });
  });
});
