import type { Plan } from './cycle.ts';
import type { Input } from './manifest.ts';

const MINUTE = 60_000;

/** The cycle's lengths in milliseconds; the host has already checked each field's range. */
export function run({ work, shortBreak, longBreak, every }: Input): Plan {
  return { workMs: work * MINUTE, shortMs: shortBreak * MINUTE, longMs: longBreak * MINUTE, every };
}
