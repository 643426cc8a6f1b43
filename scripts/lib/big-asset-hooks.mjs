/**
 * Node module hooks for `?big` imports (scripts/lib/big-asset-plugin.ts does the same for Vite): in Node,
 * where the command line runs the tools, `import core from 'pkg/core.wasm?big'` gives the file where its
 * package keeps it, as a file: URL, with its size and name; loadBigAsset (src/sdk/core/bigAssets.ts) reads
 * a file: URL from disk instead of downloading it.
 */
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_SWAPS } from './module-swaps.mjs';

const QUERY = '?big';

export async function resolve(specifier, context, nextResolve) {
  const swap = context.parentURL?.startsWith('file:') && MODULE_SWAPS.find((m) => m.specifier === specifier && m.importer.test(fileURLToPath(context.parentURL)));
  if (swap) return nextResolve(new URL(`../../${swap.file}`, import.meta.url).href, context);
  if (!specifier.endsWith(QUERY)) return nextResolve(specifier, context);
  const { url } = await nextResolve(specifier.slice(0, -QUERY.length), context);
  return { url: `${url.split('?')[0]}${QUERY}`, format: 'module', shortCircuit: true };
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith(QUERY)) return nextLoad(url, context);
  const fileUrl = url.slice(0, -QUERY.length);
  const file = fileURLToPath(fileUrl);
  const asset = { url: fileUrl, bytes: statSync(file).size, name: basename(file) };
  return { format: 'module', source: `export default ${JSON.stringify(asset)};`, shortCircuit: true };
}
