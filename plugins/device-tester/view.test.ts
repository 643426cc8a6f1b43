import { describe, expect, it } from 'vitest';
import type { Display, TableBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { EMPTY_KEYBOARD, EMPTY_MOUSE, EMPTY_TOUCH, keyDown, mouseDown, touched, wheel, type KeyEventLike } from './run.ts';
import { keyboardBlocks, mouseBlocks, touchBlocks } from './view.ts';

const key = (k: string, code: string, keyCode: number, more: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key: k, code, keyCode, location: 0, repeat: false, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, ...more,
});
const stats = (b: unknown, w: (d: Display) => string) => (b as ValuesBlock).items.map((i) => `${w(i.label)}: ${w(i.value)}`);

describe('device-tester view', () => {
  it('writes the last key, the keys held and the history in the page’s language, the space by name', () => {
    const w = writer('device-tester', 'de');
    let s = keyDown(EMPTY_KEYBOARD, key('Control', 'ControlLeft', 17, { location: 1, ctrlKey: true }));
    s = keyDown(s, key(' ', 'Space', 32, { ctrlKey: true }));
    const [last, held, history] = keyboardBlocks(s);
    expect(stats(last, w)).toEqual(['Taste (event.key): ␣ Leertaste', 'Code (event.code): Space', 'Tastencode: 32', 'Position: Standard', 'Gehalten mit: Control', 'Wiederholt: Nein']);
    expect(stats(held, w)).toEqual(['Jetzt gedrückt: ControlLeft + Space', 'Höchstens gleichzeitig gedrückt: 2', 'Verschiedene Tasten gedrückt: 2']);
    expect((history as TableBlock).rows.map((r) => r.map(w).join(' | '))).toEqual(['2 | ␣ Leertaste | Space | 32 | Standard | Control | Nein', '1 | Control | ControlLeft | 17 | Links | keine | Nein']);
    expect(keyboardBlocks(EMPTY_KEYBOARD)).toEqual([{ kind: 'note', text: { t: 'keyboard.waiting' } }]);
  });
  it('writes each mouse button’s state in words (never by colour alone) and the wheel’s steps', () => {
    const w = writer('device-tester', 'fr');
    const s = wheel(mouseDown(mouseDown(EMPTY_MOUSE, 0, 100), 0, 1100.2), 0, 3, 1);
    const [buttons, values] = mouseBlocks(s);
    expect((buttons as TableBlock).rows.map((r) => r.map(w).join(' | '))).toEqual([
      'Gauche | Enfoncé | 2 | 1\u202f000\u202fms',
      'Milieu (molette) | Pas encore pressé | 0 | —',
      'Droit | Pas encore pressé | 0 | —',
      'Précédent | Pas encore pressé | 0 | —',
      'Suivant | Pas encore pressé | 0 | —',
    ]);
    expect(stats(values, w)).toContain('Dernier cran de molette: x 0, y 3 (lignes)');
  });
  it('writes the touch points from the area’s corner, and says when the device does not report its maximum', () => {
    const w = writer('device-tester', 'en');
    const [values, points] = touchBlocks(touched(EMPTY_TOUCH, [{ id: 4, x: 12, y: 1300 }], 1), null);
    expect(stats(values, w)).toEqual(['Touch points now: 1', 'Most at once: 1', 'Touches in all: 1', 'Touch points the device supports: Not reported']);
    expect((points as TableBlock).rows.map((r) => r.map(w).join(' | '))).toEqual(['1 | 12 px | 1,300 px']);
  });
});
