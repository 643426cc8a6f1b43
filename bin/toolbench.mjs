#!/usr/bin/env node
// `toolbench <tool> [flags] [file]`: the site's tools in the terminal (src/cli/main.ts). The tools are
// TypeScript, run as the API server runs them: through tsx, with the project's tsconfig (its @sdk/* paths)
// wherever the command is started from.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
// A tool's big files (`?big` imports) are read where their package keeps them (registered last: asked first).
await import('../scripts/lib/register-big-assets.mjs');
const { main } = await import('../src/cli/main.ts');
const { processIo } = await import('../src/cli/io.ts');

// `toolbench … | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
process.exitCode = await main(process.argv.slice(2), processIo());
