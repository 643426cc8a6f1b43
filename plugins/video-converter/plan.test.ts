import { describe, expect, it } from 'vitest';
import { isToolError, toolError } from '@sdk/core';
import { audioFor, ffmpegArgs, frameRateFor, minimumTargetMegabytes, minimumVideoBitrate, pictureSize, planConversion, targetVideoBitrate, type Choices, type Plan, type Source } from './plan.ts';

const fullHd: Source = { width: 1920, height: 1080, frameRate: 30, duration: 60, audio: { channels: 2, sampleRate: 48000 } };
const choices = (over: Partial<Choices> = {}): Choices => ({ format: 'mp4', size: { quality: 'medium' }, resize: 'keep', frameRate: 'keep', rotate: '0', flip: 'none', mute: false, ...over });
const plan = (source: Source, over: Partial<Choices> = {}): Plan => {
  const made = planConversion(source, choices(over));
  if (isToolError(made)) throw new Error(made.code);
  return made;
};

describe('the picture size', () => {
  it('fits the box of the size chosen in either orientation, in proportion, in even pixels', () => {
    expect(pictureSize(1920, 1080, '720')).toEqual({ width: 1280, height: 720 });
    expect(pictureSize(1080, 1920, '720')).toEqual({ width: 720, height: 1280 });
    expect(pictureSize(3840, 2160, '1080')).toEqual({ width: 1920, height: 1080 });
    // Wider than 16:9: the long side rules (1920 × 800 → 1280 × 533.3, even: 532).
    expect(pictureSize(1920, 800, '720')).toEqual({ width: 1280, height: 532 });
    // 480p's box is 854 × 480: the short side rules here (1920 × 4/9 = 853.3, even: 852).
    expect(pictureSize(1920, 1080, '480')).toEqual({ width: 852, height: 480 });
    expect(pictureSize(1920, 1080, '360')).toEqual({ width: 640, height: 360 });
  });

  it('never enlarges, and makes odd sizes even (4:2:0 video needs them)', () => {
    expect(pictureSize(640, 360, '1080')).toEqual({ width: 640, height: 360 });
    expect(pictureSize(65, 49, 'keep')).toEqual({ width: 64, height: 48 });
    expect(pictureSize(1, 1, 'keep')).toEqual({ width: 2, height: 2 });
  });
});

describe('the frame rate and the sound', () => {
  it('lowers the frame rate only when the video has more', () => {
    expect(frameRateFor(60, '30')).toBe(30);
    expect(frameRateFor(29.97, '30')).toBeNull();
    expect(frameRateFor(30, '30')).toBeNull();
    expect(frameRateFor(undefined, '24')).toBe(24);
    expect(frameRateFor(25, 'keep')).toBeNull();
  });

  it('gives each channel its bitrate, at most two channels, at most two bits per sample', () => {
    expect(audioFor({ channels: 2, sampleRate: 48000 }, 'mp4', 'medium', false)).toEqual({ bitrate: 128_000, channels: 2 });
    expect(audioFor({ channels: 6, sampleRate: 48000 }, 'mp4', 'high', false)).toEqual({ bitrate: 160_000, channels: 2 });
    expect(audioFor({ channels: 2, sampleRate: 48000 }, 'webm', 'small', false)).toEqual({ bitrate: 64_000, channels: 2 });
    expect(audioFor({ channels: 1, sampleRate: 8000 }, 'mp4', 'medium', false)).toEqual({ bitrate: 16_000, channels: 1 });
    expect(audioFor({ channels: 1 }, 'webm', 'high', false)).toEqual({ bitrate: 64_000, channels: 1 });
    expect(audioFor({ channels: 2, sampleRate: 48000 }, 'mp4', 'medium', true)).toBeNull();
    expect(audioFor(null, 'mp4', 'medium', false)).toBeNull();
  });
});

describe('a target file size', () => {
  it('gives the picture the target’s bits over the duration, less the sound and 3% for the container', () => {
    // 10 MB in 60 s: 80,000,000 bits × 0.97 / 60 = 1,293,333 b/s, less 96 kb/s of sound.
    expect(targetVideoBitrate(10e6, 60, 96_000)).toBe(1_197_333);
    expect(targetVideoBitrate(1e6, 10, 0)).toBe(776_000);
    expect(plan(fullHd, { size: { targetBytes: 10e6 } }).video).toEqual({ bitrate: 1_197_333 });
    // The sound of a target size is the small preset's: 48 kb/s a channel in MP4.
    expect(plan(fullHd, { size: { targetBytes: 10e6 } }).audio).toEqual({ bitrate: 96_000, channels: 2 });
  });

  it('knows the least a picture can be watched at: 0.01 bits per pixel of each frame, at least 16 kb/s', () => {
    expect(minimumVideoBitrate(1920, 1080, 30)).toBe(622_080);
    expect(minimumVideoBitrate(1280, 720, 30)).toBe(276_480);
    expect(minimumVideoBitrate(64, 48, 10)).toBe(16_000);
    expect(minimumVideoBitrate(1920, 1080, undefined)).toBe(622_080);
    // (622,080 + 96,000) b/s × 60 s / 8 / 0.97 = 5.55 MB, rounded up to 5.6; below 1 MB to the hundredth.
    expect(minimumTargetMegabytes(622_080, 96_000, 60)).toBe(5.6);
    expect(minimumTargetMegabytes(16_000, 16_000, 2)).toBe(0.01);
  });

  it('refuses a target too small to be watched, at the field, with the smallest that works', () => {
    // 5 MB in a minute leaves 550,666 b/s for 1080p, which needs 622,080.
    expect(planConversion(fullHd, choices({ size: { targetBytes: 5e6 } }))).toEqual(toolError('targetTooSmall', { field: 'targetSize', target: 5, minimum: 5.6 }));
    // 2.5 MB leaves 227,333 b/s; 720p needs 276,480, and 2.9 MB is said.
    expect(planConversion(fullHd, choices({ size: { targetBytes: 2.5e6 }, resize: '720' }))).toEqual(toolError('targetTooSmall', { field: 'targetSize', target: 2.5, minimum: 2.9 }));
    // Without the sound its 96 kb/s go to the picture: 323,333 b/s is enough.
    expect(plan(fullHd, { size: { targetBytes: 2.5e6 }, resize: '720', mute: true }).video).toEqual({ bitrate: 323_333 });
    // A lower frame rate lowers the least too: 720p at 15 fps needs 138,240.
    expect(plan(fullHd, { size: { targetBytes: 2.5e6 }, resize: '720', frameRate: '15' }).video).toEqual({ bitrate: 227_333 });
    // A target below the sound alone.
    expect(planConversion(fullHd, choices({ size: { targetBytes: 100_000 } }))).toMatchObject({ code: 'targetTooSmall' });
  });
});

describe('FFmpeg’s arguments', () => {
  it('for MP4: scale, frame rate, turn and mirror in that order, H.264 at the preset’s CRF, AAC, the index first, bitexact', () => {
    const made = plan({ ...fullHd, frameRate: 60 }, { resize: '720', frameRate: '24', rotate: '90', flip: 'horizontal' });
    expect(made).toMatchObject({ scaled: { width: 1280, height: 720 }, width: 720, height: 1280, frameRate: 24, notEnlarged: false, frameRateKept: false });
    expect(ffmpegArgs(made, fullHd, 'input.mov', 'output.mp4')).toEqual([
      '-i', 'input.mov',
      '-map', '0:v:0', '-map', '0:a:0',
      '-map_metadata', '-1',
      '-vf', 'scale=1280:720,fps=24,transpose=clock,hflip',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '24',
      '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '128000', '-ac', '2',
      '-movflags', '+faststart',
      '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
      'output.mp4',
    ]);
  });

  it('for WebM: VP8 at constant quality under a ceiling, Opus; no filters when nothing changes the picture', () => {
    const made = plan(fullHd, { format: 'webm', size: { quality: 'high' } });
    // The ceiling: 0.2 bits per pixel of each frame, 1920 × 1080 × 30 fps.
    expect(made.video).toEqual({ crf: 10, maxBitrate: 12_441_600 });
    expect(ffmpegArgs(made, fullHd, 'input.mp4', 'output.webm')).toEqual([
      '-i', 'input.mp4',
      '-map', '0:v:0', '-map', '0:a:0',
      '-map_metadata', '-1',
      '-c:v', 'libvpx', '-deadline', 'good', '-cpu-used', '4', '-crf', '10', '-b:v', '12441600',
      '-pix_fmt', 'yuv420p',
      '-c:a', 'libopus', '-b:a', '128000', '-ac', '2',
      '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
      'output.webm',
    ]);
  });

  it('for a target size, muted, turned 180° and mirrored top to bottom', () => {
    const made = plan(fullHd, { format: 'webm', size: { targetBytes: 20e6 }, mute: true, rotate: '180', flip: 'vertical' });
    expect(ffmpegArgs(made, fullHd, 'input.mkv', 'output.webm')).toEqual([
      '-i', 'input.mkv',
      '-map', '0:v:0',
      '-map_metadata', '-1',
      '-vf', 'hflip,vflip,vflip',
      '-c:v', 'libvpx', '-deadline', 'good', '-cpu-used', '4', '-b:v', '2586666',
      '-pix_fmt', 'yuv420p',
      '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
      'output.webm',
    ]);
  });

  it('says when a size or frame rate asked for is kept, and a VP8 ceiling is never below 100 kb/s', () => {
    const tiny: Source = { width: 64, height: 48, frameRate: 10, duration: 2, audio: null };
    const made = plan(tiny, { format: 'webm', resize: '360', frameRate: '15' });
    expect(made).toMatchObject({ scaled: { width: 64, height: 48 }, notEnlarged: true, frameRateKept: true, frameRate: null, audio: null, video: { crf: 20, maxBitrate: 100_000 } });
    expect(ffmpegArgs(made, tiny, 'input.webm', 'output.webm')).not.toContain('-vf');
    expect(plan(tiny)).toMatchObject({ notEnlarged: false, frameRateKept: false });
  });
});
