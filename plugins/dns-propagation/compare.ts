/**
 * Which resolvers agree: each answer is reduced to what it says (its status and its records' types
 * and values, without TTLs, which every cache counts down on its own), and the answer most resolvers
 * give is the majority's. A tie has no majority; a resolver that did not answer is left out of the count.
 */
import type { ResolverAnswer } from './run.ts';

export type Agreement = 'same' | 'differs' | 'noMajority' | 'noAnswer';

/** What an answer says, in one comparable string. */
export function answerKey(answer: ResolverAnswer): string | null {
  if (answer.outcome !== 'answer') return null;
  const records = answer.records.map((r) => `${r.type} ${r.value.toLowerCase().replace(/\.$/, '')}`).sort();
  return [answer.rcode, ...records].join('\n');
}

export interface Comparison {
  /** Per resolver, in order. */
  readonly agreement: readonly Agreement[];
  /** Resolvers that answered. */
  readonly answered: number;
  /** Resolvers giving the majority's answer (0 when there is none). */
  readonly majority: number;
}

export function compare(resolvers: readonly ResolverAnswer[]): Comparison {
  const keys = resolvers.map(answerKey);
  const counts = new Map<string, number>();
  for (const key of keys) if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const top = ranked[0];
  const tie = top !== undefined && ranked[1] !== undefined && ranked[1][1] === top[1];
  const majorityKey = top && !tie ? top[0] : null;
  return {
    agreement: keys.map((key) => (key === null ? 'noAnswer' : majorityKey === null ? 'noMajority' : key === majorityKey ? 'same' : 'differs')),
    answered: keys.filter((k) => k !== null).length,
    majority: majorityKey === null ? 0 : top![1],
  };
}
