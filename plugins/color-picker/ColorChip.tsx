/** A colour sample with its hex value below, as a button that makes it the current colour. */
import { Swatch } from '@sdk/ui';

interface ColorChipProps {
  /** #RRGGBB or #RRGGBBAA. */
  hex: string;
  /** Accessible name, containing the hex shown ("Use #FF0000"). */
  label: string;
  onSelect: () => void;
  /** A caption above the hex ("Lighten"). */
  caption?: string;
  current?: boolean;
  size?: number;
}

export function ColorChip({ hex, label, onSelect, caption, current, size = 40 }: ColorChipProps) {
  return (
    <button type="button" className="color-picker-chip" aria-label={label} aria-current={current || undefined} onClick={onSelect}>
      <Swatch color={hex} size={size} />
      {caption && <span className="color-picker-chip-caption">{caption}</span>}
      <span translate="no">{hex}</span>
    </button>
  );
}
