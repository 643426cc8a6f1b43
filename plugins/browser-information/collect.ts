/**
 * What this browser tells any page that asks, read after hydration (never while rendering, never in
 * Node): the navigator, screen, media queries, storage, WebGL and media formats. Every read is
 * guarded: a browser that refuses one (privacy settings, an old engine) leaves it null. Nothing is
 * sent anywhere.
 */
import type { Snapshot } from './view.ts';

/** Media formats asked of canPlayType: the label shown and the MIME type with codecs. */
export const MEDIA = [
  ['H.264 (MP4)', 'video/mp4; codecs="avc1.42E01E"'],
  ['H.265 / HEVC (MP4)', 'video/mp4; codecs="hvc1.1.6.L93.B0"'],
  ['AV1 (MP4)', 'video/mp4; codecs="av01.0.05M.08"'],
  ['VP8 (WebM)', 'video/webm; codecs="vp8"'],
  ['VP9 (WebM)', 'video/webm; codecs="vp9"'],
  ['Theora (Ogg)', 'video/ogg; codecs="theora"'],
  ['AAC (MP4)', 'audio/mp4; codecs="mp4a.40.2"'],
  ['MP3', 'audio/mpeg'],
  ['Opus (Ogg)', 'audio/ogg; codecs="opus"'],
  ['Vorbis (Ogg)', 'audio/ogg; codecs="vorbis"'],
  ['FLAC', 'audio/flac'],
  ['WAV (PCM)', 'audio/wav; codecs="1"'],
] as const;

const safe = <T>(read: () => T, fallback: T): T => {
  try {
    const value = read();
    return value === undefined ? fallback : value;
  } catch {
    return fallback;
  }
};

function storageWorks(kind: 'localStorage' | 'sessionStorage'): boolean {
  return safe(() => {
    const store = window[kind];
    const key = '__browser-information-test__';
    store.setItem(key, '1');
    store.removeItem(key);
    return true;
  }, false);
}

function webgl(): Snapshot['webgl'] {
  return safe(() => {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return null;
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const result = {
      version: String(gl.getParameter(gl.VERSION)),
      vendor: String(debug ? gl.getParameter(debug.UNMASKED_VENDOR_WEBGL) : gl.getParameter(gl.VENDOR)),
      renderer: String(debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)),
    };
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return result;
  }, null);
}

interface UaData {
  brands?: { brand: string; version: string }[];
  mobile?: boolean;
  platform?: string;
  getHighEntropyValues?: (hints: string[]) => Promise<Record<string, unknown>>;
}

async function clientHints(): Promise<Snapshot['clientHints']> {
  const data = safe(() => (navigator as Navigator & { userAgentData?: UaData }).userAgentData, undefined);
  if (!data) return null;
  const high = await safe(() => data.getHighEntropyValues?.(['platformVersion', 'architecture', 'bitness', 'model', 'fullVersionList']), undefined)?.catch(() => undefined);
  const full = high?.fullVersionList as { brand: string; version: string }[] | undefined;
  return {
    brands: (full ?? data.brands ?? []).filter((b) => !/not.?a.?brand/i.test(b.brand)).map((b) => `${b.brand} ${b.version}`),
    mobile: data.mobile ?? false,
    platform: data.platform ?? '',
    platformVersion: typeof high?.platformVersion === 'string' ? high.platformVersion : null,
    architecture: typeof high?.architecture === 'string' && high.architecture ? `${high.architecture}${typeof high.bitness === 'string' && high.bitness ? ` (${high.bitness}-bit)` : ''}` : null,
    model: typeof high?.model === 'string' && high.model ? high.model : null,
  };
}

const query = (q: string) => safe(() => window.matchMedia(q).matches, false);

/** Everything the page shows about this browser, now. */
export async function collect(): Promise<Snapshot> {
  const nav = navigator as Navigator & { deviceMemory?: number; globalPrivacyControl?: boolean; connection?: { effectiveType?: string; downlink?: number; rtt?: number; saveData?: boolean } };
  const video = document.createElement('video');
  const intl = Intl.DateTimeFormat().resolvedOptions();
  return {
    userAgent: nav.userAgent,
    clientHints: await clientHints(),
    languages: [...(nav.languages?.length ? nav.languages : [nav.language])],
    intlLocale: intl.locale,
    timeZone: intl.timeZone ?? null,
    utcOffsetMinutes: -new Date().getTimezoneOffset(),
    screen: { width: screen.width, height: screen.height, availWidth: screen.availWidth, availHeight: screen.availHeight, colorDepth: screen.colorDepth, orientation: safe(() => screen.orientation.type, null) },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    dpr: window.devicePixelRatio,
    colorScheme: query('(prefers-color-scheme: dark)') ? 'dark' : 'light',
    reducedMotion: query('(prefers-reduced-motion: reduce)'),
    contrastMore: query('(prefers-contrast: more)'),
    forcedColors: query('(forced-colors: active)'),
    pointer: query('(pointer: fine)') ? 'fine' : query('(pointer: coarse)') ? 'coarse' : 'none',
    hover: query('(hover: hover)'),
    touchPoints: nav.maxTouchPoints ?? 0,
    cookies: nav.cookieEnabled,
    localStorage: storageWorks('localStorage'),
    sessionStorage: storageWorks('sessionStorage'),
    indexedDB: safe(() => typeof indexedDB !== 'undefined' && indexedDB !== null, false),
    serviceWorker: 'serviceWorker' in nav,
    doNotTrack: nav.doNotTrack ?? null,
    globalPrivacyControl: typeof nav.globalPrivacyControl === 'boolean' ? nav.globalPrivacyControl : null,
    pdfViewer: typeof nav.pdfViewerEnabled === 'boolean' ? nav.pdfViewerEnabled : null,
    cores: nav.hardwareConcurrency || null,
    memoryGB: typeof nav.deviceMemory === 'number' ? nav.deviceMemory : null,
    webgl: webgl(),
    webgpu: 'gpu' in nav,
    online: nav.onLine,
    connection: nav.connection ? { effectiveType: nav.connection.effectiveType ?? null, downlinkMbps: nav.connection.downlink ?? null, rttMs: nav.connection.rtt ?? null, saveData: nav.connection.saveData ?? false } : null,
    media: MEDIA.map(([label, type]) => ({ label, type, support: safe(() => video.canPlayType(type), '') as '' | 'maybe' | 'probably' })),
  };
}
