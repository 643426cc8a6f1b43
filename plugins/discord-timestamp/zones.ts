/**
 * The time zones offered: the visitor's own first ("local", resolved in the browser, as the cron
 * expression tool does), then the SDK's fixed list of every IANA zone, each named by its city in the
 * page's language (the SDK's zoneCity: Wien, Viena, Vienne).
 */
import { ZONE_CHOICES, zoneCity } from '@sdk/core';

export const LOCAL = 'local';

export const ZONES = [LOCAL, ...ZONE_CHOICES] as const;

/** A zone's name in the zone select; "local" is the locale's ("Your time zone"). */
export const zoneChoiceName = (zone: string, lang: string): string | null => (zone === LOCAL ? null : zoneCity(zone, lang));
