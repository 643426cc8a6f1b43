import { describe, expect, it } from 'vitest';
import {
  doubleClick,
  EMPTY_KEYBOARD,
  EMPTY_MOUSE,
  EMPTY_TOUCH,
  HISTORY_SIZE,
  keyDown,
  keyText,
  keyUp,
  mouseDown,
  mouseUp,
  nextColour,
  releaseAll,
  releaseButtons,
  run,
  TEST_COLOURS,
  touched,
  wheel,
  type KeyEventLike,
} from './run.ts';

/** A KeyboardEvent as Chrome reports it (UI Events KeyboardEvent code values; keyCode as browsers still send it). */
const key = (k: string, code: string, keyCode: number, more: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key: k,
  code,
  keyCode,
  location: 0,
  repeat: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  ...more,
});

describe('device-tester keyboard', () => {
  it('records each key with its code, key code and location, and the modifiers held with it', () => {
    let s = keyDown(EMPTY_KEYBOARD, key('Shift', 'ShiftLeft', 16, { location: 1, shiftKey: true }));
    s = keyDown(s, key('A', 'KeyA', 65, { shiftKey: true }));
    s = keyDown(s, key('Enter', 'NumpadEnter', 13, { location: 3, shiftKey: true }));
    expect(s.history.map((p) => [p.n, p.key, p.code, p.keyCode, p.location, p.modifiers.join('+')])).toEqual([
      [3, 'Enter', 'NumpadEnter', 13, 'numpad', 'Shift'],
      [2, 'A', 'KeyA', 65, 'standard', 'Shift'],
      // A modifier pressed alone is the key, not held with itself.
      [1, 'Shift', 'ShiftLeft', 16, 'left', ''],
    ]);
    expect(s.held).toEqual(['ShiftLeft', 'KeyA', 'NumpadEnter']);
    expect(s.mostAtOnce).toBe(3);
  });
  it('keeps the keys held at once, the most so far, and every different key; a repeat adds no held key', () => {
    let s = keyDown(EMPTY_KEYBOARD, key('a', 'KeyA', 65));
    s = keyDown(s, key('a', 'KeyA', 65, { repeat: true }));
    s = keyDown(s, key('s', 'KeyS', 83));
    expect(s.held).toEqual(['KeyA', 'KeyS']);
    expect(s.history[1]!.repeat).toBe(true);
    s = keyUp(s, key('a', 'KeyA', 65));
    s = keyUp(s, key('s', 'KeyS', 83));
    s = keyDown(s, key('d', 'KeyD', 68));
    expect([s.held, s.mostAtOnce, s.tested, s.count]).toEqual([['KeyD'], 2, ['KeyA', 'KeyS', 'KeyD'], 4]);
  });
  it('forgets keys held when the focus leaves (their key-up goes elsewhere), and keeps a bounded history', () => {
    let s = keyDown(EMPTY_KEYBOARD, key('Tab', 'Tab', 9));
    expect(releaseAll(s).held).toEqual([]);
    for (let i = 0; i < HISTORY_SIZE + 10; i++) s = keyDown(s, key('x', 'KeyX', 88));
    expect(s.history).toHaveLength(HISTORY_SIZE);
    expect(s.history[0]!.n).toBe(HISTORY_SIZE + 11);
  });
  it('tells a key by its value where a virtual keyboard gives no code', () => {
    const s = keyDown(EMPTY_KEYBOARD, key('é', '', 229));
    expect(s.held).toEqual(['é']);
    expect(keyUp(s, key('é', '', 229)).held).toEqual([]);
  });
  it('names the keys a reader cannot see', () => {
    expect(keyText(' ')).toEqual({ text: '␣', named: 'space' });
    expect(keyText('Unidentified').named).toBe('unidentified');
    expect(keyText('q')).toEqual({ text: 'q', named: null });
  });
});

describe('device-tester mouse', () => {
  it('counts each of the five buttons, its state and the shortest time between two presses', () => {
    let s = mouseDown(EMPTY_MOUSE, 0, 1000);
    s = mouseUp(s, 0);
    s = mouseDown(s, 0, 1180);
    s = mouseUp(s, 0);
    s = mouseDown(s, 0, 1212.4);
    s = mouseDown(s, 3, 2000);
    s = mouseDown(s, 4, 2100);
    expect(s.buttons.left).toEqual({ down: true, presses: 3, shortestMs: 32, lastAt: 1212.4 });
    expect([s.buttons.back.presses, s.buttons.forward.down, s.buttons.middle.presses]).toEqual([1, true, 0]);
    expect(mouseDown(s, 7, 3000)).toBe(s);
    expect(releaseButtons(s).buttons.left.down).toBe(false);
    expect(releaseButtons(s).buttons.left.presses).toBe(3);
  });
  it('counts double clicks and wheel steps in each direction, with the last deltas and their unit', () => {
    let s = doubleClick(EMPTY_MOUSE);
    s = wheel(s, 0, -100, 0);
    s = wheel(s, 0, 100, 0);
    s = wheel(s, 0, 3, 1);
    s = wheel(s, -40, 0, 0);
    s = wheel(s, 12, 5, 2);
    expect([s.doubleClicks, s.wheel]).toEqual([1, { up: 1, down: 3, left: 1, right: 1 }]);
    expect(s.lastWheel).toEqual({ x: 12, y: 5, mode: 'page' });
  });
});

describe('device-tester touch and screen', () => {
  it('keeps the fingers down now (rounded to the pixel), the most at once and the touches begun', () => {
    let s = touched(EMPTY_TOUCH, [{ id: 0, x: 10.4, y: 20.6 }], 1);
    s = touched(s, [{ id: 0, x: 11, y: 21 }, { id: 1, x: 200.5, y: 40 }], 1);
    s = touched(s, [{ id: 1, x: 201, y: 41 }], 0);
    expect(s).toEqual({ points: [{ id: 1, x: 201, y: 41 }], mostAtOnce: 2, touches: 2 });
  });
  it('goes through black, white, red, green and blue, both ways and round', () => {
    expect(TEST_COLOURS).toEqual(['black', 'white', 'red', 'green', 'blue']);
    expect(nextColour(4)).toBe(0);
    expect(nextColour(0, -1)).toBe(4);
    expect(nextColour(1)).toBe(2);
  });
  it('run says which test is open', () => {
    expect(run({}, { tab: 'mouse' })).toEqual({ tab: 'mouse' });
  });
});
