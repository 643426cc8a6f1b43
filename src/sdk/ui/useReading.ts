/**
 * Whether a field is still reading files it was given (a large file takes a moment): the field says so with
 * aria-busy, and an automated visitor, like a screen reader, knows when the file has been taken.
 */
import { useCallback, useState } from 'react';

export function useReading(): [reading: boolean, track: <T>(work: () => Promise<T>) => Promise<T>] {
  const [pending, setPending] = useState(0);
  // Counted, not a flag: a second file chosen while the first is read keeps the field busy until both are done.
  const track = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    try {
      return await work();
    } finally {
      setPending((n) => n - 1);
    }
  }, []);
  return [pending > 0, track];
}
