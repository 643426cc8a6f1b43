/**
 * The site's Content-Security-Policy, in one place for every way it is delivered: the site's own origin
 * only, no inline script but the theme's boot script by its hash (src/theme/boot.ts), no eval (option
 * forms use validators precompiled at build time), and no WebAssembly but on the pages of a tool that
 * declares it needs it (`wasm: true` in its meta.ts) and in the worker those tools run in.
 *
 * Prerendered pages carry the policy as a meta tag (static hosts), the server sends it as a header (which
 * can also forbid framing). A worker follows the policy of its own script's response, never the page's
 * meta tag: the server sends the WebAssembly worker's script (src/app/tool/run/wasmToolWorker.ts) with
 * 'wasm-unsafe-eval' and every other script without. dist/csp.json lists the paths that allow it, for
 * any server in front of dist/ (scripts/prerender.ts writes it).
 */
import { THEME_BOOT_HASH } from '../theme/boot.ts';

/** How the policy travels: an HTTP header, or a <meta> tag in a page (which cannot set frame-ancestors). */
export type CspDelivery = 'header' | 'meta';

/** What every page allows, in the order the policy lists it. */
const COMMON: readonly (readonly [string, readonly string[]])[] = [
  ['script-src', ["'self'", `'${THEME_BOOT_HASH}'`]],
  ['style-src', ["'self'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  // Audio and video made in the page (a converted clip, a recording) play from blob: URLs.
  ['media-src', ["'self'", 'blob:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['worker-src', ["'self'", 'blob:']],
  ['manifest-src', ["'self'"]],
];
const CLOSED: readonly (readonly [string, readonly string[]])[] = [
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
];

/** The policy as its delivery writes it; `wasm` adds 'wasm-unsafe-eval' (compiling WebAssembly, nothing else). */
export function contentSecurityPolicy(delivery: CspDelivery, { wasm = false }: { wasm?: boolean } = {}): string {
  const directives = [
    // A header starts from nothing allowed; a meta tag from the site's own origin (as before the header existed).
    ['default-src', [delivery === 'header' ? "'none'" : "'self'"]] as const,
    ...COMMON.map(([name, values]) => (name === 'script-src' && wasm ? ([name, [...values, "'wasm-unsafe-eval'"]] as const) : ([name, values] as const))),
    ...(delivery === 'header' ? [['frame-src', ["'none'"]] as const] : []),
    ...CLOSED,
    ...(delivery === 'header' ? [['frame-ancestors', ["'none'"]] as const] : []),
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(delivery === 'header' ? ';' : '; ');
}

/** dist/csp.json: the paths (pages and worker scripts) whose policy allows WebAssembly. */
export interface WasmPaths {
  wasm: string[];
}
export const WASM_PATHS_FILE = 'csp.json';
