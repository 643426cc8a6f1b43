import { msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { UaInfo } from './run.ts';

/** What this browser tells any page (read by collect.ts in the browser; plain data, so this file stays pure). */
export interface Snapshot {
  readonly userAgent: string;
  readonly clientHints: {
    readonly brands: readonly string[];
    readonly mobile: boolean;
    readonly platform: string;
    readonly platformVersion: string | null;
    readonly architecture: string | null;
    readonly model: string | null;
  } | null;
  readonly languages: readonly string[];
  readonly intlLocale: string;
  readonly timeZone: string | null;
  readonly utcOffsetMinutes: number;
  readonly screen: { readonly width: number; readonly height: number; readonly availWidth: number; readonly availHeight: number; readonly colorDepth: number; readonly orientation: string | null };
  readonly viewport: { readonly width: number; readonly height: number };
  readonly dpr: number;
  readonly colorScheme: 'dark' | 'light';
  readonly reducedMotion: boolean;
  readonly contrastMore: boolean;
  readonly forcedColors: boolean;
  readonly pointer: 'fine' | 'coarse' | 'none';
  readonly hover: boolean;
  readonly touchPoints: number;
  readonly cookies: boolean;
  readonly localStorage: boolean;
  readonly sessionStorage: boolean;
  readonly indexedDB: boolean;
  readonly serviceWorker: boolean;
  readonly doNotTrack: string | null;
  readonly globalPrivacyControl: boolean | null;
  readonly pdfViewer: boolean | null;
  readonly cores: number | null;
  readonly memoryGB: number | null;
  readonly webgl: { readonly version: string; readonly vendor: string; readonly renderer: string } | null;
  readonly webgpu: boolean;
  readonly online: boolean;
  readonly connection: { readonly effectiveType: string | null; readonly downlinkMbps: number | null; readonly rttMs: number | null; readonly saveData: boolean } | null;
  readonly media: readonly { readonly label: string; readonly type: string; readonly support: '' | 'maybe' | 'probably' }[];
}

const yesNo = (value: boolean): Display => msg(value ? 'yes' : 'no');
const item = (key: string, value: Display, extra: Partial<ValueItem> = {}): ValueItem => ({ label: msg(`labels.${key}`), value, ...extra });
const nameVersion = (p: { name: string; version: string | null } | null): Display => (p ? (p.version ? `${p.name} ${p.version}` : p.name) : msg('unknown'));
const size = (w: number, h: number): Display => msg('size', { width: num(w), height: num(h) });

function offset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const m = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** What a user agent says: browser, engine, system, device, and which of its values are frozen. */
export function view(r: UaInfo): ResultView {
  const items: ValueItem[] = [
    item('browser', nameVersion(r.browser), { main: true }),
    item('engine', nameVersion(r.engine)),
    item('os', nameVersion(r.os)),
    item('device', msg(`devices.${r.device}`)),
    ...(r.vendor || r.model ? [item('model', [r.vendor, r.model].filter(Boolean).join(' '))] : []),
    item('userAgent', r.userAgent, { mono: true, copy: true }),
  ];
  return {
    blocks: [{ kind: 'values', layout: 'rows', label: msg('sections.userAgent'), items }, ...r.frozen.map((f): ResultBlock => ({ kind: 'note', text: msg(`frozen.${f}`) }))],
    copy: r.userAgent,
  };
}

/** Everything else this browser tells any page, section by section, and what that means for tracking. */
export function browserBlocks(s: Snapshot): ResultBlock[] {
  const blocks: ResultBlock[] = [];
  const ch = s.clientHints;
  if (ch)
    blocks.push({
      kind: 'values',
      layout: 'rows',
      label: msg('sections.clientHints'),
      items: [
        item('brands', ch.brands.join(', ') || msg('unknown')),
        item('platform', [ch.platform, ch.platformVersion].filter(Boolean).join(' ') || msg('unknown')),
        item('mobile', yesNo(ch.mobile)),
        ...(ch.architecture ? [item('architecture', ch.architecture)] : []),
        ...(ch.model ? [item('model', ch.model)] : []),
      ],
    });
  else blocks.push({ kind: 'note', text: msg('noClientHints') });
  blocks.push({
    kind: 'values',
    layout: 'rows',
    label: msg('sections.language'),
    items: [item('languages', s.languages.join(', ')), item('intlLocale', s.intlLocale), item('timeZone', s.timeZone ?? msg('unknown')), item('utcOffset', offset(s.utcOffsetMinutes))],
  });
  blocks.push({
    kind: 'values',
    layout: 'rows',
    label: msg('sections.screen'),
    items: [
      item('screen', size(s.screen.width, s.screen.height)),
      item('available', size(s.screen.availWidth, s.screen.availHeight)),
      item('viewport', size(s.viewport.width, s.viewport.height)),
      item('dpr', num(s.dpr, { maximumFractionDigits: 3 })),
      item('physical', size(Math.round(s.screen.width * s.dpr), Math.round(s.screen.height * s.dpr))),
      item('colorDepth', msg('bits', { count: num(s.screen.colorDepth) })),
      ...(s.screen.orientation ? [item('orientation', msg(`orientations.${s.screen.orientation.startsWith('portrait') ? 'portrait' : 'landscape'}`))] : []),
    ],
  });
  blocks.push({
    kind: 'values',
    layout: 'rows',
    label: msg('sections.preferences'),
    items: [
      item('colorScheme', msg(`schemes.${s.colorScheme}`)),
      item('reducedMotion', yesNo(s.reducedMotion)),
      item('contrastMore', yesNo(s.contrastMore)),
      item('forcedColors', yesNo(s.forcedColors)),
      item('pointer', msg(`pointers.${s.pointer}`)),
      item('hover', yesNo(s.hover)),
      item('touchPoints', num(s.touchPoints)),
    ],
  });
  blocks.push({
    kind: 'values',
    layout: 'rows',
    label: msg('sections.privacy'),
    items: [
      item('cookies', yesNo(s.cookies)),
      item('localStorage', yesNo(s.localStorage)),
      item('sessionStorage', yesNo(s.sessionStorage)),
      item('indexedDB', yesNo(s.indexedDB)),
      item('serviceWorker', yesNo(s.serviceWorker)),
      item('doNotTrack', s.doNotTrack === '1' ? msg('yes') : s.doNotTrack === '0' ? msg('no') : msg('notSent')),
      item('gpc', s.globalPrivacyControl === null ? msg('notSent') : yesNo(s.globalPrivacyControl)),
      ...(s.pdfViewer === null ? [] : [item('pdfViewer', yesNo(s.pdfViewer))]),
    ],
  });
  blocks.push({
    kind: 'values',
    layout: 'rows',
    label: msg('sections.hardware'),
    items: [
      item('cores', s.cores === null ? msg('notSent') : num(s.cores)),
      item('memory', s.memoryGB === null ? msg('notSent') : msg('memoryValue', { size: num(s.memoryGB, { style: 'unit', unit: 'gigabyte' }) })),
      item('webgl', s.webgl ? s.webgl.version : msg('unavailable')),
      ...(s.webgl ? [item('gpuVendor', s.webgl.vendor), item('gpuRenderer', s.webgl.renderer, { mono: true })] : []),
      item('webgpu', yesNo(s.webgpu)),
      item('online', yesNo(s.online)),
      ...(s.connection?.effectiveType ? [item('connection', s.connection.effectiveType)] : []),
    ],
  });
  blocks.push({
    kind: 'table',
    caption: msg('sections.media'),
    columns: [{ label: msg('columns.format') }, { label: msg('columns.type'), mono: true }, { label: msg('columns.support') }],
    rowHeaders: true,
    rows: s.media.map((m) => [m.label, m.type, msg(`support.${m.support || 'no'}`)]),
  });
  blocks.push({ kind: 'note', text: msg('fingerprint') });
  return blocks;
}
