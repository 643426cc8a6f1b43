/**
 * Sign and fill PDF. A panel because the page is a drawing surface the host has no field for: the PDF's
 * pages drawn (pdf.js, loaded here once a file is chosen, its worker one of the site's own module
 * workers, as on the PDF tools page), items laid on them and moved and resized with a pointer or the
 * keyboard, and a signature pad drawn on with pointer events. What it builds is the declared `edits`
 * field (JSON, run.ts says its format), written when "Make the signed PDF" is pressed: run.ts, in the
 * worker, fills the form, places the items and flattens, exactly as on the command line; the host's
 * file block offers the download. Nothing leaves the browser.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asResultView, isToolError, type FileInput } from '@sdk/core';
import { ActionBar, DeclaredField, ErrorBanner, ExampleButtons, ResultBlocks, useDeclaredInput, useDisplay, useToolErrorText, useToolHost, useToolRun, type ToolPanelProps } from '@sdk/ui';
import PdfjsWorker from 'pdfjs-dist/build/pdf.worker.min.mjs?worker';
import latinFont from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2?url';
import latinExtFont from '@fontsource/dancing-script/files/dancing-script-latin-ext-400-normal.woff2?url';
import { manifest } from './manifest.ts';
import { INK_COLOR, STROKE, TEXT_SIZE, TICK_PATH, TICK_STROKE, readEdits, strokePath, type FieldInfo, type FieldValue, type Item, type Result } from './run.ts';
import { view } from './view.ts';
import './styles.css';

/** Pages drawn at most; the picture's width in canvas pixels. */
const MAX_PAGES = 100;
const PICTURE_WIDTH = 1000;
const FONT = 'Toolbench Signature';

/** An item before it is put on a page. */
type NewItem = Item extends infer I ? (I extends Item ? Omit<I, 'page' | 'x' | 'y'> : never) : never;

interface Draft {
  fields: Record<string, FieldValue>;
  items: Item[];
}
const EMPTY: Draft = { fields: {}, items: [] };
/** The draft as the edits field holds it: empty when nothing is filled or placed. */
function serialize(draft: Draft): string {
  if (Object.keys(draft.fields).length === 0 && draft.items.length === 0) return '';
  return JSON.stringify({ fields: draft.fields, items: draft.items });
}

/**
 * The draft outlives the panel (the host may draw it anew, as when the page's live code takes over from the
 * prerendered one): kept here with the file it belongs to, it is what a panel drawn again starts from.
 */
let kept: { fileKey: string; draft: Draft } = { fileKey: '', draft: EMPTY };

let worker: Worker | undefined;
type Pictures = { status: 'loading' | 'ready' | 'failed'; urls: (string | undefined)[] };

function usePagePictures(bytes: Uint8Array | undefined): Pictures {
  const [pictures, setPictures] = useState<Pictures>({ status: 'loading', urls: [] });
  useEffect(() => {
    if (!bytes) return;
    let cancelled = false;
    const urls: string[] = [];
    let destroy: (() => void) | undefined;
    setPictures({ status: 'loading', urls: [] });
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerPort ??= worker ??= new PdfjsWorker();
        const task = pdfjs.getDocument({ data: bytes.slice(), useWasm: false, enableXfa: false });
        destroy = () => void task.destroy();
        const doc = await task.promise;
        const count = Math.min(doc.numPages, MAX_PAGES);
        for (let n = 1; n <= count && !cancelled; n++) {
          const page = await doc.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: PICTURE_WIDTH / base.width });
          const canvas = document.createElement('canvas');
          canvas.width = Math.max(1, Math.round(viewport.width));
          canvas.height = Math.max(1, Math.round(viewport.height));
          // The form fields are drawn as they are in the file (their boxes show where they are); the panel lists them to fill in.
          await page.render({ canvas, viewport, annotationMode: pdfjs.AnnotationMode.ENABLE }).promise;
          const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
          page.cleanup();
          if (cancelled || !blob) continue;
          const url = URL.createObjectURL(blob);
          urls.push(url);
          setPictures((prev) => {
            const next = [...prev.urls];
            next[n - 1] = url;
            return { status: n === count ? 'ready' : 'loading', urls: next };
          });
        }
      } catch {
        if (!cancelled) setPictures((prev) => ({ ...prev, status: 'failed' }));
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [bytes]);
  return pictures;
}

/** The handwriting font, loaded from the site when the Type tab is first opened. */
let fontLoading: Promise<void> | undefined;
function loadFont(): Promise<void> {
  fontLoading ??= (async () => {
    const faces = [
      new FontFace(FONT, `url(${latinFont})`, { unicodeRange: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2212' }),
      new FontFace(FONT, `url(${latinExtFont})`, { unicodeRange: 'U+0100-02AF, U+1E00-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF' }),
    ];
    for (const face of faces) document.fonts.add(face);
    await Promise.all(faces.map((f) => f.load().catch(() => undefined)));
  })();
  return fontLoading;
}

let measurer: CanvasRenderingContext2D | null | undefined;
/** A text item's width in points for its height, measured in Arial (Helvetica's metrics). */
function textWidth(text: string, height: number): number {
  measurer ??= document.createElement('canvas').getContext('2d');
  const lines = text.split('\n');
  const size = (height / lines.length) * TEXT_SIZE;
  if (!measurer) return Math.max(20, text.length * size * 0.55);
  measurer.font = `${size}px Helvetica, Arial, sans-serif`;
  return Math.max(10, Math.ceil(Math.max(...lines.map((l) => measurer!.measureText(l).width)) + 2));
}

/** Sets an element's style properties from script (the CSP forbids style attributes, not the CSSOM). */
function setStyles(el: HTMLElement | null, styles: Record<string, string | undefined>): void {
  if (!el) return;
  for (const [name, value] of Object.entries(styles)) {
    if (value === undefined) el.style.removeProperty(name);
    else el.style.setProperty(name, value);
  }
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));
const round = (v: number) => Math.round(v * 10) / 10;

/** Keeps an item on its page: inside it, no smaller than 4 points a side. */
function fit(item: Item, page: { width: number; height: number }): Item {
  let { width, height } = item;
  const scale = Math.min(1, page.width / width, page.height / height);
  width = round(Math.max(4, width * scale));
  height = round(Math.max(4, height * scale));
  return { ...item, width, height, x: round(clamp(item.x, 0, page.width - width)), y: round(clamp(item.y, 0, page.height - height)) };
}

/** How an item looks, in its own box (points), the same way run.ts draws it. */
function ItemShape({ item }: { item: Item }) {
  const color = item.color ?? INK_COLOR;
  if (item.type === 'image') return <img src={item.image.startsWith('data:') ? item.image : `data:image/png;base64,${item.image}`} alt="" draggable={false} />;
  if (item.type === 'text') return null;
  const paths = item.type === 'tick' ? [strokePath(TICK_PATH, item.width, item.height)] : item.strokes.map((s) => strokePath(s, item.width, item.height));
  const width = item.type === 'tick' ? Math.min(item.width, item.height) * TICK_STROKE : Math.max(0.5, item.height * STROKE);
  return (
    <svg viewBox={`0 0 ${item.width} ${item.height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {paths.map((d, i) => (
        <path key={i} d={d} fill="none" stroke={color} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />
      ))}
    </svg>
  );
}

type Pen = { strokes: number[][]; drawing: boolean };

/** The signature pad: draw (pointer events, smoothed), type (a handwriting font), or an image. */
function SignaturePad({ toolId, onPlace }: { toolId: string; onPlace: (item: NewItem) => void }) {
  const { t } = useTranslation(toolId);
  const [mode, setMode] = useState<'draw' | 'type' | 'image'>('draw');
  const [name, setName] = useState('');
  const [imageError, setImageError] = useState('');
  const [hasInk, setHasInk] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pen = useRef<Pen>({ strokes: [], drawing: false });
  const id = useId();
  const W = 600;
  const H = 200;

  const redraw = () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, W, H);
    ctx.strokeStyle = INK_COLOR;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const s of pen.current.strokes) ctx.stroke(new Path2D(strokePath(s, W, H)));
  };
  const point = (e: ReactPointerEvent<HTMLCanvasElement> | PointerEvent) => {
    const rect = canvas.current!.getBoundingClientRect();
    return [clamp((e.clientX - rect.left) / rect.width, 0, 1), clamp((e.clientY - rect.top) / rect.height, 0, 1)] as const;
  };
  const down = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    pen.current.drawing = true;
    pen.current.strokes.push([...point(e)]);
    redraw();
  };
  const move = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!pen.current.drawing) return;
    const stroke = pen.current.strokes.at(-1)!;
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [e.nativeEvent];
    for (const ev of events.length ? events : [e.nativeEvent]) {
      const [x, y] = point(ev);
      const lx = stroke.at(-2)!;
      const ly = stroke.at(-1)!;
      // Points closer than a pixel add nothing but weight.
      if (Math.hypot((x - lx) * W, (y - ly) * H) >= 1.5) stroke.push(round4(x), round4(y));
    }
    redraw();
  };
  const up = () => {
    if (!pen.current.drawing) return;
    pen.current.drawing = false;
    setHasInk(pen.current.strokes.length > 0);
  };
  const clear = () => {
    pen.current.strokes = [];
    setHasInk(false);
    redraw();
  };

  const placeDrawing = () => {
    const all = pen.current.strokes.flat();
    if (all.length === 0) return;
    const xs = all.filter((_, i) => i % 2 === 0).map((v) => v * W);
    const ys = all.filter((_, i) => i % 2 === 1).map((v) => v * H);
    const pad = 4;
    const minX = Math.min(...xs) - pad;
    const minY = Math.min(...ys) - pad;
    const bw = Math.max(...xs) + pad - minX;
    const bh = Math.max(...ys) + pad - minY;
    const strokes = pen.current.strokes.map((s) => s.map((v, i) => round4(i % 2 === 0 ? (v * W - minX) / bw : (v * H - minY) / bh)));
    let width = 160;
    let height = (width * bh) / bw;
    if (height > 70) (width = (width * 70) / height), (height = 70);
    onPlace({ type: 'drawing', width: round(width), height: round(height), strokes });
    clear();
  };

  const placeTyped = async () => {
    const text = name.trim();
    if (!text) return;
    await loadFont();
    const size = 96;
    const c = document.createElement('canvas');
    const ctx = c.getContext('2d')!;
    ctx.font = `${size}px "${FONT}"`;
    const w = Math.ceil(ctx.measureText(text).width + size * 0.5);
    c.width = w;
    c.height = Math.ceil(size * 1.5);
    ctx.font = `${size}px "${FONT}"`;
    ctx.fillStyle = INK_COLOR;
    ctx.textBaseline = 'middle';
    ctx.fillText(text, size * 0.25, c.height / 2);
    const height = 40;
    onPlace({ type: 'image', width: round((height * c.width) / c.height), height, image: c.toDataURL('image/png') });
  };

  const placeImage = (file: File | undefined) => {
    setImageError('');
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      const bytes = atob(url.slice(url.indexOf(',') + 1, url.indexOf(',') + 12));
      const png = bytes.startsWith('\x89PNG');
      const jpeg = bytes.charCodeAt(0) === 0xff && bytes.charCodeAt(1) === 0xd8;
      if (!png && !jpeg) return setImageError(t('panel.imageBad', { name: file.name }));
      const img = new Image();
      img.onload = () => {
        let width = 160;
        let height = (width * img.naturalHeight) / Math.max(1, img.naturalWidth);
        if (height > 80) (width = (width * 80) / height), (height = 80);
        onPlace({ type: 'image', width: round(width), height: round(height), image: url });
      };
      img.onerror = () => setImageError(t('panel.imageBad', { name: file.name }));
      img.src = url;
    };
    reader.readAsDataURL(file);
  };

  useEffect(() => {
    if (mode === 'type') void loadFont();
    if (mode === 'draw') redraw();
  }, [mode]);

  return (
    <section className="sign-and-fill-pdf-pad" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('panel.signature')}</h3>
      <div className="sign-and-fill-pdf-modes" role="group" aria-label={t('panel.signature')}>
        {(['draw', 'type', 'image'] as const).map((m) => (
          <button key={m} type="button" className="btn btn-small" aria-pressed={mode === m} onClick={() => setMode(m)}>
            {t(`panel.${m}`)}
          </button>
        ))}
      </div>
      {mode === 'draw' && (
        <>
          <canvas
            ref={canvas}
            width={W}
            height={H}
            className="sign-and-fill-pdf-canvas"
            role="img"
            aria-label={t('panel.drawArea')}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
          />
          <div className="io-actions">
            <button type="button" className="btn btn-small" onClick={clear} disabled={!hasInk}>
              {t('panel.clear')}
            </button>
            <button type="button" className="btn btn-small" onClick={placeDrawing} disabled={!hasInk}>
              {t('panel.place')}
            </button>
          </div>
        </>
      )}
      {mode === 'type' && (
        <>
          <label className="field-label" htmlFor={`${id}-name`}>
            {t('panel.typedName')}
          </label>
          <input id={`${id}-name`} className="text-input" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
          <p className="sign-and-fill-pdf-typed" aria-hidden="true" ref={(el) => setStyles(el, { 'font-family': `"${FONT}", cursive`, color: INK_COLOR })}>
            {name || '\u00a0'}
          </p>
          <p className="field-description">{t('panel.fontNote')}</p>
          <button type="button" className="btn btn-small" onClick={() => void placeTyped()} disabled={!name.trim()}>
            {t('panel.place')}
          </button>
        </>
      )}
      {mode === 'image' && (
        <>
          <label className="field-label" htmlFor={`${id}-image`}>
            {t('panel.imageFile')}
          </label>
          <input id={`${id}-image`} type="file" accept="image/png,image/jpeg,.png,.jpg,.jpeg" onChange={(e) => placeImage(e.target.files?.[0])} />
          {imageError && (
            <p className="field-error" role="alert">
              {imageError}
            </p>
          )}
        </>
      )}
    </section>
  );
}
const round4 = (v: number) => Math.round(v * 10000) / 10000;

/** One form field, drawn with the site's controls; a change goes into the draft. */
function FormField({ field, value, onChange, toolId }: { field: FieldInfo; value: FieldValue; onChange: (v: FieldValue) => void; toolId: string }) {
  const { t } = useTranslation(toolId);
  const id = useId();
  const where = field.page ? ` ${t('panel.onPage', { page: field.page })}` : '';
  const ro = field.readOnly ? ` (${t('panel.readOnly')})` : '';
  const label = `${field.name}${where}${ro}`;
  if (field.type === 'checkbox')
    return (
      <label className="sign-and-fill-pdf-check">
        <input type="checkbox" checked={value === true} disabled={field.readOnly} onChange={(e) => onChange(e.target.checked)} /> {label}
      </label>
    );
  if (field.type === 'radio' || (field.type === 'optionList' && field.multiple))
    return (
      <fieldset className="sign-and-fill-pdf-choices">
        <legend>{label}</legend>
        {(field.options ?? []).map((o) => {
          const list = Array.isArray(value) ? value : [];
          return (
            <label key={o} className="sign-and-fill-pdf-check">
              {field.type === 'radio' ? (
                <input type="radio" name={id} checked={value === o} disabled={field.readOnly} onChange={() => onChange(o)} />
              ) : (
                <input type="checkbox" checked={list.includes(o)} disabled={field.readOnly} onChange={(e) => onChange(e.target.checked ? [...list, o] : list.filter((v) => v !== o))} />
              )}{' '}
              {o}
            </label>
          );
        })}
      </fieldset>
    );
  if (field.type === 'dropdown' || field.type === 'optionList') {
    const current = Array.isArray(value) ? (value[0] ?? '') : String(value);
    return (
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <select id={id} className="select-input" value={current} disabled={field.readOnly} onChange={(e) => onChange(field.type === 'optionList' ? (e.target.value ? [e.target.value] : []) : e.target.value)}>
          <option value="">{t('panel.noChoice')}</option>
          {(field.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (field.type === 'text')
    return (
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        {field.multiline ? (
          <textarea id={id} className="text-input" rows={3} value={String(value)} readOnly={field.readOnly} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input id={id} className="text-input" value={String(value)} readOnly={field.readOnly} onChange={(e) => onChange(e.target.value)} />
        )}
      </div>
    );
  return null;
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t, i18n } = useTranslation([toolId, 'common']);
  const { options, setOptions, values, setValue, apply, link } = useToolHost();
  const read = useDeclaredInput();
  const pdf = (values.pdf ?? null) as FileInput | null;
  const saved = typeof values.edits === 'string' ? values.edits : '';
  const { result, error, running, cancel, upToDate } = useToolRun(read.input, options, { enabled: !!pdf });
  const errorText = useToolErrorText();
  const display = useDisplay(toolId);
  // A file is told apart by its name and size (the host may hand the same file over again, as a new object).
  const fileKey = pdf ? `${pdf.name}\n${pdf.size}` : '';
  const fileKeyNow = useRef(fileKey);
  fileKeyNow.current = fileKey;
  const [draft, setDraftState] = useState<Draft>(() => (kept.fileKey === fileKey ? kept.draft : EMPTY));
  const setDraft = useCallback((next: Draft | ((d: Draft) => Draft)) => {
    setDraftState((d) => {
      const value = typeof next === 'function' ? next(d) : next;
      kept = { fileKey: fileKeyNow.current, draft: value };
      return value;
    });
  }, []);
  const [selected, setSelected] = useState<number | null>(null);
  const [addTo, setAddTo] = useState(1);
  const [said, setSaid] = useState('');
  const helpId = useId();
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);

  // The edits written from outside (an example, a link) become the draft; a new file starts a new draft.
  const seen = useRef<{ fileKey: string; saved: string }>({ fileKey, saved });
  useEffect(() => {
    const before = seen.current;
    seen.current = { fileKey, saved };
    if (before.fileKey !== fileKey && before.saved === saved) {
      setDraft(EMPTY);
      setSelected(null);
      if (saved !== '') setValue('edits', '');
      return;
    }
    if (saved !== serialize(draft)) {
      const edits = readEdits(saved);
      if (!isToolError(edits)) setDraft({ fields: { ...(edits.fields ?? {}) }, items: [...(edits.items ?? [])] });
    }
    // Only a change from outside is read: the draft itself changes on every move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileKey, saved]);

  const good = result && !error ? (result as Result) : undefined;
  const [info, setInfo] = useState<Pick<Result, 'form' | 'pages'> | undefined>();
  useEffect(() => {
    if (good) setInfo({ form: good.form, pages: good.pages });
  }, [good]);
  useEffect(() => {
    if (!pdf) setInfo(undefined);
  }, [pdf]);
  const pages = info?.pages ?? [];
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const bytes = useMemo(() => pdf?.bytes, [fileKey]);
  const pictures = usePagePictures(bytes);
  const stale = serialize(draft) !== saved;
  // Only the PDF made from what is on screen is offered: not an older one while the new one is being made.
  const current = good && !stale && upToDate && !running;
  const shown = useMemo(() => (current ? asResultView(view(good)) : undefined), [good, current]);

  const setItems = (f: (items: Item[]) => Item[]) => setDraft((d) => ({ ...d, items: f(d.items) }));
  const update = (index: number, change: Partial<Item>, announce?: 'move' | 'size') =>
    setItems((items) =>
      items.map((it, i) => {
        if (i !== index) return it;
        const next = fit({ ...it, ...change } as Item, pages[(change.page ?? it.page) - 1] ?? { width: 1e4, height: 1e4 });
        if (announce === 'move') setSaid(t('panel.announceMoved', { x: Math.round(next.x), y: Math.round(next.y), page: next.page }));
        if (announce === 'size') setSaid(t('panel.announceSized', { width: Math.round(next.width), height: Math.round(next.height) }));
        return next;
      }),
    );
  const add = (item: NewItem) => {
    const page = pages[addTo - 1];
    if (!page) return;
    // Each new item a little lower and to the right of the last, so none hides another.
    const shift = 14 * (draft.items.filter((it) => it.page === addTo).length % 8);
    const placed = fit({ ...item, page: addTo, x: (page.width - item.width) / 2 + shift, y: (page.height - item.height) / 2 + shift } as Item, page);
    setItems((items) => [...items, placed]);
    setSelected(draft.items.length);
    requestAnimationFrame(() => itemRefs.current[draft.items.length]?.focus());
  };
  const addText = (text: string) => add({ type: 'text', text, height: 14, width: textWidth(text, 14) });
  const remove = (index: number) => {
    setItems((items) => items.filter((_, i) => i !== index));
    setSelected(null);
  };

  const onKey = (index: number, e: KeyboardEvent<HTMLDivElement>) => {
    const item = draft.items[index]!;
    const step = e.altKey ? 1 : 5;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    if (e.key in moves && e.shiftKey) {
      const grow = e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1.05 : 1 / 1.05;
      const width = item.width * grow;
      const height = item.height * grow;
      update(index, { width, height, x: item.x, y: item.y }, 'size');
    } else if (e.key in moves) {
      const [dx, dy] = moves[e.key]!;
      update(index, { x: item.x + dx, y: item.y + dy }, 'move');
    } else if ((e.key === 'PageUp' && item.page > 1) || (e.key === 'PageDown' && item.page < pages.length)) {
      update(index, { page: item.page + (e.key === 'PageUp' ? -1 : 1) }, 'move');
      requestAnimationFrame(() => itemRefs.current[index]?.focus());
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      remove(index);
    } else return;
    e.preventDefault();
  };

  const drag = useRef<{ index: number; mode: 'move' | 'resize'; x: number; y: number; item: Item; scale: number } | null>(null);
  const pointerDown = (index: number, mode: 'move' | 'resize', e: ReactPointerEvent<HTMLElement>) => {
    e.stopPropagation();
    e.preventDefault();
    const pageBox = (e.currentTarget.closest('.sign-and-fill-pdf-sheet') as HTMLElement).getBoundingClientRect();
    const item = draft.items[index]!;
    drag.current = { index, mode, x: e.clientX, y: e.clientY, item, scale: (pages[item.page - 1]?.width ?? 1) / pageBox.width };
    e.currentTarget.setPointerCapture(e.pointerId);
    setSelected(index);
    itemRefs.current[index]?.focus();
  };
  const pointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = (e.clientX - d.x) * d.scale;
    const dy = (e.clientY - d.y) * d.scale;
    if (d.mode === 'move') update(d.index, { x: d.item.x + dx, y: d.item.y + dy });
    else {
      const width = Math.max(4, d.item.width + Math.max(dx, (dy * d.item.width) / d.item.height));
      update(d.index, { width, height: (width * d.item.height) / d.item.width, x: d.item.x, y: d.item.y });
    }
  };
  const pointerUp = () => {
    drag.current = null;
  };

  const label = (item: Item) => t(`panel.kind.${item.type}`, { page: item.page, text: item.type === 'text' ? item.text.slice(0, 40) : '' });
  const fieldError = pdf && error && error.params?.field === 'pdf' ? errorText(toolId, error) : undefined;
  const chosen = selected !== null ? draft.items[selected] : undefined;
  const flatten = options.flatten !== false;

  return (
    <div className="tool-body sign-and-fill-pdf">
      <section className="tool-input">
        <DeclaredField name="pdf" error={fieldError} />
        <div className="io-actions">
          <ExampleButtons toolId={toolId} examples={manifest.examples} onChoose={(ex) => apply({ input: ex.input, options: ex.options ?? {} })} />
        </div>
      </section>
      {!pdf && <p className="muted result-status">{t('panel.empty')}</p>}
      {pdf && info && !fieldError && (
        <>
          <section className="sign-and-fill-pdf-form" aria-labelledby={`${helpId}-form`}>
            <h3 id={`${helpId}-form`}>{t('panel.form')}</h3>
            {info.form.length === 0 && <p className="muted">{t('panel.noForm')}</p>}
            {info.form.map((f) => (
              <FormField key={f.name} toolId={toolId} field={f} value={draft.fields[f.name] ?? f.value} onChange={(v) => setDraft((d) => ({ ...d, fields: { ...d.fields, [f.name]: v } }))} />
            ))}
          </section>
          <SignaturePad toolId={toolId} onPlace={add} />
          <section className="sign-and-fill-pdf-add" aria-labelledby={`${helpId}-add`}>
            <h3 id={`${helpId}-add`}>{t('panel.add')}</h3>
            <div className="io-actions">
              <label className="field-label" htmlFor={`${helpId}-page`}>
                {t('panel.addTo')}
              </label>
              <select id={`${helpId}-page`} className="select-input" value={addTo} onChange={(e) => setAddTo(Number(e.target.value))}>
                {pages.map((_, i) => (
                  <option key={i} value={i + 1}>
                    {t('panel.page', { page: i + 1 })}
                  </option>
                ))}
              </select>
              <button type="button" className="btn btn-small" onClick={() => addText(t('panel.newText'))}>
                {t('panel.addText')}
              </button>
              <button type="button" className="btn btn-small" onClick={() => addText(new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date()))}>
                {t('panel.addDate')}
              </button>
              <button type="button" className="btn btn-small" onClick={() => add({ type: 'tick', width: 14, height: 14 })}>
                {t('panel.addTick')}
              </button>
            </div>
          </section>
          <section className="sign-and-fill-pdf-items" aria-labelledby={`${helpId}-items`}>
            <h3 id={`${helpId}-items`}>{t('panel.items')}</h3>
            <p id={`${helpId}-help`} className="field-description">
              {t('panel.itemsHelp')}
            </p>
            {draft.items.length === 0 && <p className="muted">{t('panel.none')}</p>}
            {chosen && (
              <div className="io-actions">
                {chosen.type === 'text' && (
                  <>
                    <label className="field-label" htmlFor={`${helpId}-text`}>
                      {t('panel.textOf')}
                    </label>
                    <input
                      id={`${helpId}-text`}
                      className="text-input"
                      value={chosen.text}
                      onChange={(e) => update(selected!, { text: e.target.value, width: textWidth(e.target.value, chosen.height) } as Partial<Item>)}
                    />
                  </>
                )}
                <button type="button" className="btn btn-small" onClick={() => remove(selected!)}>
                  {t('panel.remove')}: {label(chosen)}
                </button>
              </div>
            )}
            <p className="visually-hidden" role="status">
              {said}
            </p>
          </section>
          <section className="sign-and-fill-pdf-pages" aria-labelledby={`${helpId}-pages`}>
            <h3 id={`${helpId}-pages`}>{t('panel.pages')}</h3>
            {pictures.status === 'loading' && (
              <p className="muted" role="status">
                {t('panel.drawing')}
              </p>
            )}
            {pictures.status === 'failed' && (
              <p className="muted" role="status">
                {t('panel.drawFailed')}
              </p>
            )}
            {pages.slice(0, MAX_PAGES).map((page, p) => (
              <figure key={p} className="sign-and-fill-pdf-page">
                <div className="sign-and-fill-pdf-sheet" ref={(el) => setStyles(el, { 'aspect-ratio': `${page.width} / ${page.height}` })} onPointerDown={() => setAddTo(p + 1)}>
                  {pictures.urls[p] && <img src={pictures.urls[p]} alt="" draggable={false} />}
                  {draft.items.map((item, i) =>
                    item.page !== p + 1 ? null : (
                      <div
                        key={i}
                        ref={(el) => {
                          itemRefs.current[i] = el;
                          setStyles(el, {
                          left: `${(item.x / page.width) * 100}%`,
                          top: `${(item.y / page.height) * 100}%`,
                          width: `${(item.width / page.width) * 100}%`,
                          height: `${(item.height / page.height) * 100}%`,
                          'font-size': item.type === 'text' ? `${((item.height / item.text.split('\n').length) * TEXT_SIZE * 100) / page.width}cqw` : undefined,
                          color: item.type === 'text' ? (item.color ?? '#000000') : undefined,
                        });
                        }}
                        role="button"
                        tabIndex={0}
                        aria-label={label(item)}
                        aria-describedby={`${helpId}-help`}
                        aria-pressed={selected === i}
                        className={`sign-and-fill-pdf-item sign-and-fill-pdf-${item.type}`}
                        onFocus={() => setSelected(i)}
                        onKeyDown={(e) => onKey(i, e)}
                        onPointerDown={(e) => pointerDown(i, 'move', e)}
                        onPointerMove={pointerMove}
                        onPointerUp={pointerUp}
                        onPointerCancel={pointerUp}
                      >
                        {item.type === 'text' ? <span className="sign-and-fill-pdf-text">{item.text}</span> : <ItemShape item={item} />}
                        <span
                          className="sign-and-fill-pdf-handle"
                          aria-hidden="true"
                          title={t('panel.resize')}
                          onPointerDown={(e) => pointerDown(i, 'resize', e)}
                          onPointerMove={pointerMove}
                          onPointerUp={pointerUp}
                          onPointerCancel={pointerUp}
                        />
                      </div>
                    ),
                  )}
                </div>
                <figcaption>{t('panel.page', { page: p + 1 })}</figcaption>
              </figure>
            ))}
          </section>
        </>
      )}
      <section className="tool-output" aria-busy={running}>
        {pdf && !fieldError && (
          <div className="io-actions">
            <label className="sign-and-fill-pdf-check">
              <input type="checkbox" checked={flatten} onChange={(e) => setOptions({ ...options, flatten: e.target.checked })} /> {t('options.flatten.title')}
            </label>
            <button type="button" className="btn btn-primary" onClick={() => setValue('edits', serialize(draft))} disabled={!info}>
              {t('panel.save')}
            </button>
          </div>
        )}
        {running && (
          <div className="running" role="status">
            <span className="spinner" aria-hidden="true" /> {t('common:tool.working')}{' '}
            <button type="button" className="btn btn-small" onClick={cancel}>
              {t('common:actions.cancel')}
            </button>
          </div>
        )}
        {pdf && fieldError && <p className="muted result-status">{t('common:tool.fixField')}</p>}
        {pdf && error && !fieldError && <ErrorBanner toolId={toolId} error={error} />}
        {pdf && good && stale && <p className="muted result-status">{t('panel.stale')}</p>}
        {shown && <ResultBlocks toolId={toolId} blocks={shown.blocks} display={display} filename={shown.filename} />}
        <ActionBar filename={shown?.filename ?? toolId} downloads={[]} disabled={!shown} link={link} />
      </section>
    </div>
  );
}
