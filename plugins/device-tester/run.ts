/**
 * The pure part of the device tester: what the panel keeps of each key, mouse button, wheel turn and
 * touch (reducers the panel feeds with the browser's events, unit tested without a browser), and the
 * colour test's colours. run() only says which test is open: the events themselves exist only on the
 * page.
 */
import type { Input, Options } from './manifest.ts';

export function run(_input: Input, options: Options): { tab: Options['tab'] } {
  return { tab: options.tab };
}

// ---- Keyboard ----

/** KeyboardEvent.location, by its value (0–3). */
export const KEY_LOCATIONS = ['standard', 'left', 'right', 'numpad'] as const;
export type KeyLocation = (typeof KEY_LOCATIONS)[number];
export const MODIFIERS = ['Control', 'Shift', 'Alt', 'Meta'] as const;

/** What the panel reads of a KeyboardEvent. */
export interface KeyEventLike {
  readonly key: string;
  readonly code: string;
  readonly keyCode: number;
  readonly location: number;
  readonly repeat: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

export interface KeyPress {
  /** 1, 2, … in the order pressed. */
  readonly n: number;
  readonly key: string;
  /** The physical key ("KeyA", "ShiftLeft"); empty on some virtual keyboards. */
  readonly code: string;
  readonly keyCode: number;
  readonly location: KeyLocation;
  /** Held down long enough to repeat. */
  readonly repeat: boolean;
  /** The modifiers held with it. */
  readonly modifiers: readonly (typeof MODIFIERS)[number][];
}

export interface KeyboardState {
  readonly count: number;
  /** Latest first, at most HISTORY_SIZE. */
  readonly history: readonly KeyPress[];
  /** The keys down now, in the order pressed (by code, or by key where a keyboard gives no code). */
  readonly held: readonly string[];
  /** The most keys held down at once so far (a keyboard's rollover). */
  readonly mostAtOnce: number;
  /** Every different key pressed so far, in the order first pressed. */
  readonly tested: readonly string[];
}

export const HISTORY_SIZE = 50;
export const EMPTY_KEYBOARD: KeyboardState = { count: 0, history: [], held: [], mostAtOnce: 0, tested: [] };

const keyId = (e: { key: string; code: string }) => e.code || e.key;

export function keyPress(e: KeyEventLike, n: number): KeyPress {
  const held = { Control: e.ctrlKey, Shift: e.shiftKey, Alt: e.altKey, Meta: e.metaKey };
  return {
    n,
    key: e.key,
    code: e.code,
    keyCode: e.keyCode,
    location: KEY_LOCATIONS[e.location] ?? 'standard',
    repeat: e.repeat,
    // A modifier pressed alone is the key itself, not held with it.
    modifiers: MODIFIERS.filter((m) => held[m] && e.key !== m),
  };
}

export function keyDown(state: KeyboardState, e: KeyEventLike): KeyboardState {
  const id = keyId(e);
  const press = keyPress(e, state.count + 1);
  const held = state.held.includes(id) ? state.held : [...state.held, id];
  return {
    count: press.n,
    history: [press, ...state.history].slice(0, HISTORY_SIZE),
    held,
    mostAtOnce: Math.max(state.mostAtOnce, held.length),
    tested: state.tested.includes(id) ? state.tested : [...state.tested, id],
  };
}

export function keyUp(state: KeyboardState, e: { key: string; code: string }): KeyboardState {
  const id = keyId(e);
  return state.held.includes(id) ? { ...state, held: state.held.filter((k) => k !== id) } : state;
}

/** Focus left the test area: keys still down there send their key-up elsewhere, so none is held any more. */
export const releaseAll = (state: KeyboardState): KeyboardState => (state.held.length ? { ...state, held: [] } : state);

/** A key's value as a reader can see it: the space and invisible characters by name. */
export function keyText(key: string): { text: string; named: 'space' | 'unidentified' | null } {
  if (key === ' ') return { text: '␣', named: 'space' };
  if (key === '' || key === 'Unidentified') return { text: key, named: 'unidentified' };
  return { text: key, named: null };
}

// ---- Mouse ----

/** MouseEvent.button, by its value (0–4). */
export const MOUSE_BUTTONS = ['left', 'middle', 'right', 'back', 'forward'] as const;
export type MouseButton = (typeof MOUSE_BUTTONS)[number];

export interface ButtonState {
  readonly down: boolean;
  readonly presses: number;
  /** The shortest time between two presses of this button, in ms: a worn switch that "double clicks" shows a few ms. */
  readonly shortestMs: number | null;
  readonly lastAt: number | null;
}

export interface MouseState {
  readonly buttons: Readonly<Record<MouseButton, ButtonState>>;
  /** Double clicks the browser reported (left button). */
  readonly doubleClicks: number;
  /** Wheel notches or scroll steps by direction, and the last wheel event's deltas and unit. */
  readonly wheel: { readonly up: number; readonly down: number; readonly left: number; readonly right: number };
  readonly lastWheel: { readonly x: number; readonly y: number; readonly mode: WheelMode } | null;
}

/** WheelEvent.deltaMode, by its value. */
export const WHEEL_MODES = ['pixel', 'line', 'page'] as const;
export type WheelMode = (typeof WHEEL_MODES)[number];

const idleButton: ButtonState = { down: false, presses: 0, shortestMs: null, lastAt: null };
export const EMPTY_MOUSE: MouseState = {
  buttons: { left: idleButton, middle: idleButton, right: idleButton, back: idleButton, forward: idleButton },
  doubleClicks: 0,
  wheel: { up: 0, down: 0, left: 0, right: 0 },
  lastWheel: null,
};

const buttonOf = (button: number): MouseButton | null => MOUSE_BUTTONS[button] ?? null;

export function mouseDown(state: MouseState, button: number, at: number): MouseState {
  const name = buttonOf(button);
  if (!name) return state;
  const b = state.buttons[name];
  const gap = b.lastAt === null ? null : Math.max(0, Math.round(at - b.lastAt));
  const shortestMs = gap === null ? b.shortestMs : b.shortestMs === null ? gap : Math.min(b.shortestMs, gap);
  return { ...state, buttons: { ...state.buttons, [name]: { down: true, presses: b.presses + 1, shortestMs, lastAt: at } } };
}

export function mouseUp(state: MouseState, button: number): MouseState {
  const name = buttonOf(button);
  if (!name || !state.buttons[name].down) return state;
  return { ...state, buttons: { ...state.buttons, [name]: { ...state.buttons[name], down: false } } };
}

export const doubleClick = (state: MouseState): MouseState => ({ ...state, doubleClicks: state.doubleClicks + 1 });

/** One wheel event: counted once in each direction it moved (a tilt wheel moves sideways). */
export function wheel(state: MouseState, deltaX: number, deltaY: number, deltaMode: number): MouseState {
  const w = state.wheel;
  return {
    ...state,
    wheel: { up: w.up + (deltaY < 0 ? 1 : 0), down: w.down + (deltaY > 0 ? 1 : 0), left: w.left + (deltaX < 0 ? 1 : 0), right: w.right + (deltaX > 0 ? 1 : 0) },
    lastWheel: { x: deltaX, y: deltaY, mode: WHEEL_MODES[deltaMode] ?? 'pixel' },
  };
}

/** Focus or the pointer left: a button released outside the area never sends its mouse-up here. */
export function releaseButtons(state: MouseState): MouseState {
  if (!MOUSE_BUTTONS.some((b) => state.buttons[b].down)) return state;
  const buttons = Object.fromEntries(MOUSE_BUTTONS.map((b) => [b, { ...state.buttons[b], down: false }])) as Record<MouseButton, ButtonState>;
  return { ...state, buttons };
}

// ---- Touch ----

export interface TouchPoint {
  readonly id: number;
  /** CSS pixels from the test area's top left corner. */
  readonly x: number;
  readonly y: number;
}

export interface TouchState {
  readonly points: readonly TouchPoint[];
  readonly mostAtOnce: number;
  /** Touches that started, in all. */
  readonly touches: number;
}

export const EMPTY_TOUCH: TouchState = { points: [], mostAtOnce: 0, touches: 0 };

/** The fingers on the area now (TouchEvent.touches, relative to it), and how many touches began. */
export function touched(state: TouchState, points: readonly TouchPoint[], started: number): TouchState {
  const rounded = points.map((p) => ({ id: p.id, x: Math.round(p.x), y: Math.round(p.y) }));
  return { points: rounded, mostAtOnce: Math.max(state.mostAtOnce, rounded.length), touches: state.touches + started };
}

// ---- Screen ----

/** The colour test's screens, in order (their colours are in styles.css, pure #000, #fff, #f00, #0f0, #00f): a dead pixel shows on the light ones, a stuck one on the dark and the others. */
export const TEST_COLOURS = ['black', 'white', 'red', 'green', 'blue'] as const;

/** The next (or, with step −1, the previous) colour, round and round. */
export const nextColour = (index: number, step: 1 | -1 = 1): number => (index + step + TEST_COLOURS.length) % TEST_COLOURS.length;
