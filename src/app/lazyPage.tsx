import { use, type ComponentType } from 'react';
import { resource } from './resource.ts';

export interface LazyPage {
  (): React.ReactElement;
  /** Starts loading the page's code; resolves when it is ready. */
  preload: () => Promise<unknown>;
}

/**
 * A page whose code is its own chunk. Unlike React.lazy it renders synchronously once
 * preloaded, so prerendering and hydration never meet a suspended page.
 */
export function lazyPage(key: string, load: () => Promise<ComponentType>): LazyPage {
  const get = () => resource(`page:${key}`, load);
  const Page = (() => {
    const Component = use(get());
    return <Component />;
  }) as LazyPage;
  Page.preload = get;
  return Page;
}
