/**
 * What the device tester shows of what it read, as the host's result blocks: the panel draws the test
 * areas, these functions the figures (pure, in the page's language through the host).
 */
import { msg, num, type Display, type ResultBlock } from '@sdk/core';
import { keyText, MOUSE_BUTTONS, type KeyboardState, type KeyPress, type MouseState, type TouchState } from './run.ts';

const plain = (n: number) => num(n, { useGrouping: false });

export function keyDisplay(key: string): Display {
  const { text, named } = keyText(key);
  return named ? msg(`keys.${named}`, { key: text }) : text;
}

const modifiersOf = (p: KeyPress): Display => (p.modifiers.length ? p.modifiers.join(' + ') : msg('none'));
const heldText = (held: readonly string[]): Display => (held.length ? held.join(' + ') : msg('none'));

export function keyboardBlocks(s: KeyboardState): ResultBlock[] {
  const last = s.history[0];
  if (!last) return [{ kind: 'note', text: msg('keyboard.waiting') }];
  return [
    {
      kind: 'values',
      label: msg('keyboard.lastKey'),
      items: [
        { label: msg('keyboard.key'), value: keyDisplay(last.key), main: true, mono: true },
        { label: msg('keyboard.code'), value: last.code || msg('keys.noCode'), mono: true },
        { label: msg('keyboard.keyCode'), value: plain(last.keyCode), mono: true },
        { label: msg('keyboard.location'), value: msg(`locations.${last.location}`) },
        { label: msg('keyboard.modifiers'), value: modifiersOf(last) },
        { label: msg('keyboard.repeat'), value: msg(last.repeat ? 'yes' : 'no') },
      ],
    },
    {
      kind: 'values',
      items: [
        { label: msg('keyboard.held'), value: heldText(s.held), mono: true },
        { label: msg('keyboard.mostAtOnce'), value: num(s.mostAtOnce) },
        { label: msg('keyboard.tested'), value: num(s.tested.length) },
      ],
    },
    {
      kind: 'table',
      caption: msg('keyboard.history'),
      columns: [
        { label: msg('keyboard.number'), numeric: true },
        { label: msg('keyboard.key'), mono: true },
        { label: msg('keyboard.code'), mono: true },
        { label: msg('keyboard.keyCode'), numeric: true },
        { label: msg('keyboard.location') },
        { label: msg('keyboard.modifiers') },
        { label: msg('keyboard.repeat') },
      ],
      rows: s.history.map((p) => [num(p.n), keyDisplay(p.key), p.code, plain(p.keyCode), msg(`locations.${p.location}`), modifiersOf(p), msg(p.repeat ? 'yes' : 'no')]),
    },
  ];
}

export function mouseBlocks(s: MouseState): ResultBlock[] {
  const w = s.wheel;
  return [
    {
      kind: 'table',
      caption: msg('mouse.buttons'),
      rowHeaders: true,
      columns: [{ label: msg('mouse.button') }, { label: msg('mouse.state') }, { label: msg('mouse.presses'), numeric: true }, { label: msg('mouse.shortest'), numeric: true }],
      rows: MOUSE_BUTTONS.map((b) => {
        const state = s.buttons[b];
        return [
          msg(`buttons.${b}`),
          msg(state.down ? 'mouse.down' : state.presses ? 'mouse.up' : 'mouse.untested'),
          num(state.presses),
          state.shortestMs === null ? '—' : num(state.shortestMs, { style: 'unit', unit: 'millisecond' }),
        ];
      }),
    },
    {
      kind: 'values',
      items: [
        { label: msg('mouse.doubleClicks'), value: num(s.doubleClicks) },
        { label: msg('mouse.wheelUp'), value: num(w.up) },
        { label: msg('mouse.wheelDown'), value: num(w.down) },
        { label: msg('mouse.wheelLeft'), value: num(w.left) },
        { label: msg('mouse.wheelRight'), value: num(w.right) },
        ...(s.lastWheel
          ? [{ label: msg('mouse.lastWheel'), value: msg(`mouse.delta.${s.lastWheel.mode}`, { x: num(s.lastWheel.x, { maximumFractionDigits: 2 }), y: num(s.lastWheel.y, { maximumFractionDigits: 2 }) }) }]
          : []),
      ],
    },
    { kind: 'note', text: msg('mouse.chatter') },
  ];
}

export function touchBlocks(s: TouchState, maxTouchPoints: number | null): ResultBlock[] {
  return [
    {
      kind: 'values',
      announce: true,
      items: [
        { label: msg('touch.now'), value: num(s.points.length), main: true },
        { label: msg('touch.mostAtOnce'), value: num(s.mostAtOnce) },
        { label: msg('touch.touches'), value: num(s.touches) },
        { label: msg('touch.deviceMax'), value: maxTouchPoints === null ? msg('touch.unknown') : num(maxTouchPoints) },
      ],
    },
    ...(s.points.length
      ? [
          {
            kind: 'table' as const,
            caption: msg('touch.points'),
            columns: [{ label: msg('touch.point'), numeric: true }, { label: msg('touch.x'), numeric: true }, { label: msg('touch.y'), numeric: true }],
            rows: s.points.map((p, i) => [num(i + 1), msg('touch.px', { value: num(p.x) }), msg('touch.px', { value: num(p.y) })]),
          },
        ]
      : []),
  ];
}
