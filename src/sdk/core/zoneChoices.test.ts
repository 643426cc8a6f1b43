import { describe, expect, it } from 'vitest';
import { resolveZone } from './timeZone.ts';
import { ZONE_CHOICE_GROUPS, ZONE_CHOICES } from './zoneChoices.ts';

describe('zone choices', () => {
  it('lists each zone once, UTC first, by the names resolveZone gives', () => {
    expect(ZONE_CHOICES[0]).toBe('UTC');
    expect(new Set(ZONE_CHOICES).size).toBe(ZONE_CHOICES.length);
    for (const zone of ['Asia/Kolkata', 'Europe/Kyiv', 'America/Argentina/Buenos_Aires']) expect(ZONE_CHOICES).toContain(zone);
    // Node's ICU may be older or newer than the list's: only the zones it knows are compared.
    for (const zone of ZONE_CHOICES) {
      const resolved = resolveZone(zone);
      if (resolved !== null) expect(resolved).toBe(zone);
    }
  });

  it('groups every zone but UTC under its region', () => {
    expect(ZONE_CHOICE_GROUPS['UTC']).toBeUndefined();
    expect(ZONE_CHOICE_GROUPS['Europe/Berlin']).toBe('Europe');
    expect(ZONE_CHOICE_GROUPS['America/Indiana/Knox']).toBe('America');
    expect(Object.keys(ZONE_CHOICE_GROUPS)).toHaveLength(ZONE_CHOICES.length - 1);
  });
});
