/**
 * Which page the visit started on, while its prerendered HTML is being hydrated: a tool page there may
 * keep its forms as HTML until they are reached for (tool/form/laterForms.tsx). Apart from that module
 * so that the entry chunk carries only this flag.
 */
let hydrating: string | null = null;

/** Called before hydrating a prerendered page (main.tsx). */
export function hydratingPage(path: string): void {
  hydrating = path;
}

/** Whether `path` is the page being hydrated. */
export function isHydratingPage(path: string): boolean {
  return hydrating === path;
}

/** The first page is drawn: any page after it is reached inside the site. */
export function pageHydrated(): void {
  hydrating = null;
}
