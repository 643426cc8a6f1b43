/**
 * The Pomodoro cycle as pure steps: work, then a short break, with a long break after every n-th work
 * session. A session's end is a clock reading (endsAt), so time passes the same in a background tab;
 * catchUp() moves past every phase that ended meanwhile, chaining them from their exact ends.
 */
export type Phase = 'work' | 'short' | 'long';

export interface Plan {
  readonly workMs: number;
  readonly shortMs: number;
  readonly longMs: number;
  /** A long break after this many work sessions. */
  readonly every: number;
}

export interface Session {
  readonly phase: Phase;
  /** Work sessions finished. */
  readonly completed: number;
  /** The clock reading at which the running phase ends; null while stopped or paused. */
  readonly endsAt: number | null;
  /** What is left of the phase while it is stopped (its whole length before it starts). */
  readonly leftMs: number;
}

export const phaseMs = (plan: Plan, phase: Phase): number => (phase === 'work' ? plan.workMs : phase === 'short' ? plan.shortMs : plan.longMs);

export const firstSession = (plan: Plan): Session => ({ phase: 'work', completed: 0, endsAt: null, leftMs: plan.workMs });

export const isRunning = (s: Session): boolean => s.endsAt !== null;

/** What is left of the phase at `now`. */
export const leftAt = (s: Session, now: number): number => (s.endsAt === null ? s.leftMs : Math.max(0, s.endsAt - now));

export const start = (s: Session, now: number): Session => (s.endsAt !== null ? s : { ...s, endsAt: now + s.leftMs });

export const pause = (s: Session, now: number): Session => (s.endsAt === null ? s : { ...s, endsAt: null, leftMs: Math.max(0, s.endsAt - now) });

/** The phase after this one, stopped at its full length; a finished work session counts. */
export function next(s: Session, plan: Plan): Session {
  if (s.phase === 'work') {
    const completed = s.completed + 1;
    const phase: Phase = completed % plan.every === 0 ? 'long' : 'short';
    return { phase, completed, endsAt: null, leftMs: phaseMs(plan, phase) };
  }
  return { phase: 'work', completed: s.completed, endsAt: null, leftMs: plan.workMs };
}

/** Where the cycle stands: work session k of n before the long break (1-based), or the break after it. */
export function position(s: Session, plan: Plan): { session: number; of: number } {
  const done = s.completed % plan.every;
  if (s.phase === 'work') return { session: done + 1, of: plan.every };
  return { session: done === 0 ? plan.every : done, of: plan.every };
}

/** One whole cycle: every work session, the short breaks between them and the long break. */
export const cycleMs = (plan: Plan): number => plan.every * plan.workMs + (plan.every - 1) * plan.shortMs + plan.longMs;

/**
 * Every phase that ended by `now`, in order, and the session after them: with autoStart the next phase
 * starts at the exact end of the last (so a slept tab lands where a watched one would be), without it
 * the cycle stops at the start of the next phase. Whole cycles slept through are skipped in one step
 * (a cycle from any phase comes back to that phase with `every` more sessions done).
 */
export function catchUp(s: Session, plan: Plan, now: number, autoStart: boolean): { session: Session; ended: Phase[] } {
  const ended: Phase[] = [];
  let current = s;
  if (autoStart && current.endsAt !== null && now - current.endsAt >= cycleMs(plan)) {
    const cycles = Math.floor((now - current.endsAt) / cycleMs(plan));
    current = { ...current, completed: current.completed + cycles * plan.every, endsAt: current.endsAt + cycles * cycleMs(plan) };
  }
  while (current.endsAt !== null && now >= current.endsAt) {
    const end = current.endsAt;
    ended.push(current.phase);
    const following = next(current, plan);
    current = autoStart ? { ...following, endsAt: end + following.leftMs } : following;
  }
  return { session: current, ended };
}
