/**
 * Recording a live stream (a camera, a microphone, a screen) with MediaRecorder, in memory: the
 * webcam and microphone test and the screen recorder. The recording is handed over as one Blob with its
 * type, which stays in the page (an object URL to play it, a download); nothing is sent anywhere.
 */
import { recordedType, recordingType, type RecordingType } from '../core/mediaCapture.ts';

export interface Recording {
  readonly blob: Blob;
  readonly type: RecordingType;
}

/** Whether this browser can record at all. */
export const canRecord = (): boolean => typeof MediaRecorder !== 'undefined';

/**
 * Starts recording `stream` in the best format the browser writes (WebM with VP9 or VP8 and Opus where it
 * can); `onDone` gets the recording once the recorder stops (by stop(), or because every track ended).
 * Throws what MediaRecorder throws (no recorder, a stream it cannot record): the caller says it.
 * The caller pauses, resumes and stops the recorder it gets back.
 */
export function recordStream(stream: MediaStream, onDone: (recording: Recording) => void): MediaRecorder {
  const tracks = { video: stream.getVideoTracks().length > 0, audio: stream.getAudioTracks().length > 0 };
  const chosen = recordingType((mime) => MediaRecorder.isTypeSupported(mime), tracks);
  const recorder = new MediaRecorder(stream, chosen ? { mimeType: chosen.mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  });
  recorder.addEventListener('stop', () => {
    const type = recordedType(recorder.mimeType || chosen?.mimeType || '', tracks.video);
    onDone({ blob: new Blob(chunks, { type: type.mimeType }), type });
  });
  // A slice every second: a long recording is kept as many small pieces, and a stop loses at most a second's wait.
  recorder.start(1000);
  return recorder;
}

/** Turns every track of a stream off (the camera's light too). */
export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}
