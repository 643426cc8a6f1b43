/**
 * The camera: asks for it only when the visitor presses the button, shows its image, looks for a code
 * in a frame five times a second and, once one is found, hands that frame over as the image to read
 * (the worker then reads it exactly as a chosen file) and turns the camera off. The camera is also
 * turned off when the visitor presses Stop, leaves the page or hides the tab. Frames never leave the
 * page: they are drawn on a canvas in memory and read there.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captureProblem, qrFinder, type CaptureProblem, type FileInput } from '@sdk/core';

type Problem = 'unsupported' | 'denied' | 'missing' | 'busy' | 'unavailable';

/** Frames are searched at this size at most: a code held up to a camera fills enough of the frame, and each search stays short. */
const SCAN_SIDE = 640;
const SCAN_EVERY_MS = 200;

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<readonly { rawValue: string }[]>;
}

/** Why the camera did not start, in this reader's words: the SDK's reading of the error, folded into the five it says. */
const PROBLEM_SAID: Record<CaptureProblem, Problem> = {
  unsupported: 'unsupported',
  insecure: 'denied',
  denied: 'denied',
  missing: 'missing',
  overconstrained: 'missing',
  busy: 'busy',
  unavailable: 'unavailable',
};

function pngOf(canvas: HTMLCanvasElement): Promise<Uint8Array | null> {
  return new Promise((resolve) => canvas.toBlob((blob) => (blob ? blob.arrayBuffer().then((b) => resolve(new Uint8Array(b)), () => resolve(null)) : resolve(null)), 'image/png'));
}

export function Camera({ toolId, onFound }: { toolId: string; onFound: (frame: FileInput) => void }) {
  const { t } = useTranslation(toolId);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const stop = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setOn(false);
  };

  useEffect(() => {
    // Hidden tab or leaving the page: the camera goes off (its light too).
    const hide = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('pagehide', stop);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('pagehide', stop);
      stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function start() {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unsupported');
      return;
    }
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    } catch (e) {
      setProblem(PROBLEM_SAID[captureProblem(e)]);
      return;
    }
    stream.current = media;
    setOn(true);
    const el = video.current;
    if (!el) return;
    el.srcObject = media;
    try {
      await el.play();
    } catch {
      // Autoplay of a muted, inline video is allowed; a refusal here still leaves frames to read once it plays.
    }
    const findCode = await qrFinder();
    const Native = (globalThis as { BarcodeDetector?: new (o: { formats: string[] }) => NativeDetector }).BarcodeDetector;
    let native: NativeDetector | null = null;
    try {
      native = Native ? new Native({ formats: ['qr_code'] }) : null;
    } catch {
      native = null;
    }
    const small = document.createElement('canvas');
    const tick = async () => {
      if (!stream.current) return;
      const w = el.videoWidth;
      const h = el.videoHeight;
      if (w > 0 && h > 0) {
        const scale = Math.min(1, SCAN_SIDE / Math.max(w, h));
        small.width = Math.round(w * scale);
        small.height = Math.round(h * scale);
        const context = small.getContext('2d', { willReadFrequently: true });
        if (context) {
          context.drawImage(el, 0, 0, small.width, small.height);
          let found = false;
          if (native) found = (await native.detect(small).catch(() => [])).length > 0;
          if (!found) {
            const hit = findCode(context.getImageData(0, 0, small.width, small.height));
            found = hit !== null && hit !== 'transparent';
          }
          if (found && stream.current) {
            // The frame at the camera's full size: the worker reads it as any chosen image.
            const full = document.createElement('canvas');
            full.width = w;
            full.height = h;
            full.getContext('2d')?.drawImage(el, 0, 0);
            const bytes = await pngOf(full);
            stop();
            if (bytes) onFound({ name: t('camera.frameName'), type: 'image/png', size: bytes.length, bytes });
            return;
          }
        }
      }
      if (stream.current) timer.current = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
    };
    void tick();
  }

  return (
    <div className="qr-code-reader-camera">
      <div className="io-actions">
        {on ? (
          <button type="button" className="btn" onClick={stop}>
            {t('camera.stop')}
          </button>
        ) : (
          <button type="button" className="btn" onClick={() => void start()}>
            {t('camera.start')}
          </button>
        )}
      </div>
      <p className="field-description">{t('camera.privacy')}</p>
      <video ref={video} className={on ? 'qr-code-reader-video' : 'qr-code-reader-video qr-code-reader-hidden'} muted playsInline aria-label={t('camera.videoLabel')} />
      <p role="status" className={problem ? 'error-banner' : 'muted'}>
        {problem ? (
          <>
            <span aria-hidden="true">⚠</span> <span className="banner-text">{t(`camera.problems.${problem}`)}</span>
          </>
        ) : on ? (
          t('camera.scanning')
        ) : null}
      </p>
    </div>
  );
}
