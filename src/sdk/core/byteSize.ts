/**
 * Sizes in bytes as result values: one size written in the largest fitting unit, and what a minifier
 * saved (the sizes before and after and the share, in the host's words, `common:minified.*`).
 */
import { msg, num, type NumberDisplay, type ValuesBlock } from './result.ts';

const UNITS = [
  [1e9, 'gigabyte'],
  [1e6, 'megabyte'],
  [1e3, 'kilobyte'],
] as const;

/** A size in bytes as the page's language writes it: "12 bytes", "12.3 kB", "1.5 MB" ("12,3 ko" in French). */
export function byteSize(bytes: number): NumberDisplay {
  // From 0.99995 of a unit on, the size is written in it: 999,950 bytes are "1 MB", never "1,000 kB".
  for (const [size, unit] of UNITS) if (bytes >= size * 0.99995) return num(bytes / size, { style: 'unit', unit, maximumFractionDigits: 1 });
  return num(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
}

const BYTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'byte', unitDisplay: 'long' };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

/**
 * The "Size" values of a minifier's result: original and minified size in bytes (exact, never
 * rounded to kB: the point is the difference), and the share saved, or added ("20% larger").
 */
export function minifiedSizes(bytesBefore: number, bytesAfter: number): ValuesBlock {
  const change = bytesBefore === 0 ? 0 : (bytesBefore - bytesAfter) / bytesBefore;
  return {
    kind: 'values',
    label: msg('common:minified.title'),
    items: [
      { label: msg('common:minified.before'), value: num(bytesBefore, BYTES) },
      { label: msg('common:minified.after'), value: num(bytesAfter, BYTES) },
      {
        label: msg('common:minified.saved'),
        value: change >= 0 ? msg('common:minified.smaller', { percent: num(change, PERCENT) }) : msg('common:minified.larger', { percent: num(-change, PERCENT) }),
      },
    ],
  };
}
