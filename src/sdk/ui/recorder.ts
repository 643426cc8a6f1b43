/**
 * Recording a live stream (a camera, a microphone, a screen) with MediaRecorder, in memory: the
 * webcam and microphone test and the screen recorder. The recording is handed over as one Blob with its
 * type, which stays in the page (an object URL to play it, a download); nothing is sent anywhere.
 */
import { recordedType, recordingType, type RecordingType } from '../core/mediaCapture.ts';
import { pauseClock, recordedMs, resumeClock, startClock } from '../core/clock.ts';
import { WEBM_HEAD_BYTES, webmWithDuration } from '../core/webm.ts';

export interface Recording {
  readonly blob: Blob;
  readonly type: RecordingType;
  /** The time recorded, pauses left out, in ms. */
  readonly ms: number;
}

/** The recording with its length written in where it is a WebM (see webm.ts); as it is otherwise. */
async function withDuration(blob: Blob, type: RecordingType, ms: number): Promise<Blob> {
  if (type.extension !== 'webm') return blob;
  try {
    const fixed = webmWithDuration(new Uint8Array(await blob.slice(0, WEBM_HEAD_BYTES).arrayBuffer()), ms);
    return fixed ? new Blob([fixed.head as BlobPart, blob.slice(fixed.replaced)], { type: blob.type }) : blob;
  } catch {
    return blob;
  }
}

/** Whether this browser can record at all. */
export const canRecord = (): boolean => typeof MediaRecorder !== 'undefined';

/**
 * Starts recording `stream` in the best format the browser writes (WebM with VP9 or VP8 and Opus where it
 * can); `onDone` gets the recording once the recorder stops (by stop(), or because every track ended),
 * with its length (measured here, pauses left out) written into the file.
 * Throws what MediaRecorder throws (no recorder, a stream it cannot record): the caller says it.
 * The caller pauses, resumes and stops the recorder it gets back.
 */
export function recordStream(stream: MediaStream, onDone: (recording: Recording) => void): MediaRecorder {
  const tracks = { video: stream.getVideoTracks().length > 0, audio: stream.getAudioTracks().length > 0 };
  const chosen = recordingType((mime) => MediaRecorder.isTypeSupported(mime), tracks);
  const recorder = new MediaRecorder(stream, chosen ? { mimeType: chosen.mimeType } : undefined);
  const chunks: Blob[] = [];
  let clock = startClock(performance.now());
  recorder.addEventListener('pause', () => (clock = pauseClock(clock, performance.now())));
  recorder.addEventListener('resume', () => (clock = resumeClock(clock, performance.now())));
  recorder.addEventListener('dataavailable', (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  });
  recorder.addEventListener('stop', () => {
    const ms = recordedMs(clock, performance.now());
    const type = recordedType(recorder.mimeType || chosen?.mimeType || '', tracks.video);
    void withDuration(new Blob(chunks, { type: type.mimeType }), type, ms).then((blob) => onDone({ blob, type, ms }));
  });
  // A slice every second: a long recording is kept as many small pieces, and a stop loses at most a second's wait.
  recorder.start(1000);
  return recorder;
}

/** Turns every track of a stream off (the camera's light too). */
export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}
