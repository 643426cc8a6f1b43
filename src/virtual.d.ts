/// <reference path="../types/big-assets.d.ts" />
declare module 'virtual:tool-catalog' {
  type CatalogModule = () => Promise<{ default: Record<string, { name: string; description: string }> }>;
  /** Per language, the loaders of the catalogue's parts: 'featured' and one per category. */
  const parts: Record<string, Record<string, CatalogModule>>;
  export default parts;
}
declare module 'virtual:tool-search/*' {
  const texts: Record<string, { name: string; keywords: string }>;
  export default texts;
}
declare module 'virtual:tool-words' {
  /** Per tool, its words in every language, folded and space-separated (scripts/lib/plugins.ts readSearchWords). */
  const words: Record<string, string>;
  export default words;
}
declare module 'virtual:tool-parts' {
  const parts: Record<string, () => Promise<typeof import('virtual:tool-parts/*')>>;
  export default parts;
}
declare module 'virtual:tool-parts/*' {
  import type { ComponentType } from 'react';
  import type { ToolManifest } from '@sdk/core/tool.ts';
  import type { ViewFn } from '@sdk/core/result.ts';
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
  import type { ToolOutputProps, ToolPanelProps } from '@sdk/ui/types.ts';
  export const manifest: () => Promise<ToolManifest>;
  export const view: (() => Promise<ViewFn>) | undefined;
  export const run: (() => Promise<(input: unknown, options: Record<string, unknown>, start?: string) => unknown>) | undefined;
  export const Output: (() => Promise<ComponentType<ToolOutputProps>>) | undefined;
  export const Panel: (() => Promise<ComponentType<ToolPanelProps>>) | undefined;
  export const validator: () => Promise<ValidatorFunctions>;
  export const locales: Record<string, () => Promise<Record<string, unknown>>>;
}

/** scripts/lib/licences-plugin.ts: what the licences page lists. */
declare module 'virtual:licences' {
  /** Every third-party package the site ships, sorted by name. */
  export const packages: readonly { name: string; version: string; licence: string; homepage: string }[];
  /** The packages under a copyleft licence accepted after review (scripts/licences.ts, ACCEPTED). */
  export const reviewed: readonly string[];
}
