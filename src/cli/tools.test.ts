import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLUGINS_DIR } from '../../scripts/lib/plugins.ts';
import { listText, listTools } from './list.ts';
import { browserOnlyApi, cannotRun, loadTool, toolIds } from './tools.ts';

describe('browserOnlyApi', () => {
  it('recognises a run() that reached for a Web API Node lacks', () => {
    expect(browserOnlyApi(new ReferenceError('document is not defined'))).toBe('document');
    expect(browserOnlyApi(new ReferenceError('DOMParser is not defined'))).toBe('DOMParser');
    expect(browserOnlyApi(new TypeError('window.matchMedia is not a function'))).toBe('window');
    expect(browserOnlyApi(new Error('Unexpected token'))).toBeUndefined();
  });
});

describe('cannotRun and --list', () => {
  const ids = toolIds();

  it('decides from the folder: a server.ts means the API server does the work', () => {
    for (const id of ids) expect(cannotRun(id) === 'server', id).toBe(existsSync(join(PLUGINS_DIR, id, 'server.ts')));
  });

  it('agrees with the manifest it loads', async () => {
    const server = ids.find((id) => cannotRun(id) === 'server');
    if (server) expect(await loadTool(server)).toMatchObject({ run: undefined, manifest: { server: expect.anything() } });
    const tool = await loadTool('json-formatter');
    expect(typeof tool.run).toBe('function');
  });

  it('lists every tool by its name in the language asked for', () => {
    const tools = listTools('de');
    expect(tools.map((t) => t.id)).toEqual(ids);
    expect(tools.find((t) => t.id === 'json-formatter')).toEqual({ id: 'json-formatter', name: 'JSON-Formatierer' });
    const text = listText(tools);
    expect(text).toMatch(/^json-formatter +JSON-Formatierer$/m);
    if (tools.some((t) => t.cannotRun)) expect(text).toContain('Not available from the terminal:');
  });
});
