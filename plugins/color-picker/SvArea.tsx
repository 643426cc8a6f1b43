/**
 * The saturation–brightness square of the picker: drag with a mouse, finger or pen, or use the keyboard
 * (arrows: 1 step, with Shift or Page Up/Down: 10, Home/End: saturation 0/100). Announced as one slider
 * whose value text gives both numbers. Drawn in SVG with fill attributes (no inline styles under the CSP).
 */
import { useId, type KeyboardEvent, type PointerEvent } from 'react';
import { clamp, hsvToRgb, toHex6, type Hsva } from './color.ts';

interface SvAreaProps {
  hsva: Hsva;
  onChange: (next: Hsva) => void;
  label: string;
  valueText: string;
}

export function SvArea({ hsva, onChange, label, valueText }: SvAreaProps) {
  const id = `sv${useId().replace(/[^\w-]/g, '')}`;
  const hue = toHex6(hsvToRgb({ h: hsva.h, s: 100, v: 100 }));

  const fromPointer = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const s = clamp(((e.clientX - box.left) / box.width) * 100, 0, 100);
    const v = clamp(100 - ((e.clientY - box.top) / box.height) * 100, 0, 100);
    onChange({ ...hsva, s, v });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number] | undefined> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
      PageUp: [0, 10],
      PageDown: [0, -10],
      Home: [-100, 0],
      End: [100, 0],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    // Whole steps from the rounded value, so the announced numbers change by exactly one.
    onChange({ ...hsva, s: clamp(Math.round(hsva.s) + move[0], 0, 100), v: clamp(Math.round(hsva.v) + move[1], 0, 100) });
  };

  return (
    <div
      className="color-picker-sv"
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(hsva.s)}
      aria-valuetext={valueText}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        e.currentTarget.focus();
        fromPointer(e);
      }}
      onPointerMove={(e) => {
        if (e.currentTarget.hasPointerCapture(e.pointerId)) fromPointer(e);
      }}
    >
      <svg aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={`${id}-white`} x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#FFFFFF" />
            <stop offset="1" stopColor="#FFFFFF" stopOpacity="0" />
          </linearGradient>
          <linearGradient id={`${id}-black`} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#000000" stopOpacity="0" />
            <stop offset="1" stopColor="#000000" />
          </linearGradient>
        </defs>
        <rect width="100%" height="100%" rx="8" fill={hue} />
        <rect width="100%" height="100%" rx="8" fill={`url(#${id}-white)`} />
        <rect width="100%" height="100%" rx="8" fill={`url(#${id}-black)`} />
        <circle cx={`${hsva.s}%`} cy={`${100 - hsva.v}%`} r="9" fill="none" stroke="#000000" strokeWidth="4" strokeOpacity="0.5" />
        <circle cx={`${hsva.s}%`} cy={`${100 - hsva.v}%`} r="9" fill="none" stroke="#FFFFFF" strokeWidth="2" />
      </svg>
    </div>
  );
}
