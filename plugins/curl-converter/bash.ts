/**
 * The shell parser curlconverter reads a command with (tree-sitter-bash), swapped in for the package's own
 * (scripts/lib/module-swaps.mjs): its Node entry loads a native addon and its browser entry fetches the
 * WebAssembly from the site's root at import time. This one is loaded by run() from the tool's big files
 * (loadBigAsset: from the site in a browser, kept by the service worker; from node_modules in Node), so the
 * page, the tests and the command line parse with the same WebAssembly.
 */
import Parser from 'web-tree-sitter';

let parser: Parser | undefined;
let ready: Promise<void> | undefined;
/** The previous command's tree: freed when the next is parsed (its memory is WebAssembly's, not collected). */
let lastTree: Parser.Tree | undefined;

/** Starts tree-sitter from the runtime's bytes and gives it the Bash grammar (once per worker). */
export function loadBash(runtime: ArrayBuffer, grammar: ArrayBuffer): Promise<void> {
  ready ??= (async () => {
    await Parser.init({ wasmBinary: new Uint8Array(runtime) });
    const bash = await Parser.Language.load(new Uint8Array(grammar));
    const made = new Parser();
    made.setLanguage(bash);
    parser = made;
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** What curlconverter's tokenizer calls: `parser.parse(command)`. */
export default {
  parse(text: string): Parser.Tree {
    if (!parser) throw new Error('tree-sitter-bash is not loaded');
    lastTree?.delete();
    lastTree = parser.parse(text);
    return lastTree;
  },
};
