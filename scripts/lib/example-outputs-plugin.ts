/**
 * The site never shows an example's expected output: the contract tests and the command line hold run() to
 * it. A media tool's outputs are whole files (an MP4, a WAV: tens of kB as Base64 in its examples.ts), so
 * the built site gets an empty table in their place, and a tool page loads only the examples' inputs.
 * Tests and the dev server (not a build) read the real file.
 */
import type { Plugin } from 'vite';

export const EXAMPLE_OUTPUTS_MODULE = /[\\/]plugins[\\/][^\\/]+[\\/]examples\.ts$/;

export function exampleOutputsLeftOut(): Plugin {
  return {
    name: 'toolbench:example-outputs-left-out',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return EXAMPLE_OUTPUTS_MODULE.test(id) ? 'export const EXAMPLE_OUTPUTS = {};\n' : null;
    },
  };
}
