/**
 * An option's value from the text typed after its flag, checked against its JSON Schema the way
 * the page's form checks it (enum, type, bounds, pattern, length), with a message that says what
 * would be accepted. Numbers are written the English way ("1.5", "-3", "2e3").
 */
import type { OptionSchema } from '@sdk/core/tool.ts';

export type Checked = { readonly value: unknown } | { readonly error: string };

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** The enum values of an option, if it has any. */
export function enumValues(schema: OptionSchema): readonly unknown[] | undefined {
  const values = (schema as { enum?: readonly unknown[] }).enum;
  return Array.isArray(values) ? values : undefined;
}

/** The bounds an option states, as the help and the errors write them ("2 to 128", "at least 1"). */
export function boundsText(schema: OptionSchema): string | undefined {
  const s = schema as { minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number };
  const min = s.minimum ?? s.exclusiveMinimum;
  const max = s.maximum ?? s.exclusiveMaximum;
  const low = s.exclusiveMinimum !== undefined ? `more than ${min}` : `at least ${min}`;
  const high = s.exclusiveMaximum !== undefined ? `less than ${max}` : `at most ${max}`;
  if (min !== undefined && max !== undefined) return s.exclusiveMinimum === undefined && s.exclusiveMaximum === undefined ? `${min} to ${max}` : `${low} and ${high}`;
  if (min !== undefined) return low;
  if (max !== undefined) return high;
  return undefined;
}

/** Reads "true"/"false" (and yes/no, on/off, 1/0) for --flag=value. */
export function booleanText(text: string): boolean | undefined {
  const t = text.trim().toLowerCase();
  if (['true', 'yes', 'on', '1'].includes(t)) return true;
  if (['false', 'no', 'off', '0'].includes(t)) return false;
  return undefined;
}

/** The value of option `flag` typed as `text`, or why it is refused. */
export function optionValue(flag: string, schema: OptionSchema, text: string): Checked {
  const values = enumValues(schema);
  if (values) {
    const found = values.find((v) => String(v) === text);
    return found !== undefined ? { value: found } : { error: `--${flag} must be one of: ${values.map(String).join(', ')} (not "${text}")` };
  }
  const s = schema as OptionSchema & { minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number; multipleOf?: number; pattern?: string; minLength?: number; maxLength?: number };
  switch (s.type) {
    case 'boolean': {
      const value = booleanText(text);
      return value === undefined ? { error: `--${flag} is on or off: write --${flag} or --no-${flag}` } : { value };
    }
    case 'number':
    case 'integer': {
      const value = NUMBER.test(text.trim()) ? Number(text) : Number.NaN;
      if (!Number.isFinite(value)) return { error: `--${flag} needs a number, written like 12 or 1.5 (not "${text}")` };
      if (s.type === 'integer' && !Number.isInteger(value)) return { error: `--${flag} needs a whole number (not "${text}")` };
      const outside =
        (s.minimum !== undefined && value < s.minimum) ||
        (s.maximum !== undefined && value > s.maximum) ||
        (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) ||
        (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum);
      if (outside) return { error: `--${flag} must be ${boundsText(s)} (not ${text})` };
      if (s.multipleOf !== undefined && Math.abs(value / s.multipleOf - Math.round(value / s.multipleOf)) > 1e-9) return { error: `--${flag} must be a multiple of ${s.multipleOf} (not ${text})` };
      return { value: value + 0 };
    }
    case 'string': {
      const length = [...text].length;
      if (s.minLength !== undefined && length < s.minLength) return { error: `--${flag} needs at least ${s.minLength} characters` };
      if (s.maxLength !== undefined && length > s.maxLength) return { error: `--${flag} takes at most ${s.maxLength} characters` };
      if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(text)) return { error: `--${flag} has the wrong form ("${text}" does not match ${s.pattern})` };
      return { value: text };
    }
    default:
      return { error: `--${flag} has a type the command does not know` };
  }
}
