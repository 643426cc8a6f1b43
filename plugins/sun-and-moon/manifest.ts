import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { CITY_IDS, cityName } from './cities.ts';

export const SOURCES = ['city', 'coordinates'] as const;

/**
 * A place (a time zone's city, or coordinates with the zone to read the clock in) and a day: the sun's
 * rise, set, noon, day length and twilights, and the moon's phase, illumination, rise and set, all in the
 * place's own time, computed in the browser by suncalc.
 */
export const manifest = defineTool({
  related: ['time-zone-converter', 'date-calculator', 'public-holidays', 'countdown'],
  fields: {
    city: { kind: 'select', tabs: ['city'], choices: CITY_IDS, names: cityName, default: 'Europe/London' },
    latitude: { kind: 'number', tabs: ['coordinates'], min: -90, max: 90, default: 48.8584 },
    longitude: { kind: 'number', tabs: ['coordinates'], min: -180, max: 180, default: 2.2945 },
    zone: { kind: 'select', tabs: ['coordinates'], choices: ['UTC', ...CITY_IDS], names: cityName, default: 'Europe/Paris' },
    date: { kind: 'date', now: true, default: 'now' },
  },
  options: {
    source: { type: 'string', enum: SOURCES, default: 'city' },
  },
  ui: { source: 'tabs' },
  downloads: ['csv', 'json'],
  examples: [
    {
      name: 'london',
      input: { city: 'Europe/London', date: '2025-06-21' },
      options: { source: 'city' },
      output: {"zone":"Europe/London","lat":51.5083,"lon":-0.1253,"date":"2025-06-21","sun":{"nightEnd":null,"nauticalDawn":1750470040000,"dawn":1750474521000,"sunrise":1750477388000,"goldenHourEnd":1750480643000,"solarNoon":1750507343000,"goldenHour":1750534042000,"sunset":1750537298000,"dusk":1750540164000,"nauticalDusk":1750544644000,"night":null},"dayLength":59910,"polar":null,"moon":{"fraction":0.2132,"phase":0.8472,"phaseName":"waningCrescent","rise":1750466079000,"set":1750521218000,"always":null}},
    },
    {
      name: 'newYork',
      input: { city: 'America/New_York', date: '2025-12-21' },
      options: { source: 'city' },
      output: {"zone":"America/New_York","lat":40.7142,"lon":-74.0064,"date":"2025-12-21","sun":{"nightEnd":1766313471000,"nauticalDawn":1766315472000,"dawn":1766317542000,"sunrise":1766319403000,"goldenHourEnd":1766322029000,"solarNoon":1766336059000,"goldenHour":1766350090000,"sunset":1766352716000,"dusk":1766354577000,"nauticalDusk":1766356647000,"night":1766358648000},"dayLength":33313,"polar":null,"moon":{"fraction":0.0263,"phase":0.0519,"phaseName":"newMoon","rise":1766325071000,"set":1766357382000,"always":null}},
    },
    {
      name: 'midnightSun',
      input: { latitude: 69.6496, longitude: 18.956, zone: 'Europe/Oslo', date: '2025-06-21' },
      options: { source: 'coordinates' },
      output: {"zone":"Europe/Oslo","lat":69.6496,"lon":18.956,"date":"2025-06-21","sun":{"nightEnd":null,"nauticalDawn":null,"dawn":null,"sunrise":null,"goldenHourEnd":1750467413000,"solarNoon":1750502763000,"goldenHour":1750538111000,"sunset":null,"dusk":null,"nauticalDusk":null,"night":null},"dayLength":86400,"polar":"up","moon":{"fraction":0.2173,"phase":0.8456,"phaseName":"waningCrescent","rise":1750538959000,"set":1750525712000,"always":null}},
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
