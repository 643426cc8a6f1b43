import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { isToolError, toolError } from '@sdk/core';
import { run } from './run.ts';
import { manifest, type Options } from './manifest.ts';

const FMT: Options = { mode: 'yamlFormat', yamlIndent: '2', jsonIndent: '2', yamlVersion: '1.2', documents: false };

async function format(text: string, options: Partial<Options> = {}): Promise<string> {
  const r = await run({ text }, { ...FMT, ...options });
  if (isToolError(r)) throw new Error(`error ${JSON.stringify(r)}`);
  return r.text;
}

describe('Format YAML (YAML → YAML)', () => {
  it('re-indents block mappings and sequences with 2 or 4 spaces', async () => {
    const src = 'a: 1\nb:\n      - x\n      - y: 2\n        z: 3\n';
    expect(await format(src)).toBe('a: 1\nb:\n  - x\n  - y: 2\n    z: 3\n');
    expect(await format(src, { yamlIndent: '4' })).toBe('a: 1\nb:\n    - x\n    - y: 2\n      z: 3\n');
  });

  it('changes the layout, never a value: scalars stay as written whatever the YAML version', async () => {
    const src = 'debug: no\nmode: 0755\nprice: 2.50\nbig: 12345678901234567890\namount: 0.1000000000000000000001\nwhen: 2024-01-01\nq: "x \\"y\\""\nsq: \'it\'\'s\'\n';
    expect(await format(src)).toBe(src);
    expect(await format(src, { yamlVersion: '1.1' })).toBe(src);
  });

  it('keeps comments, anchors, aliases, merge keys, block scalars and every document', async () => {
    const src = '# servers\nbase: &base\n    port: 8080\nservers:\n- <<: *base\n  name: alpha  # first\nnote: |\n    line 1\n    line 2\n---\nsecond: doc\n';
    const out = await format(src);
    expect(out).toBe('# servers\nbase: &base\n  port: 8080\nservers:\n  - <<: *base\n    name: alpha # first\nnote: |\n  line 1\n  line 2\n---\nsecond: doc\n');
    // The same data as before, read by another reader.
    expect(parseYaml(out.split('---\n')[0]!, { merge: true })).toEqual(parseYaml(src.split('---\n')[0]!, { merge: true }));
  });

  it('the example of the manifest', async () => {
    const example = manifest.examples.find((e) => e.name === 'formatYaml')!;
    expect(await run(example.input as { text: string }, { ...FMT, ...example.options })).toEqual(example.output);
  });

  it('formatting twice gives the same text (idempotent)', async () => {
    const once = await format('k:   {a: 1, b: [1,2]}\nl:\n   - - 1\n     - 2\n');
    expect(await format(once)).toBe(once);
  });

  it('bad input: errors at their line and column, as YAML → JSON gives them', async () => {
    expect(await run({ text: 'a: 1\na: 2\n' }, FMT)).toEqual(toolError('yamlDuplicateKey', { line: 2, column: 1 }));
    expect(await run({ text: 'a:\n\t- b\n' }, FMT)).toMatchObject({ kind: 'tool-error', params: { line: 2 } });
    expect(await run({ text: 'a: "open\n' }, FMT)).toMatchObject({ kind: 'tool-error', code: 'yamlMissingChar' });
    const yamlToJson = await run({ text: 'x: [1, 2\ny: 3\n' }, { ...FMT, mode: 'yamlToJson' });
    expect(await run({ text: 'x: [1, 2\ny: 3\n' }, FMT)).toEqual(yamlToJson);
    expect(await run({ text: '  \n' }, FMT)).toEqual(toolError('emptyYamlFormat'));
  });

  it('tagged values (!!binary, !!set, !!timestamp, a custom !Ref) are kept as written', async () => {
    const b64 = Buffer.from('x'.repeat(120)).toString('base64');
    const src = `data: !!binary ${b64}\nt: !!timestamp 2001-12-14\nbin: !!binary |\n  aGVs\n  bG8=\ncustom: !Ref abc\n`;
    expect(await format(src)).toBe(src);
    expect(await format('s: !!set {a, b}\n')).toBe('s: !!set { a, b }\n');
  });
});
