/// <reference lib="webworker" />
/**
 * The tool worker (toolWorker.ts) for tools that declare `wasm: true`, under a script name of its own: a
 * worker follows the Content-Security-Policy of its script's response, and the server sends this one,
 * and no other script, with 'wasm-unsafe-eval' (src/security/csp.ts).
 */
import './toolWorker.ts';
