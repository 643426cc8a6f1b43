import { describe, expect, it } from 'vitest';
import type { Display, MeterBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { FLOOR_DB } from './run.ts';
import { cameraBlocks, microphoneBlocks, recordingBlocks } from './view.ts';

const stats = (b: unknown, w: (d: Display) => string) => (b as ValuesBlock).items.map((i) => `${w(i.label)}: ${w(i.value)}`);

describe('webcam-and-microphone-test view', () => {
  it('writes the camera’s resolution and both frame rates in the page’s language', () => {
    const w = writer('webcam-and-microphone-test', 'de');
    const [values] = cameraBlocks({ label: 'fake_device_0', width: 1280, height: 720, frameRate: 30, facingMode: 'user', measured: 29.87 });
    expect(stats(values, w)).toEqual([
      'Kamera: fake_device_0',
      'Auflösung: 1280 × 720',
      'Bildrate (Kameraeinstellung): 30 fps',
      'Bildrate (gemessen): 29,9 fps',
      'Ausrichtung: Zu Ihnen (vorne)',
    ]);
  });
  it('says what is not known yet or not reported, and leaves out a facing mode it does not know', () => {
    const w = writer('webcam-and-microphone-test', 'en');
    expect(stats(cameraBlocks({ label: '', measured: null })[0], w)).toEqual([
      'Camera: Unnamed device',
      'Resolution: Not reported',
      'Frame rate (camera setting): Not reported',
      'Frame rate (measured): Measuring…',
    ]);
    expect(stats(cameraBlocks({ label: 'Cam', facingMode: 'sideways', measured: null, cannotMeasure: true })[0], w)).toContain('Frame rate (measured): This browser cannot measure it');
  });
  it('draws the level as a meter with the level in words and decibels, and the microphone’s settings', () => {
    const w = writer('webcam-and-microphone-test', 'fr');
    const [meter, values] = microphoneBlocks({ label: 'Micro USB', sampleRate: 48000, channelCount: 1, echoCancellation: true, noiseSuppression: false }, { rmsDb: -23.4, peakDb: -18 }, -12.6);
    const m = meter as MeterBlock;
    expect([m.value, m.min, m.max]).toEqual([-23.4, FLOOR_DB, 0]);
    expect(w(m.label)).toBe('Niveau sonore');
    expect(w(m.text)).toBe('Bon (-23 dB)');
    expect(stats(values, w)).toEqual([
      'Micro: Micro USB',
      'Niveau le plus fort atteint: -13 dB',
      'Fréquence d’échantillonnage: 48\u202f000 Hz',
      'Canaux: Mono',
      'Annulation d’écho: Activé',
      'Réduction du bruit: Désactivé',
      'Gain automatique: Non indiqué',
    ]);
  });
  it('says silence at the floor and a cut-off peak in words', () => {
    const w = writer('webcam-and-microphone-test', 'es');
    expect(w((microphoneBlocks({ label: '' }, { rmsDb: FLOOR_DB, peakDb: FLOOR_DB }, FLOOR_DB)[0] as MeterBlock).text)).toBe('Silencio (-60 dB o menos)');
    expect(w((microphoneBlocks({ label: '' }, { rmsDb: -4, peakDb: 0 }, -4)[0] as MeterBlock).text)).toBe('Demasiado alto, distorsiona (-4 dB)');
  });
  it('writes the recording’s length, size and format', () => {
    const w = writer('webcam-and-microphone-test', 'en');
    expect(stats(recordingBlocks({ seconds: 10, bytes: 1_234_567, mimeType: 'video/webm;codecs=vp9,opus' })[0], w)).toEqual(['Length: 10 sec', 'Size: 1.2 MB', 'Format: video/webm;codecs=vp9,opus']);
  });
});
