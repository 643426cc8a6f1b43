/**
 * Writes plugins/<id>/examples.ts: the exact output of each of the tool's examples, from its run() itself, for
 * tools whose outputs are files too long to write by hand (a GIF, a converted sound): the examples whose
 * output is `EXAMPLE_OUTPUTS.<name>` (or undefined, when examples.ts is new). Outputs written in the
 * manifest (an error, a short answer) stay there. Run after a change to run(): `npm run example-outputs -- <id>`; the contract
 * tests then hold run() to what it wrote (FFmpeg's bit-exact flags make the same bytes on every run).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exampleRun } from '../src/sdk/core/fields.ts';
import type { ToolManifest } from '../src/sdk/core/tool.ts';

const id = process.argv[2];
if (!id || !/^[a-z0-9-]+$/.test(id)) throw new Error('usage: npm run example-outputs -- <tool id>');
const dir = join(process.cwd(), 'plugins', id);
const { manifest } = (await import(join(dir, 'manifest.ts'))) as { manifest: ToolManifest };
const { run } = (await import(join(dir, 'run.ts'))) as { run: (input: unknown, options: unknown) => unknown };
const written = ((await import(join(dir, 'examples.ts')).catch(() => ({}))) as { EXAMPLE_OUTPUTS?: Record<string, unknown> }).EXAMPLE_OUTPUTS ?? {};

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const isError = (value: unknown) => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'tool-error';
const parts: string[] = [];
for (const example of manifest.examples) {
  // Only the outputs that come from examples.ts (or none yet): an output written in the manifest stays there.
  if (isError(example.output) || example.output !== written[example.name]) continue;
  const { input, options } = exampleRun(manifest, example);
  const output = await run(input, options);
  if (isError(output)) throw new Error(`${id} example ${example.name}: ${JSON.stringify(output)}`);
  // Bytes as b('…'), short lists of numbers (a waveform) on one line.
  const json = JSON.stringify(output, (_, value) => (value instanceof Uint8Array ? `@@${base64(value)}@@` : Array.isArray(value) && value.every((v) => typeof v === 'number') ? `##${JSON.stringify(value)}##` : value), 2)
    .replace(/"@@([^@]*)@@"/g, "b('$1')")
    .replace(/"##([^#]*)##"/g, (_, list: string) => list.replace(/,/g, ', '));
  parts.push(`  ${example.name}: ${json.replace(/\n/g, '\n  ')},`);
  console.log(`${example.name}: done`);
}
writeFileSync(
  join(dir, 'examples.ts'),
  `/**\n * What run() gives for each example, written by \`npm run example-outputs -- ${id}\` (scripts/example-outputs.ts) and held to run() by the contract tests.\n */\n${
    // The bytes helper only where an output holds bytes (an unused one fails the type check).
    parts.some((part) => part.includes("b('")) ? "import { readBase64 } from '@sdk/core';\n\nconst b = (base64: string): Uint8Array => (readBase64(base64) as { bytes: Uint8Array }).bytes;\n\n" : ''
  }export const EXAMPLE_OUTPUTS = {\n${parts.join('\n')}\n};\n`,
);
console.log(`Wrote plugins/${id}/examples.ts`);
