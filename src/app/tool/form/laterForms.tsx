/**
 * The form library (rjsf, about 45 kB gzip) is most of a tool page's code, and the prerendered page
 * already shows its forms. On the page a visit starts on, the forms stay the prerendered HTML until
 * the visitor is about to use the tool (a pointer over it, a touch, a key, focus) or something changes
 * what they show (a link, remembered options, an example); then their code loads and the live forms
 * take the place of the HTML, keeping what the visitor already typed, ticked or picked there and the
 * focus. A page reached inside the site loads its forms with it.
 *
 * Why not a dehydrated Suspense boundary: React throws one away (drawing its fallback) when any
 * context above it changes before its code has come, which a tool page's state does at once.
 */
import { useEffect, useRef, useState, use, type ComponentProps, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { isHydratingPage, pageHydrated } from '../../firstPage.ts';

type Forms = typeof import('./forms.ts');

let forms: Forms | undefined;
let want: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => (want = resolve));
const ready: Promise<Forms> = wanted.then(() => import('./forms.ts')).then((m) => (forms = m));

/** Starts loading the forms' code (once); resolves when it is there. */
export function wantForms(): Promise<Forms> {
  want();
  return ready;
}

const INTENT = ['pointerover', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * For the page's ToolBody: whether its forms are still the prerendered HTML (`live` false). `changes`
 * are what the forms show: a change asks for their code. Intent is read with native listeners on
 * `area`, the element around the forms. `written`: values of single inputs (by element id) that are
 * written into the HTML forms as they are, without their code.
 */
export function useLaterForms(area: RefObject<HTMLElement | null>, changes: readonly unknown[], written: Readonly<Record<string, string>> = {}): { live: boolean } {
  const [live, setLive] = useState(() => typeof window !== 'undefined' && (!!forms || !isHydratingPage(window.location.pathname)));
  // Once this page has its ToolBody, any other is reached inside the site.
  useEffect(pageHydrated, []);
  useEffect(() => {
    const element = area.current;
    if (live || !element) return;
    const ask = () => void wantForms();
    for (const type of INTENT) element.addEventListener(type, ask, { passive: true });
    const held = holdActions(element);
    // Typed into or focused before this script ran (a slow phone): no event is coming to say so.
    if (earlyState(element).any || element.contains(document.activeElement)) ask();
    let gone = false;
    void ready.then(() => {
      if (gone) return;
      // What the visitor did to the HTML forms, read just before the live ones replace them.
      const early = earlyState(element);
      flushSync(() => setLive(true));
      early.replay();
      held.replay();
    });
    return () => {
      gone = true;
      for (const type of INTENT) element.removeEventListener(type, ask);
      held.stop();
    };
  }, [area, live]);
  useEffect(() => {
    if (live) return;
    for (const [id, value] of Object.entries(written)) {
      const input = document.getElementById(id);
      // Not over what the visitor typed there (it goes to the live forms when they come).
      if (input instanceof HTMLInputElement && area.current?.contains(input) && input.value === input.defaultValue) input.defaultValue = input.value = value;
    }
  });
  // Compared entry by entry: the page makes equal records again (its values once it is in the browser).
  const shown = useRef(changes);
  useEffect(() => {
    if (live || changes.every((now, i) => sameEntries(now, shown.current[i]))) return;
    shown.current = changes;
    void wantForms();
  });
  if (live) void wantForms();
  return { live };
}

function sameEntries(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** A grid's rows are made again with the page's values: equal when every cell is. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
}

const CONTROLS = '.form-slot input, .form-slot textarea, .form-slot select';

/** Finds a control's counterpart in the live forms: by its id, a radio button by its group and value, else by its place. */
function counterpart(area: HTMLElement, control: Element): () => Element | null | undefined {
  const id = control.id;
  if (id) return () => document.getElementById(id);
  if (control instanceof HTMLInputElement && control.name && (control.type === 'radio' || control.type === 'checkbox')) {
    const { name, value } = control;
    return () => [...area.querySelectorAll('.form-slot input')].find((c) => c instanceof HTMLInputElement && c.name === name && c.value === value);
  }
  const index = [...area.querySelectorAll(CONTROLS)].indexOf(control);
  return () => area.querySelectorAll(CONTROLS)[index];
}

const nativeValue = (proto: object) => Object.getOwnPropertyDescriptor(proto, 'value')?.set;

/**
 * The controls of the HTML forms the visitor changed (text typed, a box ticked, a choice picked) and
 * where the focus was; `replay` does the same to the live forms, as events their code hears.
 */
function earlyState(area: HTMLElement): { any: boolean; replay: () => void } {
  const changed: (() => void)[] = [];
  for (const control of area.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(CONTROLS)) {
    const live = counterpart(area, control);
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked === control.defaultChecked) continue;
      const checked = control.checked;
      changed.push(() => {
        const box = live();
        if (box instanceof HTMLInputElement && box.checked !== checked) box.click();
      });
    } else if (control instanceof HTMLSelectElement) {
      const served = [...control.options].find((o) => o.defaultSelected)?.value ?? control.options[0]?.value;
      if (control.value === served) continue;
      const value = control.value;
      changed.push(() => {
        const select = live();
        if (!(select instanceof HTMLSelectElement) || select.value === value) return;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    } else if (control instanceof HTMLInputElement && control.type === 'file') {
      const files = control.files;
      if (!files?.length) continue;
      changed.push(() => {
        const input = live();
        if (!(input instanceof HTMLInputElement)) return;
        input.files = files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    } else if (control.value !== control.defaultValue) {
      const value = control.value;
      changed.push(() => {
        const box = live();
        if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement) || box.value === value) return;
        // Through the browser's own setter, so that React reads the input event as a change.
        nativeValue(Object.getPrototypeOf(box) as object)?.call(box, value);
        box.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
  }
  const focused = document.activeElement;
  const focus = focused instanceof HTMLElement && area.contains(focused) && focused.closest('.form-slot') ? counterpart(area, focused) : null;
  const selection = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? [focused.selectionStart, focused.selectionEnd] : null;
  return {
    any: changed.length > 0,
    replay() {
      for (const again of changed) again();
      if (!focus) return;
      const element = focus();
      if (element instanceof HTMLElement) element.focus();
      if (selection && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && selection[0] !== null) {
        try {
          element.setSelectionRange(selection[0], selection[1]);
        } catch {
          // A box without a caret (a number box in some browsers): the focus is enough.
        }
      }
    },
  };
}

/**
 * What the HTML forms cannot do themselves, held until the live forms can: a button pressed (open a
 * file, swap, show a password) and a paste (which a text field may handle itself, as a preview of a
 * huge text). Each is done again on the same control of the live forms, found by its place.
 */
function holdActions(area: HTMLElement): { replay: () => void; stop: () => void } {
  const held: (() => void)[] = [];
  const place = (target: Element, selector: string) => {
    const slot = target.closest<HTMLElement>('.form-slot');
    const all = slot ? [...slot.querySelectorAll(selector)] : [];
    return slot ? { part: slot.dataset.form!, index: all.indexOf(target) } : null;
  };
  const again = (at: { part: string; index: number }, selector: string) => area.querySelectorAll(`.form-slot[data-form="${at.part}"] ${selector}`)[at.index];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('.form-slot button') : null;
    const at = button && place(button, 'button');
    if (!at) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => (again(at, 'button') as HTMLButtonElement | undefined)?.click());
    void wantForms();
  };
  const onPaste = (event: ClipboardEvent) => {
    const box = event.target instanceof Element ? event.target.closest('.form-slot textarea, .form-slot input') : null;
    const at = box && place(box, 'textarea, input');
    const text = event.clipboardData?.getData('text/plain');
    if (!at || text === undefined) return;
    event.preventDefault();
    held.push(() => {
      const live = again(at, 'textarea, input');
      const clipboard = new DataTransfer();
      clipboard.setData('text/plain', text);
      if (live?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true })) && (live instanceof HTMLTextAreaElement || live instanceof HTMLInputElement)) {
        // Nobody took the paste: it goes in as the browser would have put it.
        live.focus();
        live.setRangeText(text, live.selectionStart ?? live.value.length, live.selectionEnd ?? live.value.length, 'end');
        live.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    void wantForms();
  };
  area.addEventListener('click', onClick, true);
  area.addEventListener('paste', onPaste, true);
  return {
    replay: () => held.splice(0).forEach((action) => action()),
    stop: () => {
      area.removeEventListener('click', onClick, true);
      area.removeEventListener('paste', onPaste, true);
    },
  };
}

type Part = 'OptionsForm' | 'FieldsForm';
type PartProps<P extends Part> = ComponentProps<Forms[P]>;

function FormCode<P extends Part>({ part, props }: { part: P; props: PartProps<P> }) {
  const code = forms ?? use(ready);
  const Component = code[part] as unknown as (props: object) => React.ReactNode;
  return <Component {...props} />;
}

/**
 * One of the tool's forms, in a slot of its own (`display: contents`). While it is not live, the slot
 * keeps the HTML it was served with: React neither reads nor changes it.
 */
export function LaterForm<P extends Part>({ part, props, live }: { part: P; props: PartProps<P>; live: boolean }) {
  const [served] = useState(() => (live || typeof document === 'undefined' ? '' : (document.querySelector(`.form-slot[data-form="${part}"]`)?.innerHTML ?? '')));
  if (!live && typeof document !== 'undefined') return <div className="form-slot" data-form={part} dangerouslySetInnerHTML={{ __html: served }} />;
  return (
    <div className="form-slot" data-form={part} data-live={typeof document === 'undefined' ? undefined : ''}>
      <FormCode part={part} props={props} />
    </div>
  );
}
