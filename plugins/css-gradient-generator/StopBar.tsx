/**
 * The colour stops on a bar: drag a handle along it (mouse, finger or pen), click the bar to add a
 * stop there, or use the keyboard on a focused handle (each is a slider: arrows 1%, with Shift or
 * Page Up/Down 10%, Home/End 0% and 100%, Delete removes the stop). The bar shows the stops from left
 * to right in the chosen colour space; the handles are SVG, placed by attributes (no inline styles).
 */
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { formatColor, toHex6 } from '@sdk/core';
import { CssBox } from '@sdk/ui';
import type { Space, Stop } from './gradient.ts';

interface StopBarProps {
  stops: readonly Stop[];
  space: Space;
  selected: number;
  onSelect: (index: number) => void;
  /** Moves stop `index` to `pos` (0–100); returns where the stop is after sorting. */
  onMove: (index: number, pos: number) => number;
  /** Adds a stop at `pos`; returns its index. */
  onAdd: (pos: number) => number;
  onRemove: (index: number) => void;
  canRemove: boolean;
  barLabel: string;
  handleLabel: (index: number) => string;
  handleValue: (stop: Stop) => string;
}

const clampPos = (pos: number) => Math.min(100, Math.max(0, Math.round(pos)));

export function StopBar({ stops, space, selected, onSelect, onMove, onAdd, onRemove, canRemove, barLabel, handleLabel, handleValue }: StopBarProps) {
  const area = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);
  const handles = useRef<(SVGGElement | null)[]>([]);
  const keepFocus = useRef(false);

  // After a move re-sorts the stops, the focus follows the stop the visitor is moving.
  useEffect(() => {
    if (keepFocus.current) handles.current[selected]?.focus();
    keepFocus.current = false;
  }, [selected, stops]);

  const posOf = (e: PointerEvent<HTMLDivElement>) => {
    const box = area.current!.getBoundingClientRect();
    return box.width > 0 ? clampPos(((e.clientX - box.left) / box.width) * 100) : 0;
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const handle = (e.target as Element).closest('[data-stop]');
    const index = handle ? Number(handle.getAttribute('data-stop')) : onAdd(posOf(e));
    dragging.current = index;
    keepFocus.current = true;
    onSelect(index);
    e.currentTarget.setPointerCapture(e.pointerId);
    e.preventDefault();
    handles.current[index]?.focus();
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === null || !e.currentTarget.hasPointerCapture(e.pointerId)) return;
    const next = onMove(dragging.current, posOf(e));
    if (next !== dragging.current) keepFocus.current = true;
    dragging.current = next;
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent<SVGGElement>) => {
    const pos = Math.round(stops[index]!.pos);
    const big = 10;
    const step = e.shiftKey ? big : 1;
    const moves: Record<string, number | undefined> = {
      ArrowLeft: pos - step,
      ArrowDown: pos - step,
      ArrowRight: pos + step,
      ArrowUp: pos + step,
      PageDown: pos - big,
      PageUp: pos + big,
      Home: 0,
      End: 100,
    };
    if ((e.key === 'Delete' || e.key === 'Backspace') && canRemove) {
      e.preventDefault();
      keepFocus.current = true;
      onRemove(index);
      return;
    }
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    keepFocus.current = true;
    onMove(index, clampPos(target));
  };

  const barImage = `linear-gradient(90deg${space === 'srgb' ? '' : ` in ${space}`}, ${stops.map((s) => `${formatColor(s.color)} ${s.pos}%`).join(', ')})`;
  return (
    <div className="css-gradient-generator-stops">
      <div ref={area} className="css-gradient-generator-bar-area" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={() => (dragging.current = null)}>
        <CssBox className="css-gradient-generator-bar" vars={{ '--css-gradient-generator-bar': barImage }} label={barLabel} />
        <svg className="css-gradient-generator-handles" focusable="false">
          {stops.map((stop, i) => (
            <g
              key={i}
              ref={(el) => {
                handles.current[i] = el;
              }}
              data-stop={i}
              className="css-gradient-generator-handle"
              role="slider"
              tabIndex={0}
              aria-label={handleLabel(i)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={stop.pos}
              aria-valuetext={handleValue(stop)}
              aria-current={i === selected || undefined}
              onKeyDown={onKeyDown(i)}
              onFocus={() => onSelect(i)}
            >
              <line x1={`${stop.pos}%`} x2={`${stop.pos}%`} y1="0" y2="100%" className="css-gradient-generator-handle-line" />
              <circle cx={`${stop.pos}%`} cy="50%" r="13" className="css-gradient-generator-handle-ring" />
              <circle cx={`${stop.pos}%`} cy="50%" r="10" fill={toHex6(stop.color)} stroke="#ffffff" strokeWidth="3" />
            </g>
          ))}
        </svg>
      </div>
    </div>
  );
}
