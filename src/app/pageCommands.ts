/**
 * What the page in view can do for the command palette: a tool page offers its link (with its
 * options) and clearing its fields. A page registers a command while it is mounted.
 */
import { useEffect, useRef } from 'react';
import { create } from 'zustand';

interface PageCommands {
  /** The page's link to copy (a tool's with its options); without it, the address in the bar. */
  link: () => string;
  clear: () => void;
}
export type PageCommandId = keyof PageCommands;

export const usePageCommands = create<{ commands: Partial<PageCommands> }>(() => ({ commands: {} }));

/** Offers `run` as the page's command `id` while the component is mounted (none while run is undefined). */
export function usePageCommand<K extends PageCommandId>(id: K, run: PageCommands[K] | undefined): void {
  const latest = useRef(run);
  latest.current = run;
  const offered = run !== undefined;
  useEffect(() => {
    if (!offered) return;
    const command = (() => latest.current!()) as PageCommands[K];
    usePageCommands.setState((s) => ({ commands: { ...s.commands, [id]: command } }));
    return () =>
      usePageCommands.setState((s) => {
        const { [id]: _, ...rest } = s.commands;
        return { commands: rest };
      });
  }, [id, offered]);
}
