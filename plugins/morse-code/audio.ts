/**
 * Morse as sound, pure: the timing of each element at a speed in words per minute (PARIS, 50 units
 * a word), with Farnsworth spacing, the samples of a sine tone with short ramps (no clicks), and a
 * WAV file (RIFF, PCM 16-bit mono). The page plays these same samples and downloads this same file.
 *
 * Timing: ITU-R M.1677-1, Part I, 2: a dash is three dots, the space between the elements of one
 * character is one dot, between characters three dots, between words seven dots. At w words per
 * minute a dot lasts 1.2 / w seconds. Farnsworth (ARRL, "A Standard for Morse Timing Using the
 * Farnsworth Technique", J. Bloom, QEX 1990): characters at speed c, the spaces between characters
 * and words stretched so the text goes at the slower overall speed s: t_a = (60c − 37.2s) / (s·c)
 * seconds of delay per word, of which 3/19 go between characters and 7/19 between words.
 */

export interface MorseTiming {
  /** Character speed, words per minute. */
  readonly wpm: number;
  /** Overall (Farnsworth) speed, words per minute; ignored unless lower than wpm. */
  readonly farnsworthWpm?: number;
}

/** Seconds: one dot, the gap between characters, the gap between words. */
export function unitSeconds({ wpm, farnsworthWpm }: MorseTiming): { dot: number; charGap: number; wordGap: number } {
  const dot = 1.2 / wpm;
  if (farnsworthWpm === undefined || farnsworthWpm >= wpm) return { dot, charGap: 3 * dot, wordGap: 7 * dot };
  const delay = (60 * wpm - 37.2 * farnsworthWpm) / (farnsworthWpm * wpm);
  return { dot, charGap: (3 * delay) / 19, wordGap: (7 * delay) / 19 };
}

/** A tone (on) or a silence, in seconds from the start. */
export interface Segment {
  readonly on: boolean;
  readonly start: number;
  readonly end: number;
}

/**
 * The tones of a Morse text written with . and -, letters separated by spaces and words by " / "
 * (as run() writes it). Ends at the last tone.
 */
export function segments(morse: string, timing: MorseTiming): Segment[] {
  const { dot, charGap, wordGap } = unitSeconds(timing);
  const out: Segment[] = [];
  let t = 0;
  const words = morse.split('/').map((w) => w.split(/\s+/).map((l) => l.replace(/[^.-]/g, '')).filter((l) => l !== '')).filter((w) => w.length > 0);
  words.forEach((word, wi) =>
    word.forEach((letter, li) => {
      for (let ei = 0; ei < letter.length; ei++) {
        if (out.length > 0) t += ei > 0 ? dot : li > 0 ? charGap : wi > 0 ? wordGap : 0;
        const len = letter[ei] === '.' ? dot : 3 * dot;
        out.push({ on: true, start: t, end: t + len });
        t += len;
      }
    }),
  );
  return out;
}

/** Seconds from the first tone's start to the last tone's end. */
export const duration = (tones: readonly Segment[]): number => (tones.length > 0 ? tones[tones.length - 1]!.end : 0);

/** Ramp at each tone's start and end, seconds (a raised cosine: no clicks). */
export const RAMP = 0.005;
export const SAMPLE_RATE = 22_050;
/** Longest sound made: ten minutes. */
export const MAX_SECONDS = 600;

/** The tones as samples in −1…1 (amplitude 0.8), each tone starting and ending on a whole sample. */
export function samples(tones: readonly Segment[], frequency: number, sampleRate = SAMPLE_RATE): Float32Array<ArrayBuffer> {
  const total = Math.round(duration(tones) * sampleRate);
  const out = new Float32Array(total);
  const ramp = Math.max(1, Math.round(RAMP * sampleRate));
  const w = (2 * Math.PI * frequency) / sampleRate;
  for (const tone of tones) {
    const from = Math.round(tone.start * sampleRate);
    const to = Math.round(tone.end * sampleRate);
    const n = to - from;
    const r = Math.min(ramp, Math.floor(n / 2));
    for (let i = 0; i < n; i++) {
      const edge = Math.min(i, n - 1 - i);
      const gain = edge < r ? 0.5 - 0.5 * Math.cos((Math.PI * edge) / r) : 1;
      out[from + i] = 0.8 * gain * Math.sin(w * i);
    }
  }
  return out;
}

/** A WAV file: RIFF header (44 bytes) and 16-bit little-endian PCM, mono. */
export function encodeWav(pcm: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + pcm.length * 2);
  const v = new DataView(bytes.buffer);
  const ascii = (at: number, s: string) => [...s].forEach((c, i) => v.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  v.setUint32(4, 36 + pcm.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  v.setUint32(16, 16, true); // fmt chunk size
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * 2, true); // bytes per second
  v.setUint16(32, 2, true); // bytes per sample frame
  v.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  v.setUint32(40, pcm.length * 2, true);
  for (let i = 0; i < pcm.length; i++) v.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, pcm[i]!)) * 32767), true);
  return bytes;
}
