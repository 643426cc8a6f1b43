/**
 * The shadow's offset on a square: drag the dot (mouse, finger or pen) or use the keyboard on it
 * (arrows: 1 px, with Shift 10 px). One slider whose value text gives both numbers. The square shows
 * ±PAD_RANGE px; larger offsets are typed or set with the sliders below, and the dot stays at the edge.
 */
import type { KeyboardEvent, PointerEvent } from 'react';

export const PAD_RANGE = 50;

interface OffsetPadProps {
  x: number;
  y: number;
  onChange: (x: number, y: number) => void;
  label: string;
  valueText: string;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
/** An offset as a percentage of the square. */
const at = (v: number) => `${50 + (clamp(v, -PAD_RANGE, PAD_RANGE) / PAD_RANGE) * 50}%`;

export function OffsetPad({ x, y, onChange, label, valueText }: OffsetPadProps) {
  const fromPointer = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const px = (fraction: number) => Math.round(clamp((fraction - 0.5) * 2 * PAD_RANGE, -PAD_RANGE, PAD_RANGE));
    onChange(px((e.clientX - box.left) / box.width), px((e.clientY - box.top) / box.height));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number] | undefined> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    onChange(Math.round(x) + move[0], Math.round(y) + move[1]);
  };
  return (
    <div
      className="box-shadow-generator-pad"
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={-PAD_RANGE}
      aria-valuemax={PAD_RANGE}
      aria-valuenow={clamp(Math.round(x), -PAD_RANGE, PAD_RANGE)}
      aria-valuetext={valueText}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        e.currentTarget.focus();
        e.preventDefault();
        fromPointer(e);
      }}
      onPointerMove={(e) => {
        if (e.currentTarget.hasPointerCapture(e.pointerId)) fromPointer(e);
      }}
    >
      <svg aria-hidden="true" focusable="false">
        <line x1="50%" x2="50%" y1="0" y2="100%" className="box-shadow-generator-pad-axis" />
        <line x1="0" x2="100%" y1="50%" y2="50%" className="box-shadow-generator-pad-axis" />
        <line x1="50%" y1="50%" x2={at(x)} y2={at(y)} className="box-shadow-generator-pad-arm" />
        <circle cx={at(x)} cy={at(y)} r="9" className="box-shadow-generator-pad-dot" />
      </svg>
    </div>
  );
}
