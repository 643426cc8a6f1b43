/**
 * Modules of a package swapped for a tool's own, in Vite (big-asset-plugin.ts: the page, the worker, the tests)
 * and in Node (big-asset-hooks.mjs: the command line) alike. For a package whose loader fetches its WebAssembly
 * itself from a fixed place (the site's root) or loads a native addon: the tool's module loads the same
 * WebAssembly from its big files instead (loadBigAsset), so the page and the terminal run the same code.
 * `importer` is the importing file (a pattern on its path), `specifier` the import as written, `file` the
 * replacement, relative to the repository.
 */
export const MODULE_SWAPS = [
  // curlconverter's shell parser: tree-sitter-bash, native in Node, fetched from "/" in a browser (plugins/curl-converter/bash.ts).
  { importer: /[\\/]curlconverter[\\/]dist[\\/]src[\\/]shell[\\/]tokenizer\.js$/, specifier: './Parser.js', file: 'plugins/curl-converter/bash.ts' },
];

/** The packages whose modules are swapped: Vitest must transform them (not hand them to Node) for the swap to apply. */
export const SWAPPED_PACKAGES = ['curlconverter'];
