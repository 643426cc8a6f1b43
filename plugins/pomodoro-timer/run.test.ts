import { describe, expect, it } from 'vitest';
import { catchUp, cycleMs, firstSession, leftAt, next, pause, position, start, type Plan } from './cycle.ts';
import { run } from './run.ts';


const MIN = 60_000;
const plan: Plan = { workMs: 25 * MIN, shortMs: 5 * MIN, longMs: 15 * MIN, every: 4 };

describe('the plan', () => {
  it('turns minutes into milliseconds and asks for every length', () => {
    expect(run({ work: 25, shortBreak: 5, longBreak: 15, every: 4 })).toEqual(plan);
    // Four sessions of 25, three short breaks of 5 and a long one of 15: 130 minutes.
    expect(cycleMs(plan)).toBe(130 * MIN);
  });
});

describe('the cycle', () => {
  it('goes work, short break … and a long break after every fourth work session', () => {
    const phases: string[] = [];
    let s = firstSession(plan);
    for (let i = 0; i < 9; i++) {
      phases.push(s.phase);
      s = next(s, plan);
    }
    expect(phases).toEqual(['work', 'short', 'work', 'short', 'work', 'short', 'work', 'long', 'work']);
    expect(s.completed).toBe(5);
  });

  it('counts time by the clock: a pause keeps what is left', () => {
    const s = start(firstSession(plan), 1_000);
    expect(leftAt(s, 61_000)).toBe(24 * MIN);
    const paused = pause(s, 61_000);
    expect(paused.endsAt).toBeNull();
    expect(leftAt(paused, 10 ** 9)).toBe(24 * MIN);
    expect(start(paused, 100_000).endsAt).toBe(100_000 + 24 * MIN);
  });

  it('says which work session of the cycle this is', () => {
    let s = firstSession(plan);
    expect(position(s, plan)).toEqual({ session: 1, of: 4 });
    for (let i = 0; i < 7; i++) s = next(s, plan);
    expect(s.phase).toBe('long');
    expect(position(s, plan)).toEqual({ session: 4, of: 4 });
  });

  it('catches up on a tab left in the background, phase by phase from their exact ends', () => {
    const s = start(firstSession(plan), 0);
    // 31 minutes later: the work session (25) and the short break (5) ended; a minute of work has passed.
    const { session, ended } = catchUp(s, plan, 31 * MIN, true);
    expect(ended).toEqual(['work', 'short']);
    expect(session).toMatchObject({ phase: 'work', completed: 1, endsAt: 30 * MIN + 25 * MIN });
    expect(leftAt(session, 31 * MIN)).toBe(24 * MIN);
  });

  it('stops at the next phase when it does not start by itself', () => {
    const { session, ended } = catchUp(start(firstSession(plan), 0), plan, 40 * MIN, false);
    expect(ended).toEqual(['work']);
    expect(session).toEqual({ phase: 'short', completed: 1, endsAt: null, leftMs: 5 * MIN });
  });

  it('comes back at once from a tab asleep for a year, where a watched tab would be', () => {
    const year = 365 * 24 * 60 * MIN;
    const { session } = catchUp(start(firstSession(plan), 0), plan, year, true);
    // 4043 whole cycles of 130 minutes, then 10 minutes into the first work session of the next.
    expect(Math.floor(year / cycleMs(plan))).toBe(4043);
    expect(session).toMatchObject({ phase: 'work', completed: 4043 * 4 });
    expect(leftAt(session, year)).toBe(15 * MIN);
  });
});
