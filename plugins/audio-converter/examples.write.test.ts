/**
 * Writes examples.ts: each example's exact output, from run() itself (FFmpeg's bit-exact flags make the same
 * bytes every run). Run it after a change to run(): WRITE_EXAMPLES=1 npx vitest run plugins/audio-converter/examples.write.test.ts
 */
import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { exampleRun } from '@sdk/core';
import { manifest } from './manifest.ts';
import { run } from './run.ts';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

it.skipIf(!process.env.WRITE_EXAMPLES)('writes examples.ts from run()', async () => {
  const parts: string[] = [];
  for (const ex of manifest.examples) {
    const { input, options } = exampleRun(manifest, ex);
    const result = await run(input as never, options as never);
    const json = JSON.stringify(result, (key, value) => (value instanceof Uint8Array ? `@@${base64(value)}@@` : key === 'wave' ? `##${JSON.stringify(value)}##` : value), 2).replace(/"@@([^@]*)@@"/g, "b('$1')").replace(/"##([^#]*)##"/g, (_, list: string) => list.replace(/,/g, ', '));
    parts.push(`  ${ex.name}: ${json.replace(/\n/g, '\n  ')},`);
  }
  writeFileSync(
    new URL('./examples.ts', import.meta.url),
    `import { readBase64 } from '@sdk/core';\n\n/**\n * What run() gives for each example (written by examples.write.test.ts; read back and checked by run.test.ts).\n */\nconst b = (base64: string): Uint8Array => (readBase64(base64) as { bytes: Uint8Array }).bytes;\n\nexport const EXAMPLE_OUTPUTS = {\n${parts.join('\n')}\n};\n`,
  );
});
