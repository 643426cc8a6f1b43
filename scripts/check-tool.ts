/**
 * `npm run check:tool -- <id> [<id>…]`: one tool's checks, in seconds, while you work on it:
 * - its unit tests (every *.test.ts(x) in plugins/<id>),
 * - the contract suite over that plugin alone (manifest, examples, locales, fuzzing, a megabyte of input),
 * - the glossary over its texts in every language,
 * - the terminal command playing its examples,
 * - a type check of its folder (with the DOM, as the page sees it), and of the pure files without it.
 * Only the named plugins are loaded and transformed (TOOL_IDS, see tests/selection.ts). The full pass
 * (`npm test`) runs the same suites over every plugin, and the host's own checks.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, pluginIds } from './lib/plugins.ts';

const ids = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const known = pluginIds();
if (ids.length === 0 || ids.some((id) => !known.includes(id))) {
  const wrong = ids.filter((id) => !known.includes(id));
  console.error(wrong.length ? `No plugin named ${wrong.join(', ')} (a folder of plugins/ with a meta.ts).` : 'Usage: npm run check:tool -- <id> [<id>…]');
  process.exit(2);
}

/** The project's tsconfig narrowed to the named plugins' folders, written where nothing is committed. */
function folderConfig(): string {
  const dir = join(ROOT, 'node_modules/.cache/check-tool');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'tsconfig.json');
  writeFileSync(file, JSON.stringify({ extends: join(ROOT, 'tsconfig.json'), include: [...ids.map((id) => join(ROOT, 'plugins', id)), join(ROOT, 'types')] }, null, 1));
  return file;
}

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
const steps: Step[] = [
  {
    name: 'unit, contract, glossary and terminal tests',
    command: bin('vitest'),
    // A tool whose work the API server does has no examples to run in the terminal (its server tests are its own).
    args: ['run', ...ids.map((id) => `plugins/${id}/`), 'tests/contract/plugins.part1.test.ts', 'tests/contract/glossary.test.ts', ...(ids.some((id) => !existsSync(join(ROOT, 'plugins', id, 'server.ts'))) ? ['tests/cli/examples.test.ts'] : [])],
    env: { TOOL_IDS: ids.join(',') },
  },
  { name: 'type check of the folder', command: bin('tsc'), args: ['--noEmit', '-p', folderConfig()] },
  // Every plugin's pure files (a few seconds): a narrower program misses the declarations the SDK's core relies on.
  { name: 'type check of the pure files (no DOM, no Node)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.pure.json'] },
];

const started = performance.now();
const results = await Promise.all(
  steps.map(
    (step) =>
      new Promise<{ step: Step; code: number; output: string; seconds: number }>((resolve) => {
        const t0 = performance.now();
        const child = spawn(step.command, step.args, { cwd: ROOT, env: { ...process.env, ...step.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
        let output = '';
        child.stdout.on('data', (d: Buffer) => (output += d));
        child.stderr.on('data', (d: Buffer) => (output += d));
        child.on('close', (code) => resolve({ step, code: code ?? 1, output, seconds: (performance.now() - t0) / 1000 }));
      }),
  ),
);

for (const r of results) if (r.code !== 0 || process.argv.includes('--verbose')) console.log(`\n── ${r.step.name} ──\n${r.output}`);
for (const r of results) console.log(`${r.code === 0 ? 'ok    ' : 'FAILED'}  ${r.step.name.padEnd(50)} ${r.seconds.toFixed(1).padStart(5)} s`);
console.log(`${ids.join(', ')}: ${results.every((r) => r.code === 0) ? 'all checks passed' : 'checks failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
