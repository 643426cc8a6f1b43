/**
 * The device tester. A Panel, not a declared form: what it tests is live input (every key pressed and
 * released, mouse buttons and wheel, fingers on the screen) and a full-screen colour test, none of which
 * a field can take. Each test reads the browser's events in its own area only, keeps what it read with
 * the pure reducers of run.ts, and writes it with view.ts as the host's result blocks. Nothing is sent
 * anywhere.
 *
 * Leaving with the keyboard: Tab is shown like any key but still moves the focus on (its default is the
 * only one not prevented), and Esc closes the colour test, so no test holds the focus.
 */
import { useCallback, useEffect, useReducer, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionBar, ResultBlocks, Tabs, useDisplay, useToolHost, type ToolPanelProps } from '@sdk/ui';
import { TABS, type Options } from './manifest.ts';
import {
  doubleClick,
  EMPTY_KEYBOARD,
  EMPTY_MOUSE,
  EMPTY_TOUCH,
  keyDown,
  keyUp,
  MOUSE_BUTTONS,
  mouseDown,
  mouseUp,
  nextColour,
  releaseAll,
  releaseButtons,
  TEST_COLOURS,
  touched,
  wheel,
  type KeyboardState,
  type KeyEventLike,
  type MouseState,
} from './run.ts';
import { keyboardBlocks, mouseBlocks, touchBlocks } from './view.ts';
import './styles.css';

type KeyAction = { type: 'down'; event: KeyEventLike } | { type: 'up'; event: { key: string; code: string } } | { type: 'blur' } | { type: 'clear' };
function keyboardReducer(state: KeyboardState, a: KeyAction): KeyboardState {
  if (a.type === 'down') return keyDown(state, a.event);
  if (a.type === 'up') return keyUp(state, a.event);
  return a.type === 'blur' ? releaseAll(state) : EMPTY_KEYBOARD;
}

function KeyboardTest({ toolId }: { toolId: string }) {
  const { t } = useTranslation(toolId);
  const display = useDisplay(toolId);
  const [state, dispatch] = useReducer(keyboardReducer, EMPTY_KEYBOARD);
  const [focused, setFocused] = useState(false);
  const onKeyDown = (e: ReactKeyboardEvent) => {
    // Kept from the page's own shortcuts (the palette's Ctrl+K and "/") and the browser's (Space scrolls,
    // F keys), except Tab, which moves the focus on as always.
    e.stopPropagation();
    if (e.key !== 'Tab') e.preventDefault();
    dispatch({ type: 'down', event: e.nativeEvent });
  };
  const onKeyUp = (e: ReactKeyboardEvent) => {
    e.stopPropagation();
    if (e.key !== 'Tab') e.preventDefault();
    dispatch({ type: 'up', event: e.nativeEvent });
  };
  return (
    <div className="device-tester-test">
      <div
        className="device-tester-area device-tester-keys"
        role="application"
        tabIndex={0}
        aria-label={t('keyboard.area')}
        aria-describedby="device-tester-keys-help"
        data-focused={focused || undefined}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          dispatch({ type: 'blur' });
        }}
      >
        <p className="device-tester-status" aria-live="polite">
          {focused ? t('keyboard.listening') : t('keyboard.clickHere')}
        </p>
        <p className="device-tester-big" aria-hidden="true" translate="no">
          {state.history[0] ? (state.history[0].key === ' ' ? '␣' : state.history[0].key) : ''}
        </p>
      </div>
      <p id="device-tester-keys-help" className="field-description">
        {t('keyboard.help')}
      </p>
      <div className="device-tester-buttons">
        <button type="button" className="btn" onClick={() => dispatch({ type: 'clear' })} disabled={!state.count}>
          {t('clear')}
        </button>
      </div>
      <ResultBlocks toolId={toolId} blocks={keyboardBlocks(state)} display={display} />
    </div>
  );
}

type MouseAction =
  | { type: 'down'; button: number; at: number }
  | { type: 'up'; button: number }
  | { type: 'double' }
  | { type: 'wheel'; x: number; y: number; mode: number }
  | { type: 'release' }
  | { type: 'clear' };
function mouseReducer(state: MouseState, a: MouseAction): MouseState {
  switch (a.type) {
    case 'down':
      return mouseDown(state, a.button, a.at);
    case 'up':
      return mouseUp(state, a.button);
    case 'double':
      return doubleClick(state);
    case 'wheel':
      return wheel(state, a.x, a.y, a.mode);
    case 'release':
      return releaseButtons(state);
    case 'clear':
      return EMPTY_MOUSE;
  }
}

function MouseTest({ toolId }: { toolId: string }) {
  const { t } = useTranslation(toolId);
  const display = useDisplay(toolId);
  const [state, dispatch] = useReducer(mouseReducer, EMPTY_MOUSE);
  const area = useRef<HTMLDivElement>(null);
  // React's wheel listener is passive: the page would scroll. A listener of our own can hold it still.
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      dispatch({ type: 'wheel', x: e.deltaX, y: e.deltaY, mode: e.deltaMode });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);
  const used = MOUSE_BUTTONS.some((b) => state.buttons[b].presses) || state.wheel.up + state.wheel.down + state.wheel.left + state.wheel.right > 0;
  return (
    <div className="device-tester-test">
      <div
        ref={area}
        className="device-tester-area device-tester-mouse"
        role="group"
        aria-label={t('mouse.area')}
        // The middle button's auto-scroll, the back and forward buttons' navigation and the right button's menu are held back here only.
        onMouseDown={(e) => {
          e.preventDefault();
          dispatch({ type: 'down', button: e.button, at: e.timeStamp });
        }}
        onMouseUp={(e) => {
          e.preventDefault();
          dispatch({ type: 'up', button: e.button });
        }}
        onAuxClick={(e) => e.preventDefault()}
        onContextMenu={(e) => e.preventDefault()}
        onDoubleClick={() => dispatch({ type: 'double' })}
        onMouseLeave={() => dispatch({ type: 'release' })}
      >
        <p className="device-tester-status">{t('mouse.prompt')}</p>
        <ul className="device-tester-mouse-buttons" aria-label={t('mouse.buttons')}>
          {MOUSE_BUTTONS.map((b) => (
            <li key={b} data-down={state.buttons[b].down || undefined} data-tested={state.buttons[b].presses > 0 || undefined}>
              <span className="device-tester-button-name">{t(`buttons.${b}`)}</span>
              <span className="device-tester-button-state">{t(state.buttons[b].down ? 'mouse.down' : state.buttons[b].presses ? 'mouse.up' : 'mouse.untested')}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="device-tester-buttons">
        <button type="button" className="btn" onClick={() => dispatch({ type: 'clear' })} disabled={!used}>
          {t('clear')}
        </button>
      </div>
      <ResultBlocks toolId={toolId} blocks={mouseBlocks(state)} display={display} />
    </div>
  );
}

function TouchTest({ toolId }: { toolId: string }) {
  const { t } = useTranslation(toolId);
  const display = useDisplay(toolId);
  const [state, setState] = useState(EMPTY_TOUCH);
  const [maxPoints, setMaxPoints] = useState<number | null>(null);
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => setMaxPoints(typeof navigator.maxTouchPoints === 'number' ? navigator.maxTouchPoints : null), []);
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    const read = (e: TouchEvent) => {
      // Not passive: the page neither scrolls nor zooms under the fingers being tested.
      e.preventDefault();
      const box = el.getBoundingClientRect();
      const points = [...e.touches].filter((p) => el.contains(p.target as Node)).map((p) => ({ id: p.identifier, x: p.clientX - box.left, y: p.clientY - box.top }));
      const started = e.type === 'touchstart' ? e.changedTouches.length : 0;
      setState((s) => touched(s, points, started));
    };
    const kinds = ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const;
    kinds.forEach((k) => el.addEventListener(k, read, { passive: false }));
    return () => kinds.forEach((k) => el.removeEventListener(k, read));
  }, []);
  return (
    <div className="device-tester-test">
      <div ref={area} className="device-tester-area device-tester-touch" role="group" aria-label={t('touch.area')}>
        <p className="device-tester-status">{t('touch.prompt')}</p>
        {/* An SVG, not positioned elements: the Content-Security-Policy allows no inline styles. */}
        <svg className="device-tester-dots" aria-hidden="true">
          {state.points.map((p, i) => (
            <g key={p.id}>
              <circle cx={p.x} cy={p.y} r={22} />
              <text x={p.x} y={p.y} textAnchor="middle" dominantBaseline="central">
                {i + 1}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <div className="device-tester-buttons">
        <button type="button" className="btn" onClick={() => setState(EMPTY_TOUCH)} disabled={!state.touches}>
          {t('clear')}
        </button>
      </div>
      <ResultBlocks toolId={toolId} blocks={touchBlocks(state, maxPoints)} display={display} />
    </div>
  );
}

function ScreenTest({ toolId }: { toolId: string }) {
  const { t } = useTranslation(toolId);
  const [colour, setColour] = useState<number | null>(null);
  const [moved, setMoved] = useState(false);
  const overlay = useRef<HTMLDivElement>(null);
  const start = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setColour(null);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);
  const open = () => {
    setColour(0);
    setMoved(false);
  };
  const step = (by: 1 | -1) => {
    setColour((c) => (c === null ? c : nextColour(c, by)));
    setMoved(true);
  };

  // Full screen where the browser allows it (else the overlay covers the window); leaving full screen
  // with the browser's own Esc ends the test too.
  const isOpen = colour !== null;
  const wasOpen = useRef(false);
  useEffect(() => {
    // Once the test has gone, the focus goes back to the button that opened it.
    if (!isOpen && wasOpen.current) start.current?.focus();
    wasOpen.current = isOpen;
    if (!isOpen) return;
    const el = overlay.current;
    el?.focus();
    if (el?.requestFullscreen && !document.fullscreenElement) void el.requestFullscreen().catch(() => undefined);
    const onChange = () => {
      if (!document.fullscreenElement) close();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
    // Only when the test opens or ends: a change of colour must not ask for full screen again.
  }, [isOpen, close]);

  const onKeyDown = (e: ReactKeyboardEvent) => {
    e.stopPropagation();
    if (e.key === 'Escape') close();
    else if (e.key === ' ' || e.key === 'Enter' || e.key === 'ArrowRight' || e.key === 'ArrowDown' || e.key === 'PageDown') step(1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp' || e.key === 'PageUp' || e.key === 'Backspace') step(-1);
    else if (e.key === 'Tab') {
      // A modal test: Tab stays on it (Esc is the way out, said on screen and to screen readers).
    } else return;
    e.preventDefault();
  };

  const current = colour === null ? null : TEST_COLOURS[colour]!;
  const name = current ? t(`colours.${current}`) : '';
  return (
    <div className="device-tester-test">
      <p>{t('screen.intro')}</p>
      <ul className="device-tester-steps">
        <li>{t('screen.dead')}</li>
        <li>{t('screen.stuck')}</li>
        <li>{t('screen.keys')}</li>
      </ul>
      <div className="device-tester-buttons">
        <button ref={start} type="button" className="btn btn-primary" onClick={open}>
          {t('screen.start')}
        </button>
      </div>
      {current && (
        <div
          ref={overlay}
          className="device-tester-overlay"
          role="dialog"
          aria-modal="true"
          aria-label={t('screen.dialog')}
          aria-describedby="device-tester-screen-now"
          tabIndex={-1}
          data-colour={current}
          onClick={() => step(1)}
          onContextMenu={(e) => {
            e.preventDefault();
            step(-1);
          }}
          onKeyDown={onKeyDown}
        >
          <p id="device-tester-screen-now" className={moved ? 'visually-hidden' : 'device-tester-hint'} aria-live="polite">
            {t('screen.now', { colour: name, position: colour! + 1, total: TEST_COLOURS.length })}
            {!moved && (
              <>
                {' '}
                {t('screen.how')}
              </>
            )}
          </p>
        </div>
      )}
    </div>
  );
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const host = useToolHost();
  const options = host.options as Options;
  return (
    <div className="tool-body device-tester">
      <section className="panel-section" aria-label={t('name')}>
        <Tabs id="device-tester" label={t('options.tab.title')} tabs={TABS.map((key) => ({ key, label: t(`options.tab.values.${key}`) }))} selected={options.tab} onSelect={(tab) => host.setOptions({ ...options, tab })}>
          {options.tab === 'keyboard' ? (
            <KeyboardTest toolId={toolId} />
          ) : options.tab === 'mouse' ? (
            <MouseTest toolId={toolId} />
          ) : options.tab === 'touch' ? (
            <TouchTest toolId={toolId} />
          ) : (
            <ScreenTest toolId={toolId} />
          )}
        </Tabs>
        <p className="field-description">{t('privacy')}</p>
        <ActionBar filename={toolId} downloads={[]} link={host.link} linkCanCarryInput={host.linkCanCarryInput} />
      </section>
    </div>
  );
}
