/**
 * The chosen image under a file field that declares `crop`, with a crop box: dragged by its inside (moves)
 * and its eight handles (resize), or drawn anew by pressing outside it; from the keyboard, the arrows move
 * the box and Shift with the arrows resizes it, and each handle (a labelled button) moves its side or corner.
 * The box writes the tool's x, y, width and height fields in the page's language and follows what is typed
 * there; it keeps the ratio of the aspect field's choice, and the image is drawn turned and mirrored as the
 * turn and flip fields say, the box following it. The picture is the browser's own decoding (EXIF orientation
 * applied), drawn 1,600 pixels on its longer side on a canvas and shown as large as the page allows; positions are custom properties set from script
 * (the Content-Security-Policy forbids style attributes).
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { aspectOf, boxInside, CROP_HANDLES, fitAspect, mapBox, moveBox, quarterTurn, resizeBox, turnedSize, type Box, type CropHandle, type Turn } from '../core/crop.ts';
import { numberText } from '../core/fields.ts';
import { parseNumber } from '../core/number.ts';
import type { FileInput } from '../core/tool.ts';
import './imageCrop.css';

/** The fields a crop box writes (as typed, in the page's language) and the ones it follows, with their setter. */
export interface CropBinding {
  readonly x: string;
  readonly y: string;
  readonly width: string;
  readonly height: string;
  readonly aspect: string;
  readonly turn: string;
  readonly flipH: boolean;
  readonly flipV: boolean;
  readonly set: (changes: { x?: string; y?: string; width?: string; height?: string }) => void;
}

/** The longer side of the preview, in canvas pixels: enough for any screen, light on memory for a 50-megapixel photo. */
const PREVIEW_SIDE = 1600;

/** Pixels an arrow key moves or resizes the box by: 1 on a small image, 1/200 of the longer side on a large one. */
export function cropStep(width: number, height: number): number {
  return Math.max(1, Math.round(Math.max(width, height) / 200));
}

/**
 * The box the typed fields stand for, on an image of this size: empty x or y is 0, empty width or height runs
 * to the edge, a text that is not a number is taken as empty; then fitted to the ratio, as run() fits it.
 */
export function typedBox(binding: Pick<CropBinding, 'x' | 'y' | 'width' | 'height' | 'aspect'>, width: number, height: number, lang: string): Box {
  const read = (text: string) => {
    const n = text.trim() === '' ? null : parseNumber(text, lang);
    return n === null || !Number.isFinite(n) ? null : Math.round(n);
  };
  const x = Math.min(Math.max(0, read(binding.x) ?? 0), width - 1);
  const y = Math.min(Math.max(0, read(binding.y) ?? 0), height - 1);
  const w = Math.min(Math.max(1, read(binding.width) ?? width - x), width - x);
  const h = Math.min(Math.max(1, read(binding.height) ?? height - y), height - y);
  return fitAspect({ x, y, width: w, height: h }, aspectOf(binding.aspect));
}

interface Drag {
  readonly mode: 'move' | CropHandle;
  readonly box: Box;
  readonly startX: number;
  readonly startY: number;
}

export function ImageCrop({ file, binding }: { file: FileInput; binding: CropBinding }) {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.language;
  const canvas = useRef<HTMLCanvasElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [bitmap, setBitmap] = useState<ImageBitmap>();
  const [failed, setFailed] = useState(false);
  const drag = useRef<Drag | null>(null);
  const helpId = `${useRef(`crop-${Math.random().toString(36).slice(2)}`).current}-help`;

  useEffect(() => {
    let live = true;
    let made: ImageBitmap | undefined;
    setBitmap(undefined);
    setFailed(false);
    if (!file.bytes) return;
    createImageBitmap(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), { imageOrientation: 'from-image' })
      .then((b) => {
        made = b;
        if (live) setBitmap(b);
        else b.close();
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      made?.close();
    };
  }, [file.bytes, file.type]);

  const turn: Turn = { turn: quarterTurn(binding.turn), flipH: binding.flipH, flipV: binding.flipV };
  const original = bitmap ? { width: bitmap.width, height: bitmap.height } : { width: 1, height: 1 };
  const size = turnedSize(original.width, original.height, turn.turn);
  const ratio = aspectOf(binding.aspect);
  const box = typedBox(binding, size.width, size.height, lang);
  const whole = fitAspect({ x: 0, y: 0, width: size.width, height: size.height }, ratio);

  const write = (next: Box) => binding.set({ x: numberText(next.x, lang), y: numberText(next.y, lang), width: numberText(next.width, lang), height: numberText(next.height, lang) });

  // The picture drawn turned and mirrored, as the tool will crop it.
  useLayoutEffect(() => {
    const el = canvas.current;
    if (!el || !bitmap) return;
    // Drawn 1,600 pixels on its longer side: a large photo smaller, a small image larger (its pixels kept sharp), so that the box has room.
    const scale = PREVIEW_SIDE / Math.max(bitmap.width, bitmap.height);
    const drawn = turnedSize(Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)), turn.turn);
    el.width = drawn.width;
    el.height = drawn.height;
    const context = el.getContext('2d');
    if (!context) return;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, el.width, el.height);
    context.translate(el.width / 2, el.height / 2);
    context.scale(turn.flipH ? -1 : 1, turn.flipV ? -1 : 1);
    context.rotate((turn.turn * Math.PI) / 180);
    context.imageSmoothingEnabled = scale < 1;
    context.drawImage(bitmap, (-bitmap.width * scale) / 2, (-bitmap.height * scale) / 2, bitmap.width * scale, bitmap.height * scale);
  }, [bitmap, turn.turn, turn.flipH, turn.flipV]);

  // The box drawn where it is, in shares of the picture.
  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    el.style.setProperty('--crop-x', `${(box.x / size.width) * 100}%`);
    el.style.setProperty('--crop-y', `${(box.y / size.height) * 100}%`);
    el.style.setProperty('--crop-w', `${(box.width / size.width) * 100}%`);
    el.style.setProperty('--crop-h', `${(box.height / size.height) * 100}%`);
  });

  // What the box follows besides the typed box: the image, its turn and mirrors, the ratio.
  const seen = useRef<{ turn: Turn; aspect: string } | null>(null);
  useEffect(() => {
    if (!bitmap) return;
    const before = seen.current;
    seen.current = { turn, aspect: binding.aspect };
    if (!before) {
      // A new image: the box typed stays where it fits (an example's, a link's); else the whole image.
      const typed = { x: parseNumber(binding.x, lang), y: parseNumber(binding.y, lang), width: parseNumber(binding.width, lang), height: parseNumber(binding.height, lang) };
      const fits = typed.width === null || typed.height === null || boxInside(typed as Box, size.width, size.height);
      if (!fits) write(whole);
      return;
    }
    const turned = before.turn.turn !== turn.turn || before.turn.flipH !== turn.flipH || before.turn.flipV !== turn.flipV;
    if (turned) {
      // The box turns and mirrors with the image; a ratio that no longer fits starts again from the whole image.
      const was = turnedSize(original.width, original.height, before.turn.turn);
      const mapped = mapBox(typedBox(binding, was.width, was.height, lang), before.turn, turn, original.width, original.height);
      const fitted = fitAspect(mapped, ratio);
      write(fitted.width === mapped.width && fitted.height === mapped.height ? mapped : whole);
    } else if (before.aspect !== binding.aspect && ratio) write(whole);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bitmap, turn.turn, turn.flipH, turn.flipV, binding.aspect]);

  /** A point of the page where it is on the image, in its pixels. */
  const at = (clientX: number, clientY: number): [number, number] => {
    const rect = canvas.current!.getBoundingClientRect();
    return [((clientX - rect.left) / Math.max(1, rect.width)) * size.width, ((clientY - rect.top) / Math.max(1, rect.height)) * size.height];
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || !bitmap) return;
    const target = e.target as HTMLElement;
    const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle as CropHandle | undefined;
    const [px, py] = at(e.clientX, e.clientY);
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (handle) {
      drag.current = { mode: handle, box, startX: px, startY: py };
      target.closest<HTMLElement>('[data-handle]')?.focus();
    } else if (target.closest('.crop-box')) {
      drag.current = { mode: 'move', box, startX: px, startY: py };
      target.closest<HTMLElement>('.crop-box')?.focus();
    } else {
      // Pressed outside the box: a new box drawn from there, by its bottom-right corner.
      const start = { x: Math.min(Math.floor(px), size.width - 1), y: Math.min(Math.floor(py), size.height - 1), width: 1, height: 1 };
      drag.current = { mode: 'se', box: start, startX: start.x + 1, startY: start.y + 1 };
      write(start);
    }
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const [px, py] = at(e.clientX, e.clientY);
    const dx = px - d.startX;
    const dy = py - d.startY;
    write(d.mode === 'move' ? moveBox(d.box, dx, dy, size.width, size.height) : resizeBox(d.box, d.mode, dx, dy, size.width, size.height, ratio));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const step = cropStep(size.width, size.height);
  const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const onBoxKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[e.key];
    if (!arrow || e.target !== e.currentTarget) return;
    e.preventDefault();
    const [dx, dy] = [arrow[0] * step, arrow[1] * step];
    // Shift resizes by the bottom-right corner: → and ↓ make it larger, ← and ↑ smaller.
    write(e.shiftKey ? resizeBox(box, dx ? 'e' : 's', dx, dy, size.width, size.height, ratio) : moveBox(box, dx, dy, size.width, size.height));
  };
  const onHandleKey = (handle: CropHandle) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[e.key];
    if (!arrow) return;
    e.preventDefault();
    e.stopPropagation();
    const factor = e.shiftKey ? 10 : 1;
    write(resizeBox(box, handle, arrow[0] * step * factor, arrow[1] * step * factor, size.width, size.height, ratio));
  };

  const px = (n: number) => new Intl.NumberFormat(lang).format(n);
  return (
    <div className="image-crop" role="group" aria-label={t('crop.label', { name: file.name })}>
      {!bitmap ? (
        <p className="io-meta" role="status">
          {failed ? t('crop.unreadable') : t('crop.reading')}
        </p>
      ) : (
        <>
          <div className="crop-frame">
            <div className="crop-stage" ref={stage} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={endDrag} onPointerCancel={endDrag} onLostPointerCapture={endDrag}>
              <canvas ref={canvas} role="img" aria-label={t('crop.image', { name: file.name })} />
              <div className="crop-shade" aria-hidden="true">
                <div />
              </div>
              <div className="crop-box" tabIndex={0} role="group" aria-label={t('crop.box')} aria-describedby={helpId} onKeyDown={onBoxKey}>
                {CROP_HANDLES.map((handle) => (
                  <button key={handle} type="button" data-handle={handle} className={`crop-handle crop-handle-${handle}`} aria-label={t(`crop.handles.${handle}`)} aria-describedby={helpId} onKeyDown={onHandleKey(handle)} />
                ))}
              </div>
            </div>
          </div>
          <p className="io-meta crop-status" aria-live="polite">
            {t('crop.status', { width: px(box.width), height: px(box.height), x: px(box.x), y: px(box.y), imageWidth: px(size.width), imageHeight: px(size.height) })}
          </p>
          <p className="io-meta" id={helpId}>
            {t('crop.help')}
          </p>
          <div className="io-actions">
            <button type="button" className="btn" onClick={() => write(whole)}>
              {t('crop.whole')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
