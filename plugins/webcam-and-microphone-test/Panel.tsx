/**
 * The webcam and microphone test. A Panel, not a declared form: a live camera image, a level meter that
 * follows the microphone and a short recording played back are nothing a field can hold. Each device is
 * asked for only when the visitor presses its Start button, and turned off by Stop, on leaving the page or
 * hiding the tab. What the devices give is shown with the host's result blocks (view.ts); the recording
 * stays in the page's memory (an object URL), and nothing is sent anywhere.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { captureProblem, captureSupport, elapsedText, type CaptureProblem } from '@sdk/core';
import { ActionBar, CheckboxField, ResultBlocks, SelectField, canRecord, downloadFile, recordStream, stopStream, useDisplay, useNow, useToolHost, type Recording, type ToolPanelProps } from '@sdk/ui';
import type { Options } from './manifest.ts';
import { FLOOR_DB, framesSeen, levelOf, measuredRate, RECORD_SECONDS, type Level } from './run.ts';
import { cameraBlocks, microphoneBlocks, recordingBlocks, type CameraInfo, type MicrophoneInfo } from './view.ts';
import './styles.css';

type DeviceKind = 'camera' | 'microphone';
/** A device problem: why it did not start, or that it stopped by itself (unplugged, taken by another app). */
type Problem = CaptureProblem | 'ended';

const INPUT_KIND: Record<DeviceKind, MediaDeviceKind> = { camera: 'videoinput', microphone: 'audioinput' };

/** Whether this page may ask for devices at all (before asking). */
const support = () => captureSupport({ secure: window.isSecureContext, api: typeof navigator.mediaDevices?.getUserMedia === 'function' });

/** The cameras or microphones the browser lists; their names only once a device of the kind was allowed. */
function useDevices(kind: DeviceKind, refresh: unknown): MediaDeviceInfo[] {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const md = navigator.mediaDevices;
    if (!md?.enumerateDevices) return;
    let live = true;
    const read = () =>
      void md.enumerateDevices().then(
        (all) => live && setDevices(all.filter((d) => d.kind === INPUT_KIND[kind] && d.deviceId)),
        () => undefined,
      );
    read();
    md.addEventListener?.('devicechange', read);
    return () => {
      live = false;
      md.removeEventListener?.('devicechange', read);
    };
  }, [kind, refresh]);
  return devices;
}

/** The device list as choices: the browser's default first, then each device by name (or "Camera 2" before names are allowed). */
function DeviceSelect({ toolId, kind, devices, value, onChange }: { toolId: string; kind: DeviceKind; devices: MediaDeviceInfo[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation(toolId);
  const choices = [
    ...(devices.some((d) => d.deviceId === value) ? [] : [{ value, label: t(`${kind}.default`) }]),
    ...devices.map((d, i) => ({ value: d.deviceId, label: d.label || t(`${kind}.numbered`, { n: i + 1 }) })),
  ];
  return <SelectField label={t(`${kind}.choose`)} value={value} choices={choices} onChange={onChange} hint={devices.some((d) => d.label) ? undefined : t('namesLater')} />;
}

function ProblemText({ toolId, kind, problem }: { toolId: string; kind: DeviceKind; problem: Problem | null }) {
  const { t } = useTranslation(toolId);
  return (
    <p role="status" className={problem ? 'error-banner' : 'visually-hidden'}>
      {problem && (
        <>
          <span aria-hidden="true">⚠</span> <span className="banner-text">{t(`${kind}.problems.${problem}`)}</span>
        </>
      )}
    </p>
  );
}

/** Asks for one device (the one chosen, else the browser's default); the problem when it cannot start. */
async function openDevice(kind: DeviceKind, deviceId: string): Promise<MediaStream | Problem> {
  const unsupported = support();
  if (unsupported) return unsupported;
  const wanted: MediaTrackConstraints = deviceId ? { deviceId: { exact: deviceId } } : {};
  try {
    return await navigator.mediaDevices.getUserMedia(kind === 'camera' ? { video: wanted, audio: false } : { audio: wanted, video: false });
  } catch (e) {
    return captureProblem(e);
  }
}

interface DeviceProps {
  toolId: string;
  stream: MediaStream | null;
  setStream: (stream: MediaStream | null) => void;
  /** Stops the test recording first, when one is running (it would go on without this device). */
  beforeStop: () => void;
}

/** Start, stop and switch one device; a track that ends by itself (unplugged, taken) is said. */
function useDevice(kind: DeviceKind, { stream, setStream, beforeStop }: DeviceProps) {
  const [problem, setProblem] = useState<Problem | null>(null);
  const [deviceId, setDeviceId] = useState('');
  const [starting, setStarting] = useState(false);
  const devices = useDevices(kind, stream);

  const start = async (id: string) => {
    setStarting(true);
    setProblem(null);
    const opened = await openDevice(kind, id);
    setStarting(false);
    if (typeof opened === 'string') {
      setProblem(opened);
      return;
    }
    const track = opened.getTracks()[0];
    setDeviceId(track?.getSettings().deviceId ?? id);
    setStream(opened);
  };
  const stop = () => {
    beforeStop();
    stopStream(stream);
    setStream(null);
  };
  const choose = (id: string) => {
    setDeviceId(id);
    if (stream) {
      beforeStop();
      stopStream(stream);
      setStream(null);
      void start(id);
    }
  };

  useEffect(() => {
    const track = stream?.getTracks()[0];
    if (!track) return;
    const ended = () => {
      beforeStop();
      setStream(null);
      setProblem('ended');
    };
    track.addEventListener('ended', ended);
    return () => track.removeEventListener('ended', ended);
  }, [stream, setStream, beforeStop]);

  return { problem, deviceId, devices, starting, start: () => void start(deviceId), stop, choose };
}

function CameraTest(props: DeviceProps & { mirror: boolean; setMirror: (mirror: boolean) => void }) {
  const { toolId, stream, mirror, setMirror } = props;
  const { t } = useTranslation(toolId);
  const display = useDisplay(toolId);
  const device = useDevice('camera', props);
  const video = useRef<HTMLVideoElement>(null);
  const [info, setInfo] = useState<CameraInfo | null>(null);

  useEffect(() => {
    const el = video.current;
    const track = stream?.getVideoTracks()[0];
    if (!el || !stream || !track) {
      if (el) el.srcObject = null;
      setInfo(null);
      return;
    }
    el.srcObject = stream;
    void el.play().catch(() => undefined);
    const settingsNow = (measured: number | null): CameraInfo => {
      const s = track.getSettings();
      return {
        label: track.label,
        // What the track delivers; the video's own size where a browser leaves the settings out.
        width: s.width ?? (el.videoWidth || undefined),
        height: s.height ?? (el.videoHeight || undefined),
        frameRate: s.frameRate,
        facingMode: s.facingMode,
        measured,
        cannotMeasure: !('requestVideoFrameCallback' in el),
      };
    };
    setInfo(settingsNow(null));
    const onSize = () => setInfo((i) => (i ? settingsNow(i.measured) : i));
    el.addEventListener('resize', onSize);
    // Frames as the page shows them: each one's time, the rate over the last two seconds, shown twice a second.
    let times: number[] = [];
    let frame = 0;
    let shown = 0;
    const onFrame = (now: number) => {
      times = framesSeen(times, now);
      if (now - shown >= 500) {
        shown = now;
        const rate = measuredRate(times);
        setInfo(settingsNow(rate));
      }
      frame = el.requestVideoFrameCallback(onFrame);
    };
    if ('requestVideoFrameCallback' in el) frame = el.requestVideoFrameCallback(onFrame);
    return () => {
      el.removeEventListener('resize', onSize);
      if ('cancelVideoFrameCallback' in el) el.cancelVideoFrameCallback(frame);
    };
  }, [stream]);

  return (
    <section className="panel-section webcam-and-microphone-test-device" aria-labelledby="webcam-test-camera">
      <h2 id="webcam-test-camera">{t('camera.title')}</h2>
      <div className="webcam-and-microphone-test-controls">
        <DeviceSelect toolId={toolId} kind="camera" devices={device.devices} value={device.deviceId} onChange={device.choose} />
        <CheckboxField label={t('options.mirror.title')} hint={t('options.mirror.description')} checked={mirror} onChange={setMirror} />
      </div>
      <StartStop toolId={toolId} kind="camera" on={!!stream} device={device} />
      <ProblemText toolId={toolId} kind="camera" problem={device.problem} />
      <video ref={video} className="webcam-and-microphone-test-video" data-mirror={mirror || undefined} hidden={!stream} muted playsInline aria-label={t('camera.image')} />
      {info && <ResultBlocks toolId={toolId} blocks={cameraBlocks(info)} display={display} />}
    </section>
  );
}

/** The level of the microphone's sound, read from an AnalyserNode ten times a second. */
function useLevel(stream: MediaStream | null): { level: Level; loudest: number } | null {
  const [state, setState] = useState<{ level: Level; loudest: number } | null>(null);
  useEffect(() => {
    if (!stream || !stream.getAudioTracks().length) {
      setState(null);
      return;
    }
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    const context = new Context();
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaStreamSource(stream).connect(analyser);
    void context.resume().catch(() => undefined);
    const samples = new Float32Array(analyser.fftSize);
    let loudest = FLOOR_DB;
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const level = levelOf(samples);
      loudest = Math.max(loudest, level.rmsDb);
      setState({ level, loudest });
    }, 100);
    return () => {
      window.clearInterval(timer);
      void context.close().catch(() => undefined);
    };
  }, [stream]);
  return state;
}

function MicrophoneTest(props: DeviceProps) {
  const { toolId, stream } = props;
  const { t } = useTranslation(toolId);
  const display = useDisplay(toolId);
  const device = useDevice('microphone', props);
  const level = useLevel(stream);
  const track = stream?.getAudioTracks()[0];
  const settings = track?.getSettings();
  // Echo cancellation may be named ("all", "remote-only") in newer browsers: any but "none" is on.
  const echo = settings?.echoCancellation;
  const info: MicrophoneInfo | null =
    track && settings
      ? {
          label: track.label,
          sampleRate: settings.sampleRate,
          channelCount: settings.channelCount,
          echoCancellation: typeof echo === 'string' ? echo !== 'none' : echo,
          noiseSuppression: settings.noiseSuppression,
          autoGainControl: settings.autoGainControl,
        }
      : null;
  return (
    <section className="panel-section webcam-and-microphone-test-device" aria-labelledby="webcam-test-microphone">
      <h2 id="webcam-test-microphone">{t('microphone.title')}</h2>
      <div className="webcam-and-microphone-test-controls">
        <DeviceSelect toolId={toolId} kind="microphone" devices={device.devices} value={device.deviceId} onChange={device.choose} />
      </div>
      <StartStop toolId={toolId} kind="microphone" on={!!stream} device={device} />
      <ProblemText toolId={toolId} kind="microphone" problem={device.problem} />
      {info && <p className="field-description">{t('microphone.speak')}</p>}
      {info && level && <ResultBlocks toolId={toolId} blocks={microphoneBlocks(info, level.level, level.loudest)} display={display} />}
    </section>
  );
}

interface Played extends Recording {
  url: string;
}

function RecordingTest({ toolId, camera, microphone, recorder }: { toolId: string; camera: MediaStream | null; microphone: MediaStream | null; recorder: RefObject<MediaRecorder | null> }) {
  const { t } = useTranslation(toolId);
  const display = useDisplay(toolId);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [played, setPlayed] = useState<Played | null>(null);
  const [failed, setFailed] = useState(false);
  const now = useNow(startedAt !== null, 250);
  const limit = useRef<number | undefined>(undefined);

  // The recording's object URL is let go when a new one replaces it or the page is left.
  useEffect(() => {
    if (played) return () => URL.revokeObjectURL(played.url);
  }, [played]);
  useEffect(() => () => window.clearTimeout(limit.current), []);

  const live = !!camera || !!microphone;
  const start = () => {
    setFailed(false);
    const tracks = [...(camera?.getVideoTracks() ?? []), ...(microphone?.getAudioTracks() ?? [])];
    if (!tracks.length || !canRecord()) {
      setFailed(true);
      return;
    }
    const began = Date.now();
    try {
      recorder.current = recordStream(new MediaStream(tracks), (recording) => {
        window.clearTimeout(limit.current);
        recorder.current = null;
        setStartedAt(null);
        setPlayed({ ...recording, url: URL.createObjectURL(recording.blob) });
      });
    } catch {
      setFailed(true);
      return;
    }
    setPlayed(null);
    setStartedAt(began);
    limit.current = window.setTimeout(() => recorder.current?.state !== 'inactive' && recorder.current?.stop(), RECORD_SECONDS * 1000);
  };
  const stop = () => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  };
  const recording = startedAt !== null;
  const elapsed = recording && now !== undefined ? Math.min(RECORD_SECONDS * 1000, now - startedAt) : 0;

  const status = recording ? t('recording.running', { seconds: RECORD_SECONDS }) : live ? t('recording.ready', { seconds: RECORD_SECONDS }) : t('recording.startFirst');
  return (
    <section className="panel-section webcam-and-microphone-test-recording" aria-labelledby="webcam-test-recording">
      <h2 id="webcam-test-recording">{t('recording.title')}</h2>
      <p className="muted" aria-live="polite">
        {status}
      </p>
      <div className="io-actions">
        {recording ? (
          <button type="button" className="btn" onClick={stop}>
            {t('recording.stop')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={start} disabled={!live}>
            {t('recording.start', { seconds: RECORD_SECONDS })}
          </button>
        )}
      </div>
      {recording && (
        <p className="webcam-and-microphone-test-on" role="timer" aria-label={t('recording.timer')}>
          <span aria-hidden="true">●</span> {t('recording.on')} {elapsedText(elapsed)} / {elapsedText(RECORD_SECONDS * 1000)}
        </p>
      )}
      {failed && (
        <p role="alert" className="error-banner">
          <span aria-hidden="true">⚠</span> <span className="banner-text">{t('recording.failed')}</span>
        </p>
      )}
      {played && (
        <div className="webcam-and-microphone-test-playback">
          {played.blob.type.startsWith('audio/') ? (
            <audio src={played.url} controls aria-label={t('recording.player')} />
          ) : (
            <video className="webcam-and-microphone-test-video" src={played.url} controls playsInline aria-label={t('recording.player')} />
          )}
          <ResultBlocks toolId={toolId} blocks={recordingBlocks({ seconds: Math.min(RECORD_SECONDS, played.ms / 1000), bytes: played.blob.size, mimeType: played.type.mimeType })} display={display} />
          <div className="io-actions">
            <button type="button" className="btn" onClick={() => downloadFile(`${t('recording.filename')}.${played.type.extension}`, played.blob)}>
              {t('recording.download')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const host = useToolHost();
  const options = host.options as Options;
  const [camera, setCamera] = useState<MediaStream | null>(null);
  const [microphone, setMicrophone] = useState<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const streams = useRef<(MediaStream | null)[]>([]);
  streams.current = [camera, microphone];

  const stopRecording = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  useEffect(() => {
    // Leaving the page or hiding the tab turns both devices off (their lights too).
    const off = () => {
      stopRecording();
      streams.current.forEach(stopStream);
      setCamera(null);
      setMicrophone(null);
    };
    const hide = () => document.visibilityState === 'hidden' && off();
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('pagehide', off);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('pagehide', off);
      stopRecording();
      streams.current.forEach(stopStream);
    };
  }, [stopRecording]);

  return (
    <div className="tool-body webcam-and-microphone-test">
      <p className="field-description">{t('privacy')}</p>
      <CameraTest toolId={toolId} stream={camera} setStream={setCamera} beforeStop={stopRecording} mirror={options.mirror} setMirror={(mirror) => host.setOptions({ ...options, mirror })} />
      <MicrophoneTest toolId={toolId} stream={microphone} setStream={setMicrophone} beforeStop={stopRecording} />
      <RecordingTest toolId={toolId} camera={camera} microphone={microphone} recorder={recorder} />
      <ActionBar filename={toolId} downloads={[]} link={host.link} linkCanCarryInput={host.linkCanCarryInput} />
    </div>
  );
}

/** Start, or Stop while the device is on: one button for the camera and one for the microphone. */
function StartStop({ toolId, kind, on, device }: { toolId: string; kind: 'camera' | 'microphone'; on: boolean; device: { start: () => void; stop: () => void; starting: boolean } }) {
  const { t } = useTranslation(toolId);
  return (
    <div className="io-actions">
      {on ? (
        <button type="button" className="btn" onClick={device.stop}>
          {t(`${kind}.stop`)}
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={device.start} disabled={device.starting}>
          {t(`${kind}.start`)}
        </button>
      )}
    </div>
  );
}
