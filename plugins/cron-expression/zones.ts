/**
 * The time zones offered for the next runs: the visitor's own first ("local", resolved in the browser),
 * then the SDK's fixed list of every IANA zone (the same as the timestamp converter's), UTC first, then by
 * region, each named by its city in the page's language (the SDK's zoneCity: Wien, Viena, Vienne).
 */
import { ZONE_CHOICES, zoneCity } from '@sdk/core';

export const LOCAL = 'local';

export const ZONES = [LOCAL, ...ZONE_CHOICES] as const;

/** A zone's name in the zone select; "local" is the locale's ("Your time zone"). */
export const zoneName = (zone: string, lang: string): string | null => (zone === LOCAL ? null : zoneCity(zone, lang));
