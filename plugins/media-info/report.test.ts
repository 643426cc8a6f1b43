import { describe, expect, it } from 'vitest';
import { cleanNumber, cleanText, mediaReport, type MediaInfoTrack } from './report.ts';

const file = { name: 'film.mkv', size: 4_700_000_000 };
const report = (...track: MediaInfoTrack[]) => mediaReport({ media: { track } }, file);

describe('the report of MediaInfo’s result', () => {
  it('of a UHD HDR film (as MediaInfo 24 reads a Dolby Vision MKV): profile@level@tier, HDR with its fallback, 10 bits, BT.2020 and PQ, 5.1 audio in English, forced French subtitles', () => {
    const r = report(
      { '@type': 'General', Format: 'Matroska', Format_Version: '4', Duration: '7384.512', OverallBitRate: '50912345', Title: 'A film', Encoded_Application: 'mkvmerge v80.0', Encoded_Date: '2024-01-02 03:04:05 UTC', extra: { IMDB: 'tt0000001' } },
      {
        '@type': 'Video', Format: 'HEVC', Format_Profile: 'Main 10', Format_Level: '5.1', Format_Tier: 'High', Width: '3840', Height: '2160', DisplayAspectRatio: '1.778', FrameRate_Mode: 'CFR', FrameRate: '23.976',
        BitDepth: '10', ColorSpace: 'YUV', ChromaSubsampling: '4:2:0', colour_range: 'Limited', colour_primaries: 'BT.2020', transfer_characteristics: 'PQ', matrix_coefficients: 'BT.2020 non-constant',
        HDR_Format: 'Dolby Vision, Version 1.0, Profile 8.1, dvhe.08.06, BL+RPU, no metadata compression', HDR_Format_Compatibility: 'HDR10', Language: 'en', Default: 'Yes', Forced: 'No',
      },
      { '@type': 'Audio', Format: 'E-AC-3', Format_AdditionalFeatures: 'JOC', Channels: '6', ChannelLayout: 'L R C LFE Ls Rs', SamplingRate: '48000', BitRate: '768000', BitRate_Mode: 'CBR', Language: 'en', Title: 'Atmos' },
      { '@type': 'Text', Format: 'PGS', Language: 'fr', Forced: 'Yes', Default: 'No' },
      { '@type': 'Menu', extra: { _00_00_00_000: 'en:Opening', _00_12_30_250: 'en:Chapter 2', _01_02_03_004: 'The end: or is it?' } },
    );
    expect(r).toEqual({
      name: 'film.mkv',
      size: 4_700_000_000,
      format: 'Matroska',
      duration: 7384.512,
      overallBitRate: 50912345,
      streams: [
        {
          kind: 'video', number: 1, codec: 'HEVC', language: 'en', default: true, forced: false, profile: 'Main 10@L5.1@High', width: 3840, height: 2160, aspectRatio: 1.778, frameRate: 23.976, bitDepth: 10,
          colorSpace: 'YUV 4:2:0', colorPrimaries: 'BT.2020', transfer: 'PQ', matrix: 'BT.2020 non-constant', colorRange: 'Limited',
          hdr: 'Dolby Vision, Version 1.0, Profile 8.1, dvhe.08.06, BL+RPU, no metadata compression (HDR10)',
        },
        { kind: 'audio', number: 1, codec: 'E-AC-3', title: 'Atmos', language: 'en', bitRate: 768000, profile: 'JOC', channels: 6, channelLayout: 'L R C LFE Ls Rs', sampleRate: 48000, bitRateMode: 'CBR' },
        { kind: 'text', number: 1, codec: 'PGS', language: 'fr', default: false, forced: true },
      ],
      tags: [
        { name: 'title', value: 'A film' },
        { name: 'encoder', value: 'mkvmerge v80.0' },
        { name: 'encodedDate', value: '2024-01-02 03:04:05 UTC' },
        { other: 'IMDB', value: 'tt0000001' },
      ],
      chapters: [
        { start: 0, title: 'Opening' },
        { start: 750.25, title: 'Chapter 2' },
        { start: 3723.004, title: 'The end: or is it?' },
      ],
    });
  });

  it('says HLG or PQ as HDR when the file names no HDR format, and nothing for SDR', () => {
    const video = (transfer: string) => (report({ '@type': 'General', Format: 'MPEG-4' }, { '@type': 'Video', Format: 'HEVC', transfer_characteristics: transfer })!.streams[0] as { hdr?: string }).hdr;
    expect(video('HLG')).toBe('HLG');
    expect(video('PQ')).toBe('PQ');
    expect(video('BT.709')).toBeUndefined();
  });

  it('turns a phone video’s rotation into degrees between 0 and 360, and leaves out none at all', () => {
    const rotation = (value: string) => (report({ '@type': 'General', Format: 'MPEG-4' }, { '@type': 'Video', Format: 'AVC', Rotation: value })!.streams[0] as { rotation?: number }).rotation;
    expect(rotation('90.000')).toBe(90);
    expect(rotation('-90.000')).toBe(270);
    expect(rotation('180')).toBe(180);
    expect(rotation('0.000')).toBeUndefined();
    expect(rotation('360.000')).toBeUndefined();
  });

  it('says a variable frame rate, numbers the streams of each kind, and takes tags MediaInfo keeps under the file’s own names', () => {
    const r = report(
      { '@type': 'General', Format: 'WebM', extra: { ALBUM: 'Live', ARTIST: 'Band', COMMENT: '', PURL: 'https://example.com' } },
      { '@type': 'Audio', Format: 'Opus', Language: 'und' },
      { '@type': 'Video', Format: 'VP9', FrameRate_Mode: 'VFR', FrameRate: '29.97' },
      { '@type': 'Audio', Format: 'Opus', Language: 'de' },
    )!;
    expect(r.streams.map((s) => [s.kind, s.number, s.language])).toEqual([
      ['audio', 1, undefined],
      ['video', 1, undefined],
      ['audio', 2, 'de'],
    ]);
    expect(r.streams[1]).toMatchObject({ frameRate: 29.97, variableFrameRate: true });
    expect(r.tags).toEqual([
      { name: 'artist', value: 'Band' },
      { name: 'album', value: 'Live' },
      { other: 'PURL', value: 'https://example.com' },
    ]);
  });

  it('is null when MediaInfo recognised no format (a text file), or gave nothing', () => {
    expect(report({ '@type': 'General', FileSize: '235', StreamSize: 235 })).toBeNull();
    expect(mediaReport({}, file)).toBeNull();
    expect(mediaReport({ media: null }, file)).toBeNull();
  });

  it('keeps a recognised format without streams, and says an MP3 title once, not again as its track name', () => {
    const r = report({ '@type': 'General', Format: 'MPEG Audio', Title: 'Song', Track: 'Song', Performer: 'Singer' })!;
    expect(r.streams).toEqual([]);
    expect(r.tags).toEqual([
      { name: 'title', value: 'Song' },
      { name: 'artist', value: 'Singer' },
    ]);
  });
});

describe('values as MediaInfo writes them', () => {
  it('text: trimmed, and left out when it is not text (bytes taken for a name) or empty', () => {
    expect(cleanText('  Lavf60.3.100 ')).toBe('Lavf60.3.100');
    expect(cleanText('LAMEUU%b?c\uFFFD\uFFFD2m')).toBeUndefined();
    expect(cleanText('ab\u0001c')).toBeUndefined();
    expect(cleanText('')).toBeUndefined();
    expect(cleanText(12)).toBe('12');
    expect(cleanText({})).toBeUndefined();
  });

  it('numbers: from numbers or text, never NaN', () => {
    expect(cleanNumber('90.000')).toBe(90);
    expect(cleanNumber(7736)).toBe(7736);
    expect(cleanNumber('')).toBeUndefined();
    expect(cleanNumber('n/a')).toBeUndefined();
    expect(cleanNumber(Number.NaN)).toBeUndefined();
  });
});
