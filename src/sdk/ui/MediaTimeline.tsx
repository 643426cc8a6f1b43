/**
 * A player and a timeline under a file field that declares `timeline` (a part of a recording picked by its
 * start and end): the chosen file plays from an object URL (revoked when it changes or goes), and two
 * handles, sliders for the keyboard as for a finger or a mouse, pick the part. The handles write the tool's
 * two line fields as timecodes in the page's language, and follow what is typed there; the length comes from
 * the browser's own player (loadedmetadata), so nothing heavy loads to draw it. Positions are drawn through
 * custom properties set from script: the Content-Security-Policy forbids style attributes.
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalMark } from '../core/number.ts';
import { parseTimecode, timecodeText } from '../core/timecode.ts';
import type { FileInput } from '../core/tool.ts';
import { useFormat } from './useFormat.ts';

/** The two line fields a timeline writes, as typed, and how to write them. */
export interface TimelineBinding {
  readonly start: string;
  readonly end: string;
  readonly set: (changes: { start?: string; end?: string }) => void;
}

type Handle = 'start' | 'end';

/** Seconds a key moves a handle: an arrow, Shift with an arrow, Page Up or Page Down. */
export const TIMELINE_STEPS = { step: 0.1, shift: 1, page: 10 } as const;

/** Whether a chosen file gets a timeline, and which player: by its type, else by its name's extension. */
export function timelineMedia(file: FileInput): 'video' | 'audio' | undefined {
  if (!file.blob) return undefined;
  if (file.type.startsWith('audio/')) return 'audio';
  if (file.type.startsWith('video/')) return 'video';
  if (/\.(mp3|m4a|aac|wav|flac|oga|ogg|opus)$/i.test(file.name)) return 'audio';
  if (/\.(mp4|m4v|mov|webm|mkv|ogv|3gp)$/i.test(file.name)) return 'video';
  return undefined;
}

const clamp = (value: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, value));
const rounded = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/**
 * Where the handles stand for what is typed: an empty start is the beginning, an empty end the end (as the
 * tools read them); a text that is not a timecode leaves its handle at that end, until it is one.
 */
export function handlePositions(start: string, end: string, duration: number): { start: number; end: number } {
  const s = start.trim() === '' ? 0 : (parseTimecode(start) ?? 0);
  const e = end.trim() === '' ? duration : (parseTimecode(end) ?? duration);
  return { start: clamp(s, 0, duration), end: clamp(e, 0, duration) };
}

interface MediaTimelineProps {
  file: FileInput;
  binding: TimelineBinding;
}

export function MediaTimeline({ file, binding }: MediaTimelineProps) {
  const kind = timelineMedia(file);
  const { t, i18n } = useTranslation('common');
  const fmt = useFormat();
  const mark = decimalMark(i18n.language);
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [url, setUrl] = useState<string>();
  const [duration, setDuration] = useState<number>();
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(0);
  // Playing the part: where it stops, while it plays.
  const partEnd = useRef<number | null>(null);
  const frame = useRef(0);
  const dragging = useRef<Handle | null>(null);

  useEffect(() => {
    setDuration(undefined);
    setFailed(false);
    setNow(0);
    if (!file.blob) return;
    const made = URL.createObjectURL(file.blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      cancelAnimationFrame(frame.current);
    };
  }, [file.blob]);

  const length = duration ?? 0;
  const at = handlePositions(binding.start, binding.end, length);
  // Handles never cross: each moves between the beginning or the other handle and the other handle or the end.
  const gap = Math.min(TIMELINE_STEPS.step, length / 2);
  const inOrder = at.start <= at.end;
  const range: Record<Handle, [number, number]> = inOrder
    ? { start: [0, Math.max(0, at.end - gap)], end: [Math.min(length, at.start + gap), length] }
    : { start: [0, length], end: [0, length] };

  const percent = (seconds: number) => `${length > 0 ? (clamp(seconds, 0, length) / length) * 100 : 0}%`;
  useLayoutEffect(() => {
    const el = track.current;
    if (!el) return;
    el.style.setProperty('--timeline-start', percent(at.start));
    el.style.setProperty('--timeline-end', percent(at.end));
    el.style.setProperty('--timeline-now', percent(now));
  });

  const text = (seconds: number) => timecodeText(rounded(seconds), mark);
  /** A handle moved: its field written, and the picture there shown while nothing plays. */
  const move = (handle: Handle, seconds: number) => {
    const [lo, hi] = range[handle];
    const value = rounded(clamp(seconds, lo, hi));
    binding.set({ [handle]: text(value) });
    const el = media.current;
    if (el && el.paused) {
      el.currentTime = value;
      setNow(value);
    }
  };

  const onKeyDown = (handle: Handle) => (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? TIMELINE_STEPS.shift : TIMELINE_STEPS.step;
    const deltas: Record<string, number> = { ArrowLeft: -step, ArrowDown: -step, ArrowRight: step, ArrowUp: step, PageUp: TIMELINE_STEPS.page, PageDown: -TIMELINE_STEPS.page };
    const [lo, hi] = range[handle];
    let next: number | undefined;
    if (e.key in deltas) next = at[handle] + deltas[e.key]!;
    else if (e.key === 'Home') next = lo;
    else if (e.key === 'End') next = hi;
    if (next === undefined) return;
    e.preventDefault();
    move(handle, next);
  };

  /** A press on the track takes the handle pressed, or the nearer one, and drags it. */
  const secondsAt = (clientX: number): number => {
    const box = track.current!.getBoundingClientRect();
    return box.width > 0 ? Math.round(clamp((clientX - box.left) / box.width, 0, 1) * length * 100) / 100 : 0;
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || length <= 0) return;
    const pressed = (e.target as HTMLElement).closest<HTMLElement>('[data-handle]')?.dataset.handle as Handle | undefined;
    const seconds = secondsAt(e.clientX);
    const handle = pressed ?? (Math.abs(seconds - at.start) <= Math.abs(seconds - at.end) ? 'start' : 'end');
    e.preventDefault();
    dragging.current = handle;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    track.current?.querySelector<HTMLElement>(`[data-handle="${handle}"]`)?.focus();
    if (!pressed) move(handle, seconds);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) move(dragging.current, secondsAt(e.clientX));
  };
  const endDrag = () => {
    dragging.current = null;
  };

  const here = () => rounded(media.current?.currentTime ?? 0);
  const setStartHere = () => {
    const value = Math.min(here(), Math.max(0, length - gap));
    binding.set(value >= at.end - gap / 2 ? { start: text(value), end: text(length) } : { start: text(value) });
  };
  const setEndHere = () => {
    const value = Math.max(here(), Math.min(gap, length));
    binding.set(value <= at.start + gap / 2 ? { start: text(0), end: text(value) } : { end: text(value) });
  };
  /** Plays from the start handle and pauses at the end one (checked every frame: timeupdate comes only four times a second). */
  const playPart = () => {
    const el = media.current;
    if (!el || !inOrder) return;
    el.currentTime = at.start;
    partEnd.current = at.end;
    void el.play()?.catch(() => {
      partEnd.current = null;
    });
    const watch = () => {
      if (partEnd.current === null) return;
      if (el.currentTime >= partEnd.current) {
        el.pause();
        partEnd.current = null;
      } else frame.current = requestAnimationFrame(watch);
      setNow(el.currentTime);
    };
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(watch);
  };

  /** The length, once the player knows it; a recording that does not say it (MediaRecorder's WebM) is read to its end first. */
  const onLength = () => {
    const el = media.current;
    if (!el) return;
    if (Number.isFinite(el.duration) && el.duration > 0) {
      if (duration === undefined && el.currentTime > el.duration - 0.001 && el.duration > 0) el.currentTime = 0;
      setDuration(el.duration);
    } else if (el.duration === Infinity) el.currentTime = Number.MAX_SAFE_INTEGER;
  };

  if (!kind) return null;
  const Player = kind;
  const sliders: { handle: Handle; label: string }[] = [
    { handle: 'start', label: t('media.timeline.start') },
    { handle: 'end', label: t('media.timeline.end') },
  ];
  return (
    <div className="media-timeline" role="group" aria-label={t('media.timeline.label', { name: file.name })}>
      <div className={`timeline-stage timeline-stage-${kind}`}>
        {url && (
          <Player
            ref={media}
            src={url}
            controls
            preload="metadata"
            playsInline
            aria-label={t('media.timeline.player', { name: file.name })}
            onLoadedMetadata={onLength}
            onDurationChange={onLength}
            onTimeUpdate={(e) => setNow(e.currentTarget.currentTime)}
            onPause={() => (partEnd.current = null)}
            onError={() => setFailed(true)}
          />
        )}
      </div>
      {duration === undefined ? (
        <p className="io-meta" role="status">
          {failed ? t('media.timeline.unplayable') : t('media.timeline.reading')}
        </p>
      ) : (
        <>
          <div className="timeline-track" ref={track} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={endDrag} onPointerCancel={endDrag} onLostPointerCapture={endDrag}>
            <div className="timeline-kept" aria-hidden="true" />
            <div className="timeline-now" aria-hidden="true" />
            {sliders.map(({ handle, label }) => (
              <div
                key={handle}
                role="slider"
                tabIndex={0}
                data-handle={handle}
                className={`timeline-handle timeline-handle-${handle}`}
                aria-label={label}
                aria-orientation="horizontal"
                aria-valuemin={rounded(range[handle][0])}
                aria-valuemax={rounded(range[handle][1])}
                aria-valuenow={rounded(at[handle])}
                aria-valuetext={text(at[handle])}
                onKeyDown={onKeyDown(handle)}
              />
            ))}
          </div>
          <div className="timeline-scale io-meta" aria-hidden="true">
            <span>{text(0)}</span>
            <span>{text(length)}</span>
          </div>
          <p className="io-meta timeline-part">
            {t('media.timeline.part', { start: text(at.start), end: text(at.end), length: fmt.numberWith(Math.max(0, at.end - at.start), { style: 'unit', unit: 'second', maximumFractionDigits: 3 }) })}
          </p>
          <div className="io-actions">
            <button type="button" className="btn" onClick={setStartHere}>
              {t('media.timeline.setStart')}
            </button>
            <button type="button" className="btn" onClick={setEndHere}>
              {t('media.timeline.setEnd')}
            </button>
            <button type="button" className="btn" onClick={playPart} disabled={!inOrder}>
              {t('media.timeline.play')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
