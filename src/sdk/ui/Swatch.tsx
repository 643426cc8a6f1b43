/**
 * A colour sample. Drawn as SVG with a fill attribute because the Content-Security-Policy forbids
 * inline style attributes (style={...} would be blocked in prerendered HTML). Decorative by default:
 * put the colour's value in text beside it, since colour must never be the only signal.
 */
interface SwatchProps {
  /** Any CSS colour: #rrggbb, rgb(...), hsl(...). */
  color: string;
  size?: number;
  /** Accessible name; without it the swatch is hidden from assistive technology. */
  label?: string;
  className?: string;
}

export function Swatch({ color, size = 24, label, className }: SwatchProps) {
  return (
    <svg
      className={className ? `swatch ${className}` : 'swatch'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <rect x="0.5" y="0.5" width="23" height="23" rx="4" fill={color} stroke="currentColor" strokeOpacity="0.3" />
    </svg>
  );
}
