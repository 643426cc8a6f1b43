import { byteSize, language, msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { AudioStream, Chapter, ImageStream, MediaReport, Stream, Tag, TextStream, VideoStream } from './report.ts';

/** A time as a timecode in the page's numbers, to the millisecond: 1:02:03.500 ("1:02:03,500" in German). */
export function timecode(seconds: number): Display {
  const ms = Math.round(seconds * 1000);
  return msg('timecode', {
    h: num(Math.floor(ms / 3_600_000)),
    m: num(Math.floor(ms / 60_000) % 60, { minimumIntegerDigits: 2 }),
    s: num((ms % 60_000) / 1000, { minimumIntegerDigits: 2, minimumFractionDigits: 3, maximumFractionDigits: 3 }),
  });
}

/** Bits per second as media players write them: kb/s below 10 Mb/s, else Mb/s. */
export function bitRate(bitsPerSecond: number): Display {
  return bitsPerSecond >= 10_000_000
    ? num(bitsPerSecond / 1e6, { style: 'unit', unit: 'megabit-per-second', maximumFractionDigits: 1 })
    : num(bitsPerSecond / 1e3, { style: 'unit', unit: 'kilobit-per-second', maximumFractionDigits: bitsPerSecond < 10_000 ? 1 : 0 });
}

/** The ratios pictures are made in, by their names (16:9), from the width ÷ height MediaInfo gives to three decimals. */
const NAMED_RATIOS = [
  [4, 3],
  [16, 9],
  [3, 2],
  [5, 4],
  [1, 1],
  [9, 16],
  [21, 9],
] as const;

export function aspectRatio(ratio: number): Display {
  const named = NAMED_RATIOS.find(([w, h]) => Math.abs(w / h - ratio) < 0.002);
  return named ? msg('ratio', { width: num(named[0]), height: num(named[1]) }) : msg('ratioToOne', { value: num(ratio, { maximumFractionDigits: 3 }) });
}

const bits = (count: number) => num(count, { style: 'unit', unit: 'bit', unitDisplay: 'long' });
const item = (key: string, value: Display, mono = false): ValueItem => ({ label: msg(`labels.${key}`), value, ...(mono ? { mono } : {}) });

/** What every stream may say, after its own fields: title, language, length, bitrate, flags. */
function commonItems(stream: Stream, options: { bitRate?: Display } = {}): ValueItem[] {
  return [
    stream.title !== undefined && item('title', stream.title),
    stream.language !== undefined && item('language', language(stream.language)),
    stream.duration !== undefined && item('duration', timecode(stream.duration)),
    (options.bitRate ?? stream.bitRate) !== undefined && item('bitRate', options.bitRate ?? bitRate(stream.bitRate!)),
    stream.default === true && item('default', msg('yes')),
    stream.forced === true && item('forced', msg('yes')),
  ].filter((x): x is ValueItem => x !== false);
}

function size(stream: { readonly width?: number; readonly height?: number }): ValueItem | false {
  return stream.width !== undefined && stream.height !== undefined && item('resolution', msg('pixels', { width: num(stream.width), height: num(stream.height) }));
}

/** MediaInfo's scan types that have a name in every language; any other is shown as MediaInfo writes it. */
const SCAN_TYPES = ['Progressive', 'Interlaced', 'MBAFF'] as const;

function videoItems(v: VideoStream): ValueItem[] {
  return [
    v.codec !== undefined && item('codec', v.codec),
    v.profile !== undefined && item('profile', v.profile),
    size(v),
    v.aspectRatio !== undefined && item('aspectRatio', aspectRatio(v.aspectRatio)),
    v.frameRate !== undefined && item('frameRate', msg(v.variableFrameRate ? 'framesPerSecondVariable' : 'framesPerSecond', { value: num(v.frameRate, { maximumFractionDigits: 3 }) })),
    v.bitDepth !== undefined && item('bitDepth', bits(v.bitDepth)),
    v.colorSpace !== undefined && item('colorSpace', v.colorSpace),
    v.colorPrimaries !== undefined && item('colorPrimaries', v.colorPrimaries),
    v.transfer !== undefined && item('transfer', v.transfer),
    v.matrix !== undefined && item('matrix', v.matrix),
    v.colorRange !== undefined && item('colorRange', v.colorRange === 'Limited' || v.colorRange === 'Full' ? msg(`colorRanges.${v.colorRange}`) : v.colorRange),
    v.hdr !== undefined && item('hdr', v.hdr),
    v.rotation !== undefined && item('rotation', msg('degrees', { value: num(v.rotation) })),
    v.scanType !== undefined && item('scanType', (SCAN_TYPES as readonly string[]).includes(v.scanType) ? msg(`scanTypes.${v.scanType}`) : v.scanType),
  ]
    .filter((x): x is ValueItem => x !== false)
    .concat(commonItems(v));
}

function audioItems(a: AudioStream): ValueItem[] {
  const rate = a.bitRate === undefined ? undefined : a.bitRateMode ? msg(`bitRateModes.${a.bitRateMode}`, { rate: bitRate(a.bitRate) }) : bitRate(a.bitRate);
  return [
    a.codec !== undefined && item('codec', a.codec),
    a.profile !== undefined && item('profile', a.profile),
    a.channels !== undefined && item('channels', msg('channelCount', { count: num(a.channels) })),
    a.channelLayout !== undefined && item('channelLayout', a.channelLayout, true),
    a.sampleRate !== undefined && item('sampleRate', msg('kilohertz', { value: num(a.sampleRate / 1000, { maximumFractionDigits: 3 }) })),
    a.bitDepth !== undefined && item('bitDepth', bits(a.bitDepth)),
  ]
    .filter((x): x is ValueItem => x !== false)
    .concat(commonItems(a, rate ? { bitRate: rate } : {}));
}

function textItems(t: TextStream): ValueItem[] {
  return [...(t.codec !== undefined ? [item('format', t.codec)] : []), ...commonItems(t)];
}

function imageItems(i: ImageStream): ValueItem[] {
  return [
    i.codec !== undefined && item('format', i.codec),
    size(i),
    i.bitDepth !== undefined && item('bitDepth', bits(i.bitDepth)),
    i.colorSpace !== undefined && item('colorSpace', i.colorSpace),
  ]
    .filter((x): x is ValueItem => x !== false)
    .concat(commonItems(i));
}

function streamBlock(stream: Stream): ResultBlock {
  const items = stream.kind === 'video' ? videoItems(stream) : stream.kind === 'audio' ? audioItems(stream) : stream.kind === 'text' ? textItems(stream) : imageItems(stream);
  return { kind: 'values', layout: 'rows', label: msg(`streams.${stream.kind}`, { number: num(stream.number) }), items };
}

const tagItem = (tag: Tag): ValueItem => ({ label: 'name' in tag ? msg(`tags.${tag.name}`) : tag.other, value: tag.value });
const chapterItem = (chapter: Chapter): ValueItem => ({ label: timecode(chapter.start), value: chapter.title === '' ? msg('untitledChapter') : chapter.title });

/**
 * The report as MediaInfo's own is read: the file first (format, length, bitrate, size), then one block
 * per stream, the tags and the chapters. Copy and Download TXT give it all as "label: value" lines under
 * each block's heading; Download JSON gives the report as run() returns it.
 */
export function view(report: MediaReport): ResultView {
  const summary: ValueItem[] = [
    { label: msg('labels.format'), value: report.formatProfile ? msg('formatWithProfile', { format: report.format, profile: report.formatProfile }) : report.format, main: true },
    ...(report.duration !== undefined ? [item('duration', timecode(report.duration))] : []),
    ...(report.overallBitRate !== undefined ? [item('overallBitRate', bitRate(report.overallBitRate))] : []),
    item('fileSize', byteSize(report.size)),
  ];
  return {
    blocks: [
      { kind: 'values', label: msg('summary', { name: report.name }), items: summary },
      ...report.streams.map(streamBlock),
      ...(report.streams.length === 0 ? [{ kind: 'note' as const, text: msg('noStreams') }] : []),
      ...(report.tags.length ? [{ kind: 'values' as const, layout: 'rows' as const, label: msg('tagsLabel'), items: report.tags.map(tagItem) }] : []),
      ...(report.chapters.length ? [{ kind: 'values' as const, layout: 'rows' as const, label: msg('chaptersLabel'), items: report.chapters.map(chapterItem) }] : []),
    ],
    copyLabel: msg('copyReport'),
    filename: `${report.name.replace(/\.[^.]*$/, '') || 'media'}-info`,
  };
}
