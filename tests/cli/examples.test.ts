/**
 * The command itself, spawned as a user runs it (bin/toolbench.mjs): every example of every tool
 * that runs in Node gives the text the page's Copy button gives for the example's stated output
 * (the output the contract test checks run() against), and its raw result with --json; a refused
 * example says the tool's message on stderr with exit code 1. Examples run many to a process
 * (the hidden --batch mode, the same code path as one command) so the file stays fast; the
 * command's own behaviour (pipes, files, help, list, mistakes) is checked one process per case.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleRun, isToolError, type ToolManifest, type ViewFn } from '../../src/sdk/core/index.ts';
import { displayText, errorParams } from '../../src/sdk/ui/displayText.ts';
import { exampleInvocation } from '../../src/cli/examples.ts';
import { resultText, resultView, withNewline } from '../../src/cli/output.ts';
import type { BatchAnswer, BatchCall } from '../../src/cli/main.ts';
import { displayContext } from '../display.ts';
import { ONE_TOOL_ONLY, PLUGINS_CHECKED, loadChecked } from '../selection.ts';
import { toolbench } from './toolbench.ts';

const ROOT = process.cwd();

// Every plugin, or those `npm run check:tool` names: only their modules are loaded.
const manifests = await loadChecked(import.meta.glob<ToolManifest>('/plugins/*/manifest.ts', { import: 'manifest' }), 'manifest.ts');
const views = await loadChecked(import.meta.glob<ViewFn>('/plugins/*/view.ts', { import: 'view' }), 'view.ts');

const ids = PLUGINS_CHECKED;
const manifestOf = (id: string) => manifests[`/plugins/${id}/manifest.ts`]!;
/** A tool runs in Node unless its work is done by the API server (decided by the CLI the same way). */
const runnable = ids.filter((id) => !manifestOf(id).server && existsSync(join(ROOT, 'plugins', id, 'run.ts')));

type Example = ToolManifest['examples'][number];
interface Case {
  id: string;
  example: Example;
  json: boolean;
  call: BatchCall;
}

/** One clock for every example, so that results showing the current time can be compared. */
const NOW = Date.now();

const cases: Case[] = runnable.flatMap((id) =>
  manifestOf(id).examples.flatMap((example) => {
    const { args, stdin, files } = exampleInvocation(manifestOf(id), example);
    // Sample files are written to a folder of their own, and named by their path there.
    const dir = files?.length ? mkdtempSync(join(tmpdir(), 'toolbench-example-')) : '';
    for (const file of files ?? []) writeFileSync(join(dir, file.name), file.bytes);
    const paths = args.map((arg, i) => (files?.some((f) => f.name === arg) && args[i - 1]?.startsWith('--') ? join(dir, arg) : arg));
    const call = (json: boolean): Case => ({ id, example, json, call: { args: [id, ...paths, ...(json ? ['--json'] : [])], stdin, now: NOW } });
    return [call(false), call(true)];
  }),
);

const answers = new Map<Case, BatchAnswer>();
const PROCESSES = 2;

beforeAll(async () => {
  // Tools are dealt to a few processes, each running its share in one --batch.
  const shares: Case[][] = Array.from({ length: PROCESSES }, () => []);
  runnable.forEach((id, i) => shares[i % PROCESSES]!.push(...cases.filter((c) => c.id === id)));
  await Promise.all(
    shares.filter((share) => share.length > 0).map(async (share) => {
      const { code, stdout, stderr } = await toolbench(['--batch'], JSON.stringify(share.map((c) => c.call)));
      expect(code, stderr).toBe(0);
      (JSON.parse(stdout) as BatchAnswer[]).forEach((answer, i) => answers.set(share[i]!, answer));
    }),
  );
}, 180_000);

/** The message the page's error banner shows for a refused example, in English. */
function errorMessage(id: string, output: unknown): string {
  const error = output as { code: string; params?: Record<string, string | number> };
  return displayContext(id, 'en').t(`errors.${error.code}`, errorParams(error.params, 'en'));
}

describe.each(runnable)('toolbench %s', (id) => {
  const manifest = manifestOf(id);
  it.each(cases.filter((c) => c.id === id).map((c) => [`${c.example.name}${c.json ? ' --json' : ''}`, c] as const))('example %s', (_, c) => {
    const answer = answers.get(c)!;
    const { example } = c;
    if (isToolError(example.output)) {
      expect(answer.code, answer.stderr).toBe(1);
      expect(answer.stdout).toBe('');
      expect(answer.stderr).toContain(errorMessage(id, example.output));
      return;
    }
    expect(answer.code, answer.stderr).toBe(0);
    if (c.json) {
      expect(answer.stderr).toBe('');
      expect(JSON.parse(answer.stdout)).toEqual(JSON.parse(JSON.stringify(example.output)));
      return;
    }
    const { input, options } = exampleRun(manifest, example);
    const view = resultView(example.output, views[`/plugins/${id}/view.ts`], input, options);
    const ctx = displayContext(id, 'en', NOW);
    expect(answer.stdout).toBe(withNewline(resultText(view, ctx)));
    // What the page says at a field beside the result is said on stderr, one line each; nothing else is.
    const said = Object.values(view.fieldMessages ?? {}).map((message) => displayText(message, ctx));
    expect(answer.stderr.split('\n').filter(Boolean).map((line, i) => line.endsWith(`: ${said[i]}`))).toEqual(said.map(() => true));
  });
});

// The command's own behaviour is not about one tool: checked in the full pass, not by check:tool.
if (!ONE_TOOL_ONLY) describe('the command', () => {
  it('reads piped text, a file path and --input, and prints what Copy copies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbench-'));
    const file = join(dir, 'data.json');
    writeFileSync(file, '{"b":1,"a":[true]}\r\n');
    const expected = '{\n    "a": [\n        true\n    ],\n    "b": 1\n}\n';
    for (const answer of await Promise.all([
      toolbench(['json-formatter', '--indent', '4', '--sort-keys'], '{"b":1,"a":[true]}'),
      toolbench(['json-formatter', '--indent=4', '--sortKeys', file]),
      toolbench(['json-formatter', '--input', file, '--indent', '4', '--sort-keys']),
    ])) {
      expect(answer.stderr).toBe('');
      expect(answer.stdout).toBe(expected);
      expect(answer.code).toBe(0);
    }
  });

  it('reads a file field from its path, as the page reads a chosen file', async () => {
    if (!ids.includes('base64-encoder')) return;
    const file = join(mkdtempSync(join(tmpdir(), 'toolbench-')), 'bytes.bin');
    writeFileSync(file, Buffer.from([0, 255, 1, 254]));
    expect(await toolbench(['base64-encoder', '--file', file])).toEqual({ code: 0, stdout: 'AP8B/g==\n', stderr: '' });
  });

  it('prints a tool’s help from its locale, in English or in German', async () => {
    const [en, de] = await Promise.all([toolbench(['json-formatter', '--help']), toolbench(['json-formatter', '--help', '--lang', 'de'])]);
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('JSON formatter');
    expect(en.stdout).toMatch(/--indent <value>\s+Indentation \(default: 2\)/);
    expect(en.stdout).toMatch(/tab\s+Tabs/);
    expect(en.stdout).toContain('--[no-]sort-keys');
    expect(de.code).toBe(0);
    expect(de.stdout).toContain('JSON-Formatierer');
    expect(de.stdout).toContain('Einrückung');
  });

  it('lists every tool, and says which cannot run in the terminal and why', async () => {
    const answer = await toolbench(['--list']);
    expect(answer.code).toBe(0);
    for (const id of ids) expect(answer.stdout).toMatch(new RegExp(`^${id} `, 'm'));
    const [runnablePart, otherPart] = answer.stdout.split('Not available from the terminal:');
    for (const id of runnable) expect(runnablePart).toMatch(new RegExp(`^${id} `, 'm'));
    for (const id of ids.filter((id) => !runnable.includes(id))) expect(otherPart).toMatch(new RegExp(`^${id} .*API server`, 'm'));
  });

  it('refuses an unknown flag or a value not allowed, with exit code 2 and what is valid', async () => {
    const [flag, value, tool] = await Promise.all([
      toolbench(['json-formatter', '--colour', 'red'], '{}'),
      toolbench(['json-formatter', '--indent', '3'], '{}'),
      toolbench(['json-formatterz'], '{}'),
    ]);
    const none = await toolbench([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('toolbench --list');
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('unknown flag --colour');
    expect(flag.stderr).toContain('--indent, --sort-keys, --no-sort-keys');
    expect(value.code).toBe(2);
    expect(value.stderr).toContain('--indent must be one of: 2, 4, 8, tab');
    expect(tool.code).toBe(2);
    expect(tool.stderr).toContain('json-formatter');
  });

  it('says why the tool refused the input, in the language asked for, with exit code 1', async () => {
    const answer = await toolbench(['json-formatter', '--lang', 'de'], '{"a": 1,}');
    expect(answer.code).toBe(1);
    expect(answer.stdout).toBe('');
    expect(answer.stderr).toContain('Ungültiges JSON');
  });

  it('refuses a tool whose work is done by the API server, saying so', async () => {
    const server = ids.find((id) => !runnable.includes(id));
    if (!server) return;
    const answer = await toolbench([server], 'example.com');
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain('API server');
  });
});
