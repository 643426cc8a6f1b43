/**
 * What the test shows of the devices as the host's result blocks: the panel draws the live image, the
 * level and the player; these pure functions the figures, in the page's language through the host.
 */
import { byteSize, msg, num, type Display, type ResultBlock } from '@sdk/core';
import { FLOOR_DB, levelWord, type Level } from './run.ts';

/** What the camera's track says of itself (MediaTrackSettings), and the frame rate measured on the page. */
export interface CameraInfo {
  readonly label: string;
  readonly width?: number;
  readonly height?: number;
  readonly frameRate?: number;
  readonly facingMode?: string;
  /** Frames per second measured as the page shows them; null while measuring or where the browser cannot. */
  readonly measured: number | null;
  /** The browser cannot measure the frame rate (no requestVideoFrameCallback). */
  readonly cannotMeasure?: boolean;
}

/** What the microphone's track says of itself. */
export interface MicrophoneInfo {
  readonly label: string;
  readonly sampleRate?: number;
  readonly channelCount?: number;
  readonly echoCancellation?: boolean;
  readonly noiseSuppression?: boolean;
  readonly autoGainControl?: boolean;
}

const FPS: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
const notReported = msg('notReported');
const named = (label: string): Display => label || msg('unnamed');
const onOff = (value: boolean | undefined): Display => (value === undefined ? notReported : msg(value ? 'on' : 'off'));
const FACING = new Set(['user', 'environment', 'left', 'right']);

export function cameraBlocks(c: CameraInfo): ResultBlock[] {
  const size = c.width && c.height ? msg('camera.size', { width: num(c.width, { useGrouping: false }), height: num(c.height, { useGrouping: false }) }) : notReported;
  return [
    {
      kind: 'values',
      label: msg('camera.values'),
      items: [
        { label: msg('camera.device'), value: named(c.label) },
        { label: msg('camera.resolution'), value: size, main: true },
        { label: msg('camera.frameRate'), value: c.frameRate ? msg('fps', { value: num(c.frameRate, FPS) }) : notReported },
        {
          label: msg('camera.measured'),
          value: c.measured !== null ? msg('fps', { value: num(c.measured, FPS) }) : msg(c.cannotMeasure ? 'camera.cannotMeasure' : 'camera.measuring'),
        },
        ...(c.facingMode && FACING.has(c.facingMode) ? [{ label: msg('camera.facing'), value: msg(`camera.facingModes.${c.facingMode}`) }] : []),
      ],
    },
  ];
}

const db = (value: number): Display => (value <= FLOOR_DB ? msg('db.floor', { value: num(FLOOR_DB) }) : msg('db.value', { value: num(Math.round(value)) }));

/** The microphone's settings, its level now (a meter with the level in words and decibels) and the loudest so far. */
export function microphoneBlocks(m: MicrophoneInfo, level: Level, loudestDb: number): ResultBlock[] {
  return [
    {
      kind: 'meter',
      label: msg('microphone.level'),
      value: level.rmsDb,
      min: FLOOR_DB,
      max: 0,
      low: -35,
      high: -8,
      optimum: -20,
      text: msg(`levels.${levelWord(level)}`, { db: db(level.rmsDb) }),
    },
    {
      kind: 'values',
      label: msg('microphone.values'),
      items: [
        { label: msg('microphone.device'), value: named(m.label) },
        { label: msg('microphone.loudest'), value: db(loudestDb) },
        { label: msg('microphone.sampleRate'), value: m.sampleRate ? msg('hz', { value: num(m.sampleRate) }) : notReported },
        { label: msg('microphone.channels'), value: m.channelCount ? (m.channelCount <= 2 ? msg(m.channelCount === 1 ? 'microphone.mono' : 'microphone.stereo') : num(m.channelCount)) : notReported },
        { label: msg('microphone.echoCancellation'), value: onOff(m.echoCancellation) },
        { label: msg('microphone.noiseSuppression'), value: onOff(m.noiseSuppression) },
        { label: msg('microphone.autoGain'), value: onOff(m.autoGainControl) },
      ],
    },
  ];
}

/** The finished test recording: how long, how big, in which format. */
export function recordingBlocks(r: { seconds: number; bytes: number; mimeType: string }): ResultBlock[] {
  return [
    {
      kind: 'values',
      label: msg('recording.values'),
      items: [
        { label: msg('recording.length'), value: num(r.seconds, { style: 'unit', unit: 'second', maximumFractionDigits: 1 }) },
        { label: msg('recording.size'), value: byteSize(r.bytes) },
        { label: msg('recording.format'), value: r.mimeType, mono: true },
      ],
    },
  ];
}
