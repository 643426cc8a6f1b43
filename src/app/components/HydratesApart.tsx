/**
 * Parts of a prerendered page that hydrate apart from the page around them. React leaves each
 * <Suspense> boundary of the server's HTML as it is while it hydrates the rest, then hydrates the
 * boundaries at idle priority, in slices it yields between; a tap or key in a part not yet hydrated
 * hydrates that part at once and is then handled. So a long page is no longer one long task that keeps
 * the visitor's first tap waiting. The HTML is the same but for the boundary's comments (<!--$-->…<!--/$-->).
 *
 * A part is hydrated at once, in one blocking task, if its boundary gets new props before it has
 * hydrated: a part is therefore a memoised component with no props (or only stable ones), which a
 * re-render of the page around it (a state restored after hydration) leaves alone.
 *
 * Nothing inside a part may suspend on a page that hydrates (preload.ts loads what a page draws).
 */
import { memo, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

interface PartState {
  hydrated: boolean;
}
/** Parts drawn by a hydrated parent whose own content has not hydrated yet. */
const waiting = new Set<PartState>();
let onAllHydrated: (() => void)[] = [];

function settle(): void {
  if (waiting.size > 0) return;
  const run = onAllHydrated;
  onAllHydrated = [];
  for (const f of run) f();
}

/** The boundary; its last child says when the content before it has hydrated. */
export function HydratesApart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [part] = useState<PartState>(() => ({ hydrated: false }));
  // Effects run children first: drawn afresh (a client navigation), the content has said so already.
  useEffect(() => {
    if (!part.hydrated) waiting.add(part);
    return () => {
      waiting.delete(part);
      settle();
    };
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Hydrated part={part} />
    </Suspense>
  );
}

function Hydrated({ part }: { part: PartState }) {
  useEffect(() => {
    part.hydrated = true;
    waiting.delete(part);
    settle();
  }, [part]);
  return null;
}

/** `Component` as a part of its own (see above): memoised, so give it no props or stable ones. */
export function hydratesApart<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return memo((props: P) => (
    <HydratesApart>
      <Component {...props} />
    </HydratesApart>
  )) as unknown as ComponentType<P>;
}

/**
 * Runs `run` once every part drawn so far has hydrated, and the parts they draw (now if none waits).
 * Called from an effect of the layout, which runs after those of the parts it draws, so they count.
 */
export function whenPartsHydrated(run: () => void): void {
  onAllHydrated.push(run);
  settle();
}
