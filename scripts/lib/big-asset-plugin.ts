/**
 * Vite plugin: big files a tool needs at run time (a WebAssembly core, language data), taken from an npm
 * package and served by the site itself. `import core from 'pkg/dist/core.wasm?big'` gives a BigAsset
 * (src/sdk/core/bigAssets.ts): the file's URL under /assets/ (named big-<name>-<hash>, so the size check
 * and the service worker can tell these files from the pages' own) and its size in bytes, known before
 * anything is downloaded, so the page can say how much it will fetch. Nothing is fetched until the tool
 * asks (loadBigAsset), and a file is never inlined into a script, whatever its size.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { MODULE_SWAPS } from './module-swaps.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const QUERY = '?big';
/** Emitted file names start with this (dist/assets/big-…). */
export const BIG_ASSET_PREFIX = 'big-';
const VIRTUAL = '\0big:';
/**
 * Where each emitted big file came from ("pdfjs-dist/standard_fonts"), for the "Use offline" page, which offers
 * a folder's files as one download (pdf.js's 16 standard fonts) rather than one by one. Shared by the page
 * build's instance and the workers' (a worker's files are emitted while the page build runs), and written by
 * the page build next to Vite's manifest (scripts/prerender.ts reads it, and removes the folder).
 */
const SOURCES = new Map<string, string>();
export const BIG_ASSET_SOURCES = '.vite/big-asset-sources.json';

/**
 * Packages whose loader also names its big file with `new URL('…', import.meta.url)`, which Vite would emit
 * a second time as an ordinary asset (under a name the size check and the service worker do not know as a
 * big file). The SDK always hands these loaders the file it downloaded, so that branch never runs: the URL
 * is replaced by the bare name.
 */
const LOADER_URLS: readonly { id: RegExp; url: string; name: string }[] = [
  { id: /[\\/]@ffmpeg[\\/]core[\\/]dist[\\/]esm[\\/]ffmpeg-core\.js$/, url: 'new URL("ffmpeg-core.wasm",import.meta.url).href', name: '"ffmpeg-core.wasm"' },
  // The image converter's encoders (plugins/image-converter/codecs.ts hands each its compiled module).
  ...['avif/codec/enc/avif_enc', 'webp/codec/enc/webp_enc', 'jpeg/codec/enc/mozjpeg_enc'].map((path) => {
    const name = path.split('/').pop()!;
    return { id: new RegExp(`[\\\\/]@jsquash[\\\\/]${path.replace(/\//g, '[\\\\/]')}\\.js$`), url: `new URL("${name}.wasm",import.meta.url).href`, name: `"${name}.wasm"` };
  }),
  { id: /[\\/]@jsquash[\\/]oxipng[\\/]codec[\\/]pkg[\\/]squoosh_oxipng\.js$/, url: "new URL('squoosh_oxipng_bg.wasm', import.meta.url)", name: "'squoosh_oxipng_bg.wasm'" },
];

export function bigAssets(): Plugin {
  let serving = false;
  const emitted: { ref: string; file: string }[] = [];
  return {
    name: 'toolbench-big-assets',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async resolveId(source, importer) {
      const swap = importer && MODULE_SWAPS.find((m) => m.specifier === source && m.importer.test(importer.split('?')[0]!));
      if (swap) return `${ROOT}${swap.file}`;
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      // The file's path is encoded: an id that shows /node_modules/ is one Vitest leaves to Node, which cannot load it.
      return resolved ? `${VIRTUAL}${encodeURIComponent(resolved.id.split('?')[0]!)}` : null;
    },
    transform(code, id) {
      const loader = LOADER_URLS.find((l) => l.id.test(id.split('?')[0]!));
      if (!loader) return null;
      if (!code.includes(loader.url)) this.error(`${id}: its loader no longer names its file as ${loader.url} (scripts/lib/big-asset-plugin.ts)`);
      return { code: code.replace(loader.url, loader.name), map: null };
    },
    generateBundle() {
      for (const { ref, file } of emitted) SOURCES.set(basename(this.getFileName(ref)), dirname(file).replace(/^.*[\\/]node_modules[\\/]/, '').replace(/\\/g, '/'));
    },
    writeBundle(options) {
      if (!options.dir || SOURCES.size === 0) return;
      mkdirSync(dirname(join(options.dir, BIG_ASSET_SOURCES)), { recursive: true });
      writeFileSync(join(options.dir, BIG_ASSET_SOURCES), JSON.stringify(Object.fromEntries(SOURCES), null, 2));
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const file = decodeURIComponent(id.slice(VIRTUAL.length));
      const bytes = statSync(file).size;
      const name = basename(file);
      // Code run in Node by Vite (the unit and contract tests) reads the file where it is (loadBigAsset reads
      // file: URLs from disk); the dev server serves it where it is; the build emits it into assets/.
      const inNode = serving && this.environment?.config.consumer === 'server';
      const emit = (ref: string, from: string) => (emitted.push({ ref, file: from }), ref);
      const url = inNode
        ? JSON.stringify(pathToFileURL(file).href)
        : serving
          ? JSON.stringify(`/@fs${file}`)
          : `import.meta.ROLLUP_FILE_URL_${emit(this.emitFile({ type: 'asset', name: `${BIG_ASSET_PREFIX}${basename(file, extname(file))}${extname(file)}`, source: readFileSync(file) }), file)}`;
      return `export default { url: ${url}, bytes: ${bytes}, name: ${JSON.stringify(name)} };`;
    },
  };
}
