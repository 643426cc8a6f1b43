import { describe, expect, it } from 'vitest';
import { defineTool } from './tool.ts';
import { exampleRun, exampleState, fieldChoices, fieldDefault, fieldShown, isIsoDate, readFields, valueOnScreen } from './fields.ts';

const manifest = defineTool({
  fields: {
    amount: { kind: 'number', min: 0, max: 1e6 },
    count: { kind: 'integer', min: 1, default: 3 },
    share: { kind: 'number', unit: 'percent', optional: true },
    day: { kind: 'date', tabs: ['dates'] },
    at: { kind: 'time', optional: true, tabs: ['dates'] },
    when: { kind: 'datetime', optional: true, tabs: ['dates'] },
    unit: { kind: 'select', choices: { dates: ['d', 'w'], numbers: ['n'] } },
    colour: { kind: 'color', default: '#1D4ED8' },
    agree: { kind: 'checkbox' },
  },
  options: { tab: { type: 'string', enum: ['numbers', 'dates'], default: 'numbers' } },
  ui: { tab: 'tabs' },
  examples: [{ name: 'one', input: { amount: 1234.5 }, output: null }],
});

const read = (raw: Record<string, string | boolean>, lang = 'en', tab = 'numbers') => readFields(manifest.fields, raw, lang, tab);

describe('reading declared fields as the page does', () => {
  it('reads numbers as each language writes them', () => {
    expect(read({ amount: '1.234,5' }, 'de').input.amount).toBe(1234.5);
    expect(read({ amount: '1 234,5' }, 'fr').input.amount).toBe(1234.5);
    expect(read({ amount: '1,234.5' }, 'en').input.amount).toBe(1234.5);
    expect(read({ amount: '1234,5' }, 'es').input.amount).toBe(1234.5);
  });

  it('says what is wrong with a number, at its field', () => {
    expect(read({ amount: 'abc' }).errors.amount?.code).toBe('invalidNumber');
    expect(read({ amount: '-1' }).errors.amount).toEqual({ kind: 'tool-error', code: 'belowMin', params: { min: 0 } });
    expect(read({ amount: '2e6' }).errors.amount).toEqual({ kind: 'tool-error', code: 'aboveMax', params: { max: 1e6 } });
    expect(read({ amount: '1', count: '2.5' }).errors.count?.code).toBe('notInteger');
  });

  it('waits for required fields and lets optional ones be empty', () => {
    const r = read({ amount: '' });
    expect(r.missing).toEqual(['amount']);
    expect(r.input.share).toBeNull();
    expect(r.errors).toEqual({});
  });

  it('takes a percentage typed with its sign where the field is a percentage', () => {
    expect(read({ amount: '1', share: '12,5 %' }, 'de').input.share).toBe(12.5);
    expect(read({ amount: '1 %' }).errors.amount?.code).toBe('invalidNumber');
  });

  it('reads only the fields of the current tab: hidden ones give null and no message', () => {
    const numbers = read({ amount: '1', day: 'nonsense' });
    expect(numbers.errors).toEqual({});
    expect(numbers.input.day).toBeNull();
    const dates = read({ amount: '1', day: '' }, 'en', 'dates');
    expect(dates.missing).toEqual(['day']);
  });


  it('shows a field `when` a select has one of its values, its default counting as chosen, and reads it only then', () => {
    const builder = defineTool({
      fields: {
        how: { kind: 'select', choices: ['every', 'step'], default: 'every' },
        size: { kind: 'integer', min: 1, when: { how: ['step'] } },
      },
      options: {},
      examples: [],
    });
    const shown = (raw: Record<string, string>) => fieldShown(builder.fields.size, undefined, valueOnScreen(builder.fields, raw, 'en'));
    expect(shown({})).toBe(false);
    expect(shown({ how: 'step' })).toBe(true);
    // Hidden: neither missing nor wrong, whatever it holds.
    expect(readFields(builder.fields, { size: 'x' }, 'en')).toEqual({ input: { how: 'every', size: null }, errors: {}, missing: [] });
    expect(readFields(builder.fields, { how: 'step', size: '' }, 'en').missing).toEqual(['size']);
    expect(readFields(builder.fields, { how: 'step', size: 'x' }, 'en').errors.size?.code).toBe('invalidNumber');
  });
  it('checks dates, times and date-times, including the first centuries', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('0050-03-01')).toBe(true);
    expect(isIsoDate('0001-01-01')).toBe(true);
    expect(read({ amount: '1', day: '2023-02-30' }, 'en', 'dates').errors.day?.code).toBe('invalidDate');
    expect(read({ amount: '1', day: '2024-01-01', at: '25:00' }, 'en', 'dates').errors.at?.code).toBe('invalidTime');
    expect(read({ amount: '1', day: '2024-01-01', when: '2024-01-01' }, 'en', 'dates').errors.when?.code).toBe('invalidDate');
    expect(read({ amount: '1', day: '2024-01-01', when: '2024-01-01T10:30' }, 'en', 'dates').input.when).toBe('2024-01-01T10:30');
  });

  it('starts fields at their defaults, choices from the current tab', () => {
    expect(fieldDefault(manifest.fields.count, undefined, 'de')).toBe('3');
    expect(fieldDefault(manifest.fields.unit, 'dates', 'en')).toBe('d');
    expect(fieldChoices(manifest.fields.unit, 'numbers')).toEqual(['n']);
    expect(read({ amount: '1' }).input.colour).toBe('#1d4ed8');
    expect(read({ amount: '1' }).input.agree).toBe(false);
  });

  it('starts a select at the page language’s choice where the field names one', () => {
    const language = { kind: 'select', choices: ['en-US', 'en-GB', 'de'], default: 'en-GB', pageLanguageDefault: { en: 'en-US', de: 'de' } } as const;
    expect(fieldDefault(language, undefined, 'de')).toBe('de');
    expect(fieldDefault(language, undefined, 'en')).toBe('en-US');
    // A page language without a choice of its own starts at the default.
    expect(fieldDefault(language, undefined, 'fr')).toBe('en-GB');
  });

  it('plays an example as an English page would', () => {
    expect(exampleRun(manifest, manifest.examples[0]!)).toEqual({
      input: { amount: 1234.5, count: 3, share: null, day: null, at: null, when: null, unit: 'n', colour: '#1d4ed8', agree: false },
      options: { tab: 'numbers' },
      errors: {},
      missing: [],
    });
  });

  it('chooses an example as a whole state: its options over the defaults, every other field on its tab at its default', () => {
    const dated = { ...manifest, examples: [{ name: 'day', input: { day: '2026-12-02' }, options: { tab: 'dates' }, output: null }] };
    expect(exampleState(dated, dated.examples[0]!, 'de')).toEqual({
      input: { count: '3', share: '', day: '2026-12-02', at: '', when: '', unit: 'd', colour: '#1D4ED8', agree: false, amount: '' },
      options: { tab: 'dates' },
    });
    // On the numbers tab the date fields are not there to reset.
    expect(Object.keys(exampleState(manifest, manifest.examples[0]!, 'en').input).sort()).toEqual(['agree', 'amount', 'colour', 'count', 'share', 'unit']);
    expect(exampleState(manifest, manifest.examples[0]!, 'en').input.amount).toBe(1234.5);
  });
});

describe('a number field with a step', () => {
  const fields = defineTool({ fields: { price: { kind: 'number', step: 0.05, min: 0 } }, examples: [{ name: 'one', input: {}, output: null }] }).fields;
  it('takes values on the step, binary fractions included, and says the step otherwise', () => {
    expect(readFields(fields, { price: '0,3' }, 'de').input.price).toBe(0.3);
    expect(readFields(fields, { price: '12.35' }, 'en').errors).toEqual({});
    expect(readFields(fields, { price: '12.37' }, 'en').errors.price).toEqual({ kind: 'tool-error', code: 'notOnStep', params: { step: 0.05 } });
  });
});
