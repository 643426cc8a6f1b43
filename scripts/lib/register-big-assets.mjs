// Imported first by the Node programs that load plugins outside Vite (the command line, the validator
// compiler): from then on a tool's `?big` imports are read where their package keeps them (big-asset-hooks.mjs).
import { register } from 'node:module';

register('./big-asset-hooks.mjs', import.meta.url);
