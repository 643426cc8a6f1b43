/**
 * The numbers behind a chart block's drawing: the value axis (rounded ticks) and which categories
 * get a label. Pure, so the scale is unit-tested apart from the SVG.
 */

export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/** A step of 1, 2, 2.5 or 5 × 10ⁿ that splits `span` into about `count` parts. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * The value axis for these values. Bars always stand on zero; a line leaves zero out when its values
 * lie in a narrow band far from it (exchange rates between 1.08 and 1.09), so its changes show.
 */
export function valueAxis(values: readonly number[], type: 'bar' | 'line', tickCount = 4): ValueAxis {
  const finite = values.filter(Number.isFinite);
  let low = finite.length ? Math.min(...finite) : 0;
  let high = finite.length ? Math.max(...finite) : 1;
  const nearZero = type === 'bar' || low <= 0 || (high - low) / Math.abs(high) > 0.5;
  if (nearZero) {
    low = Math.min(0, low);
    high = Math.max(0, high);
  }
  if (high === low) {
    const pad = Math.abs(high) / 10 || 1;
    high += pad;
    if (!nearZero) low -= pad;
  }
  const step = niceStep(high - low, tickCount);
  const min = Math.floor(low / step + 1e-9) * step;
  const max = Math.ceil(high / step - 1e-9) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision, so a tick reads 0.3 and not 0.30000000000000004.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 2);
  for (let v = min; v <= max + step / 2; v += step) ticks.push(Number(v.toFixed(digits)));
  return { min, max, ticks };
}

/** Which of `count` categories get a label on an axis with room for `room` labels: evenly spread, always the first and last. */
export function labelledCategories(count: number, room: number): number[] {
  if (count <= room) return Array.from({ length: count }, (_, i) => i);
  const every = Math.ceil((count - 1) / Math.max(1, room - 1));
  const shown: number[] = [];
  for (let i = 0; i < count - 1; i += every) shown.push(i);
  // The last category is labelled; the one before it gives way if the two would touch.
  if (shown.length > 1 && count - 1 - shown[shown.length - 1]! < every) shown.pop();
  shown.push(count - 1);
  return shown;
}
