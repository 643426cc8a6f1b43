import { describe, expect, it } from 'vitest';
import { messageKeys } from '@sdk/core';
import { browserBlocks, view, type Snapshot } from './view.ts';
import { parseUserAgent } from './run.ts';
import en from './locales/en.json';
import es from './locales/es.json';
import de from './locales/de.json';
import fr from './locales/fr.json';

const SNAPSHOT: Snapshot = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  clientHints: { brands: ['Chromium 131.0.6778.85', 'Google Chrome 131.0.6778.85'], mobile: false, platform: 'Linux', platformVersion: '6.8.0', architecture: 'x86 (64-bit)', model: null },
  languages: ['de-DE', 'de', 'en'],
  intlLocale: 'de-DE',
  timeZone: 'Europe/Berlin',
  utcOffsetMinutes: 60,
  screen: { width: 1920, height: 1080, availWidth: 1920, availHeight: 1040, colorDepth: 24, orientation: 'landscape-primary' },
  viewport: { width: 1280, height: 720 },
  dpr: 1.25,
  colorScheme: 'dark',
  reducedMotion: false,
  contrastMore: false,
  forcedColors: false,
  pointer: 'fine',
  hover: true,
  touchPoints: 0,
  cookies: true,
  localStorage: true,
  sessionStorage: true,
  indexedDB: true,
  serviceWorker: true,
  doNotTrack: null,
  globalPrivacyControl: true,
  pdfViewer: true,
  cores: 8,
  memoryGB: 8,
  webgl: { version: 'WebGL 2.0', vendor: 'Intel', renderer: 'Mesa Intel(R) UHD Graphics 620' },
  webgpu: false,
  online: true,
  connection: null,
  media: [
    { label: 'H.264 (MP4)', type: 'video/mp4; codecs="avc1.42E01E"', support: 'probably' },
    { label: 'FLAC', type: 'audio/flac', support: 'maybe' },
    { label: 'Theora (Ogg)', type: 'video/ogg; codecs="theora"', support: '' },
  ],
};

const get = (locale: unknown, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], locale);

describe('browser-information view', () => {
  it('every key of the browser report has its text in every language', () => {
    const variants: Snapshot[] = [
      SNAPSHOT,
      { ...SNAPSHOT, clientHints: null, doNotTrack: '1', globalPrivacyControl: null, pdfViewer: null, cores: null, memoryGB: null, webgl: null, colorScheme: 'light', pointer: 'coarse', screen: { ...SNAPSHOT.screen, orientation: 'portrait-primary' } },
      { ...SNAPSHOT, doNotTrack: '0', pointer: 'none' },
    ];
    const keys = new Set(variants.flatMap((s) => messageKeys({ blocks: browserBlocks(s) })));
    for (const device of ['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown']) keys.add(`devices.${device}`);
    for (const f of ['windows', 'macos', 'android']) keys.add(`frozen.${f}`);
    keys.add('typedNote');
    for (const locale of [en, es, de, fr]) for (const key of keys) expect(typeof get(locale, key), key).toBe('string');
  });
  it('writes the screen, the ratio and the physical pixels', () => {
    const screen = browserBlocks(SNAPSHOT).find((b) => b.kind === 'values' && typeof b.label === 'object' && 't' in b.label && b.label.t === 'sections.screen');
    expect(screen).toBeDefined();
    if (screen?.kind !== 'values') return;
    expect(screen.items.map((i) => i.value)).toEqual([
      { t: 'size', params: { width: { num: 1920 }, height: { num: 1080 } } },
      { t: 'size', params: { width: { num: 1920 }, height: { num: 1040 } } },
      { t: 'size', params: { width: { num: 1280 }, height: { num: 720 } } },
      { num: 1.25, format: { maximumFractionDigits: 3 } },
      { t: 'size', params: { width: { num: 2400 }, height: { num: 1350 } } },
      { t: 'bits', params: { count: { num: 24 } } },
      { t: 'orientations.landscape' },
    ]);
  });
  it('says when no Client Hints are sent, and ends with the note on fingerprinting', () => {
    const blocks = browserBlocks({ ...SNAPSHOT, clientHints: null });
    expect(blocks[0]).toEqual({ kind: 'note', text: { t: 'noClientHints' } });
    expect(blocks.at(-1)).toEqual({ kind: 'note', text: { t: 'fingerprint' } });
  });
  it('the media table says in words whether each format plays', () => {
    const table = browserBlocks(SNAPSHOT).find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows.map((r) => r[2])).toEqual([{ t: 'support.probably' }, { t: 'support.maybe' }, { t: 'support.no' }]);
  });
  it('the user agent: browser first, the agent copyable, frozen values explained', () => {
    const v = view(parseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'));
    expect(v.blocks[0]).toMatchObject({ kind: 'values', items: [{ value: 'Chrome 131.0.0.0', main: true }, { value: 'Blink' }, { value: 'Windows 10' }, { value: { t: 'devices.desktop' } }, { copy: true, mono: true }] });
    expect(v.blocks[1]).toEqual({ kind: 'note', text: { t: 'frozen.windows' } });
  });
});
