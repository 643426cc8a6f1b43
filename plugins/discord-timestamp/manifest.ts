import { defineTool, LOCAL_ZONE, toolError, ZONE_CHOICE_GROUPS, ZONE_CHOICES_WITH_LOCAL, zoneChoiceName, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * Discord's timestamp styles, in the order the tool lists them: `<t:UNIX:STYLE>` shows the instant in
 * each reader's own time zone and language. A tag without a style is `f`.
 */
export const STYLES = ['t', 'T', 'd', 'D', 'f', 'F', 's', 'S', 'R'] as const;
export type Style = (typeof STYLES)[number];
export const DEFAULT_STYLE: Style = 'f';

/**
 * Two tabs: a date and time picked in a zone (the visitor's own at first) made into every tag, and
 * tags pasted (alone or in a message) read back to their moment. The zone is shared by both.
 */
export const manifest = defineTool({
  related: ['timestamp-converter', 'time-zone-converter', 'countdown'],
  fields: {
    when: { kind: 'datetime', tabs: ['create'], seconds: true, now: true, default: 'now', optional: true },
    timeZone: { kind: 'select', choices: ZONE_CHOICES_WITH_LOCAL, groups: ZONE_CHOICE_GROUPS, names: zoneChoiceName, default: LOCAL_ZONE },
    message: { kind: 'text', tabs: ['read'], mono: true, rows: 4 },
  },
  options: {
    mode: { type: 'string', enum: ['create', 'read'], default: 'create' },
  },
  ui: { mode: 'tabs' },
  examples: [
    {
      name: 'newYear',
      input: {"when": "2026-01-01T00:00:00", "timeZone": "UTC"},
      options: { mode: 'create' },
      output: {"mode": "create", "unix": 1767225600, "zone": "UTC", "local": false, "iso": "2026-01-01T00:00:00Z", "zonedIso": "2026-01-01T00:00:00Z", "wallClock": "exact", "tags": [{"style": "t", "tag": "<t:1767225600:t>"}, {"style": "T", "tag": "<t:1767225600:T>"}, {"style": "d", "tag": "<t:1767225600:d>"}, {"style": "D", "tag": "<t:1767225600:D>"}, {"style": "f", "tag": "<t:1767225600:f>"}, {"style": "F", "tag": "<t:1767225600:F>"}, {"style": "s", "tag": "<t:1767225600:s>"}, {"style": "S", "tag": "<t:1767225600:S>"}, {"style": "R", "tag": "<t:1767225600:R>"}]},
    },
    {
      name: 'newYork',
      input: {"when": "2026-07-04T20:30:00", "timeZone": "America/New_York"},
      options: { mode: 'create' },
      output: {"mode": "create", "unix": 1783211400, "zone": "America/New_York", "local": false, "iso": "2026-07-05T00:30:00Z", "zonedIso": "2026-07-04T20:30:00-04:00", "wallClock": "exact", "tags": [{"style": "t", "tag": "<t:1783211400:t>"}, {"style": "T", "tag": "<t:1783211400:T>"}, {"style": "d", "tag": "<t:1783211400:d>"}, {"style": "D", "tag": "<t:1783211400:D>"}, {"style": "f", "tag": "<t:1783211400:f>"}, {"style": "F", "tag": "<t:1783211400:F>"}, {"style": "s", "tag": "<t:1783211400:s>"}, {"style": "S", "tag": "<t:1783211400:S>"}, {"style": "R", "tag": "<t:1783211400:R>"}]},
    },
    {
      name: 'readMessage',
      input: {"message": "Raid starts <t:1767225600:F> (<t:1767225600:R>), doors open <t:1767222000:t>", "timeZone": "Asia/Tokyo"},
      options: { mode: 'read' },
      output: {"mode": "read", "zone": "Asia/Tokyo", "local": false, "found": [{"tag": "<t:1767225600:F>", "unix": 1767225600, "style": "F", "defaulted": false, "iso": "2026-01-01T00:00:00Z", "zonedIso": "2026-01-01T09:00:00+09:00", "likelyMilliseconds": false}, {"tag": "<t:1767225600:R>", "unix": 1767225600, "style": "R", "defaulted": false, "iso": "2026-01-01T00:00:00Z", "zonedIso": "2026-01-01T09:00:00+09:00", "likelyMilliseconds": false}, {"tag": "<t:1767222000:t>", "unix": 1767222000, "style": "t", "defaulted": false, "iso": "2025-12-31T23:00:00Z", "zonedIso": "2026-01-01T08:00:00+09:00", "likelyMilliseconds": false}], "problems": []},
    },
    {
      name: 'badStyle',
      input: { message: 'See you <t:1767225600:x>', timeZone: 'UTC' },
      options: { mode: 'read' },
      output: toolError('invalidStyle', { field: 'message', tag: '<t:1767225600:x>', style: 'x' }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
