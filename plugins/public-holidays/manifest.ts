import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { PLACE_GROUPS, PLACES } from './places.ts';

export const NAME_LANGUAGES = ['local', 'en', 'es', 'de', 'fr'] as const;
export const KINDS = ['public', 'all'] as const;

/**
 * One list of places: each country followed by its states or provinces, all named in the page's language
 * (regions from CLDR, written by scripts/holiday-region-names.ts), under the country's heading, so that
 * typing "Bay" in the list finds Bavaria (Bayern, Baviera, Bavière) and "Ger" Germany. The page
 * opens on "Choose a country": the holiday rules (date-holidays, about 240 kB compressed) load in the
 * worker only once a place is chosen, so the page itself stays light.
 */
export const manifest = defineTool({
  related: ['date-calculator', 'duration-calculator', 'time-zone-converter', 'week-number', 'countdown'],
  fields: {
    place: { kind: 'select', choices: PLACES, groups: PLACE_GROUPS, default: 'choose' },
    year: { kind: 'integer', min: 1900, max: 2199, optional: true, default: '' },
  },
  options: {
    kinds: { type: 'string', enum: KINDS, default: 'public' },
    names: { type: 'string', enum: NAME_LANGUAGES, default: 'local' },
  },
  ui: { kinds: 'segmented' },
  worker: true,
  runWhenEmpty: true,
  downloads: ['csv', 'txt', 'json'],
  examples: [
    {
      name: 'bavaria',
      input: { place: 'DE-BY', year: 2025 },
      options: { kinds: 'public', names: 'en' },
      output: {
        place: 'DE-BY',
        country: 'DE',
        state: 'BY',
        year: 2025,
        kinds: 'public',
        holidays: [
          { date: '2025-01-01', name: "New Year's Day", type: 'public' },
          { date: '2025-01-06', name: 'Epiphany', type: 'public' },
          { date: '2025-04-18', name: 'Good Friday', type: 'public' },
          { date: '2025-04-21', name: 'Easter Monday', type: 'public' },
          { date: '2025-05-01', name: 'Labour Day', type: 'public' },
          { date: '2025-05-29', name: 'Ascension Day', type: 'public' },
          { date: '2025-06-09', name: 'Whit Monday', type: 'public' },
          { date: '2025-06-19', name: 'Corpus Christi', type: 'public' },
          { date: '2025-10-03', name: 'National Holiday', type: 'public' },
          { date: '2025-11-01', name: "All Saints' Day", type: 'public' },
          { date: '2025-12-25', name: 'Christmas Day', type: 'public' },
          { date: '2025-12-26', name: 'Boxing Day', type: 'public' },
        ],
      },
    },
    {
      name: 'usFederal',
      input: { place: 'US', year: 2026 },
      options: { kinds: 'public', names: 'local' },
      output: {
        place: 'US',
        country: 'US',
        state: null,
        year: 2026,
        kinds: 'public',
        holidays: [
          { date: '2026-01-01', name: "New Year's Day", type: 'public' },
          { date: '2026-01-19', name: 'Martin Luther King Jr. Day', type: 'public' },
          { date: '2026-02-16', name: "Washington's Birthday", type: 'public' },
          { date: '2026-05-25', name: 'Memorial Day', type: 'public' },
          { date: '2026-06-19', name: 'Juneteenth', type: 'public' },
          { date: '2026-07-03', name: 'Independence Day (substitute day)', type: 'public', substitute: true },
          { date: '2026-07-04', name: 'Independence Day', type: 'public' },
          { date: '2026-09-07', name: 'Labor Day', type: 'public' },
          { date: '2026-10-12', name: 'Columbus Day', type: 'public' },
          { date: '2026-11-11', name: 'Veterans Day', type: 'public' },
          { date: '2026-11-26', name: 'Thanksgiving Day', type: 'public' },
          { date: '2026-12-25', name: 'Christmas Day', type: 'public' },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
