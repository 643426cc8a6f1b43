/**
 * Cameras, microphones and screens (getUserMedia, getDisplayMedia, MediaRecorder): why a device did not
 * start, said as one code a tool writes in its own words, and which recording format the browser can
 * write. Pure (the browser's objects come in as values), so the QR code reader, the webcam and
 * microphone test and the screen recorder read errors the same way and it is tested in Node.
 */

/**
 * Why a camera, microphone or screen did not start:
 * - unsupported: the browser has no such API on this page (an old or in-app browser; most phones for the screen);
 * - insecure: the page is not a secure (https://) page, or a policy of the page forbids the device (SecurityError);
 * - denied: the visitor or the browser refused (NotAllowedError; for a screen, also a cancelled picker);
 * - missing: no such device (NotFoundError);
 * - busy: the device is there but could not be opened, usually because another app holds it (NotReadableError);
 * - overconstrained: the chosen device is gone or cannot give what was asked (OverconstrainedError);
 * - unavailable: anything else (AbortError, an unknown error).
 */
export const CAPTURE_PROBLEMS = ['unsupported', 'insecure', 'denied', 'missing', 'busy', 'overconstrained', 'unavailable'] as const;
export type CaptureProblem = (typeof CAPTURE_PROBLEMS)[number];

/** The problem an error of getUserMedia or getDisplayMedia stands for, by its name (Media Capture and Streams; older Chrome names too). */
export function captureProblem(error: unknown): CaptureProblem {
  const name = typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string' ? (error as { name: string }).name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'SecurityError':
      return 'insecure';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'busy';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'overconstrained';
    case 'TypeError':
      // Thrown where the API exists but cannot be used here (no constraints the browser knows, or no secure context).
      return 'unsupported';
    default:
      return 'unavailable';
  }
}

/**
 * Whether the page can ask at all, before asking: browsers hide navigator.mediaDevices on pages that
 * are not secure (http://), which says more than "unsupported".
 */
export function captureSupport(page: { secure: boolean; api: boolean }): CaptureProblem | null {
  if (page.api) return null;
  return page.secure ? 'unsupported' : 'insecure';
}

/** A recording format: the MIME type MediaRecorder is given ('' for the browser's own choice) and the file extension it writes. */
export interface RecordingType {
  readonly mimeType: string;
  readonly extension: 'webm' | 'mp4' | 'ogg';
}

/** WebM first (VP9, then VP8, with Opus), then MP4 (Safari before WebM recording), then whatever the browser writes. */
const VIDEO_TYPES = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4;codecs=avc1,mp4a', 'video/mp4'];
const VIDEO_ONLY_TYPES = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm', 'video/mp4;codecs=avc1', 'video/mp4'];
const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

const extensionOf = (mime: string): RecordingType['extension'] => (mime.includes('mp4') ? 'mp4' : mime.includes('ogg') ? 'ogg' : 'webm');

/**
 * The first format the browser can write for what is recorded (MediaRecorder.isTypeSupported), or null
 * when it knows none of them: MediaRecorder is then given no type and writes its own (recordedType).
 */
export function recordingType(isTypeSupported: (mime: string) => boolean, tracks: { video: boolean; audio: boolean }): RecordingType | null {
  const candidates = tracks.video ? (tracks.audio ? VIDEO_TYPES : VIDEO_ONLY_TYPES) : AUDIO_TYPES;
  for (const mime of candidates) {
    let ok = false;
    try {
      ok = isTypeSupported(mime);
    } catch {
      ok = false;
    }
    if (ok) return { mimeType: mime, extension: extensionOf(mime) };
  }
  return null;
}

/** A finished recording's type as the recorder reports it ("video/webm;codecs=vp8,opus", or '' in some browsers), with its file extension. */
export function recordedType(mimeType: string, video: boolean): RecordingType {
  const mime = mimeType || (video ? 'video/webm' : 'audio/webm');
  return { mimeType: mime, extension: extensionOf(mime) };
}
