/**
 * The time zones offered for the next runs: the visitor's own first ("local", resolved in the browser),
 * then the SDK's fixed list of every IANA zone (the same as the timestamp converter's), UTC first, then by region.
 */
import { ZONE_CHOICES } from '@sdk/core';

export const LOCAL = 'local';

export const ZONES = [LOCAL, ...ZONE_CHOICES] as const;
