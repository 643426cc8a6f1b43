/**
 * The screen recorder. A Panel, not a declared form: a live capture of a screen, a window or a tab
 * (getDisplayMedia), with a running timer, pause and stop, is nothing a field can hold. The screen is
 * asked for first (the browser's picker needs the click that started it), then the microphone if
 * wanted; when both the shared sound and the microphone are recorded, Web Audio mixes them into one
 * track. The recording is kept as a Blob in the page's memory (played here, downloaded from here, and
 * ready to hand to a converter); nothing is sent anywhere. Recording stops with Stop, when the browser's
 * own "Stop sharing" ends the capture, and when the visitor leaves the page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captureProblem, captureSupport, elapsedText, pauseClock, recordedMs, resumeClock, startClock, type CaptureProblem, type RecordingClock } from '@sdk/core';
import { ActionBar, CheckboxField, ErrorBanner, ResultBlocks, RunStatus, canRecord, downloadFile, recordStream, stopStream, useDisplay, useNow, useToolHost, type Recording, type ToolPanelProps } from '@sdk/ui';
import type { Options } from './manifest.ts';
import type { Mp4 } from './run.ts';
import { mp4Blocks, recordingBlocks } from './view.ts';
import './styles.css';

/** What went wrong: the screen or the microphone did not start (and why), or the browser cannot record. */
type Problem = { source: 'screen' | 'microphone'; problem: CaptureProblem } | { source: 'recorder' };

interface Finished extends Recording {
  url: string;
}

/** What one recording holds on to, all let go when it ends. */
interface Session {
  recorder: MediaRecorder;
  streams: MediaStream[];
  audio: AudioContext | null;
}

/** The sound to record: the shared sound and the microphone mixed into one track where both are there. */
function soundOf(tracks: MediaStreamTrack[]): { track: MediaStreamTrack | null; audio: AudioContext | null } {
  if (tracks.length < 2) return { track: tracks[0] ?? null, audio: null };
  const audio = new AudioContext();
  const mixed = audio.createMediaStreamDestination();
  for (const track of tracks) audio.createMediaStreamSource(new MediaStream([track])).connect(mixed);
  return { track: mixed.stream.getAudioTracks()[0] ?? null, audio };
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const display = useDisplay(toolId);
  const host = useToolHost();
  const options = host.options as Options;
  const [clock, setClock] = useState<RecordingClock | null>(null);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [noSound, setNoSound] = useState(false);
  const [finished, setFinished] = useState<Finished | null>(null);
  const session = useRef<Session | null>(null);
  const now = useNow(clock !== null && clock.pausedAt === null, 250);
  // An MP4 of the finished recording, made by run() in the tool's worker (FFmpeg) when asked: the recording
  // is handed over as run()'s input; a new recording or Discard drops the request.
  const [mp4Asked, setMp4Asked] = useState(false);
  const mp4Input = useMemo(() => (finished ? { recording: { name: `${t('filename')}.webm`, type: finished.blob.type, size: finished.blob.size, blob: finished.blob } } : {}), [finished, t]);
  const mp4Run = host.useRun(mp4Input, options, { enabled: mp4Asked && finished !== null });
  const mp4 = mp4Asked && mp4Run.result && typeof mp4Run.result === 'object' && 'mp4' in mp4Run.result ? (mp4Run.result as { mp4: Mp4 }).mp4 : null;

  /** Ends the recording: the recorder hands its Blob over, every track and the mixer are let go. */
  const stop = () => {
    const s = session.current;
    if (!s) return;
    session.current = null;
    if (s.recorder.state !== 'inactive') s.recorder.stop();
    s.streams.forEach(stopStream);
    void s.audio?.close().catch(() => undefined);
  };

  // Leaving the page ends the recording (stop reads refs only, so the first render's is the same as any).
  useEffect(() => {
    window.addEventListener('pagehide', stop);
    return () => {
      window.removeEventListener('pagehide', stop);
      stop();
    };
  }, []);
  useEffect(() => {
    if (finished) return () => URL.revokeObjectURL(finished.url);
  }, [finished]);

  const start = async () => {
    setProblem(null);
    setNoSound(false);
    const md = navigator.mediaDevices;
    const unsupported = captureSupport({ secure: window.isSecureContext, api: typeof md?.getDisplayMedia === 'function' });
    if (unsupported) return setProblem({ source: 'screen', problem: unsupported });
    if (!canRecord()) return setProblem({ source: 'recorder' });
    setStarting(true);
    let screen: MediaStream;
    try {
      screen = await md.getDisplayMedia({ video: { frameRate: { ideal: 30 } }, audio: options.systemAudio });
    } catch (e) {
      setStarting(false);
      return setProblem({ source: 'screen', problem: captureProblem(e) });
    }
    let microphone: MediaStream | null = null;
    if (options.microphone) {
      try {
        microphone = await md.getUserMedia({ audio: true, video: false });
      } catch (e) {
        stopStream(screen);
        setStarting(false);
        return setProblem({ source: 'microphone', problem: captureProblem(e) });
      }
    }
    setStarting(false);
    const video = screen.getVideoTracks()[0];
    // The shared sound is there only when the visitor ticked "Share audio" in the browser's picker (and the browser offers it for what was chosen).
    const shared = screen.getAudioTracks();
    if (options.systemAudio && !shared.length) setNoSound(true);
    const sound = soundOf([...shared, ...(microphone?.getAudioTracks() ?? [])]);
    const streams = microphone ? [screen, microphone] : [screen];
    let recorder: MediaRecorder;
    try {
      recorder = recordStream(new MediaStream([...(video ? [video] : []), ...(sound.track ? [sound.track] : [])]), (recording) => {
        setClock(null);
        setFinished({ ...recording, url: URL.createObjectURL(recording.blob) });
      });
    } catch {
      streams.forEach(stopStream);
      void sound.audio?.close().catch(() => undefined);
      return setProblem({ source: 'recorder' });
    }
    session.current = { recorder, streams, audio: sound.audio };
    // The browser's own "Stop sharing" (or a closed window) ends the capture: the recording ends with it.
    video?.addEventListener('ended', stop);
    setFinished(null);
    setMp4Asked(false);
    setClock(startClock(Date.now()));
  };

  const pause = () => {
    const s = session.current;
    if (!s || s.recorder.state !== 'recording') return;
    s.recorder.pause();
    setClock((c) => (c ? pauseClock(c, Date.now()) : c));
  };
  const resume = () => {
    const s = session.current;
    if (!s || s.recorder.state !== 'paused') return;
    s.recorder.resume();
    setClock((c) => (c ? resumeClock(c, Date.now()) : c));
  };

  const recording = clock !== null;
  const paused = clock?.pausedAt !== null && clock !== null;
  const elapsed = clock ? recordedMs(clock, now ?? Date.now()) : 0;
  const save = () => finished && downloadFile(`${t('filename')}.${finished.type.extension}`, finished.blob);

  return (
    <div className="tool-body screen-recorder">
      <section className="panel-section" aria-labelledby="screen-recorder-record">
        <h2 id="screen-recorder-record">{t('record.title')}</h2>
        <fieldset className="screen-recorder-sound" disabled={recording || starting}>
          <legend>{t('record.sound')}</legend>
          <CheckboxField label={t('options.systemAudio.title')} hint={t('options.systemAudio.description')} checked={options.systemAudio} onChange={(systemAudio) => host.setOptions({ ...options, systemAudio })} />
          <CheckboxField label={t('options.microphone.title')} hint={t('options.microphone.description')} checked={options.microphone} onChange={(microphone) => host.setOptions({ ...options, microphone })} />
        </fieldset>
        <div className="io-actions">
          {recording ? (
            <>
              {paused ? (
                <button type="button" className="btn btn-primary" onClick={resume}>
                  {t('record.resume')}
                </button>
              ) : (
                <button type="button" className="btn" onClick={pause}>
                  {t('record.pause')}
                </button>
              )}
              <button type="button" className="btn" onClick={stop}>
                {t('record.stop')}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={starting}>
              {t('record.start')}
            </button>
          )}
        </div>
        <p className="screen-recorder-state" aria-live="polite" data-state={recording ? (paused ? 'paused' : 'recording') : undefined}>
          {recording ? (
            <>
              <span aria-hidden="true">{paused ? '❚❚' : '●'}</span> {t(paused ? 'record.paused' : 'record.recording')}
            </>
          ) : starting ? (
            t('record.choose')
          ) : (
            t('record.ready')
          )}
        </p>
        {recording && (
          <p className="screen-recorder-timer" role="timer" aria-label={t('record.timer')}>
            {elapsedText(elapsed)}
          </p>
        )}
        {noSound && recording && <p className="field-description">{t('record.noSharedSound')}</p>}
        <p role="status" className={problem ? 'error-banner' : 'visually-hidden'}>
          {problem && (
            <>
              <span aria-hidden="true">⚠</span> <span className="banner-text">{t(problem.source === 'recorder' ? 'recorder.failed' : `${problem.source}.problems.${problem.problem}`)}</span>
            </>
          )}
        </p>
        <p className="field-description">{t('privacy')}</p>
      </section>
      {finished && (
        <section className="panel-section" aria-labelledby="screen-recorder-result">
          <h2 id="screen-recorder-result">{t('result.title')}</h2>
          <video className="screen-recorder-video" src={finished.url} controls playsInline aria-label={t('result.player')} />
          <ResultBlocks toolId={toolId} blocks={recordingBlocks({ ms: finished.ms, bytes: finished.blob.size, mimeType: finished.type.mimeType })} display={display} />
          <div className="io-actions">
            <button type="button" className="btn btn-primary" onClick={save}>
              {t('result.download', { name: `${t('filename')}.${finished.type.extension}` })}
            </button>
            <button type="button" className="btn" onClick={() => setMp4Asked(true)} disabled={mp4Asked}>
              {t('mp4.make')}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setMp4Asked(false);
                setFinished(null);
              }}
            >
              {t('result.discard')}
            </button>
          </div>
          {!mp4Asked && <p className="field-description">{t('mp4.about')}</p>}
          {mp4Asked && mp4Run.running && (
            <RunStatus
              progress={mp4Run.progress}
              working={t('mp4.making')}
              onCancel={() => {
                mp4Run.cancel();
                setMp4Asked(false);
              }}
            />
          )}
          {mp4Asked && mp4Run.error && <ErrorBanner toolId={toolId} error={mp4Run.error} />}
          {mp4 && <ResultBlocks toolId={toolId} blocks={mp4Blocks(mp4)} display={display} />}
        </section>
      )}
      <ActionBar filename={toolId} downloads={[]} link={host.link} linkCanCarryInput={host.linkCanCarryInput} />
    </div>
  );
}
