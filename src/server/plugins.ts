/**
 * Finds server tools at start-up the way the registry finds the rest of a plugin: every
 * plugins/<id>/ with a server.ts, read with its manifest and its pure run() (the same check the
 * page makes). Only the server loads these files: the browser build never sees a server.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FieldDecl, RunFn, ToolManifest } from '@sdk/core/tool.ts';
import type { ServerRoute, ServerTool } from '@sdk/server/index.ts';

export interface ServerPlugin {
  id: string;
  manifest: ToolManifest;
  run: RunFn;
  tool: ServerTool<unknown>;
  routes: readonly ServerRoute[];
}

export async function loadServerPlugins(pluginsDir: string): Promise<ServerPlugin[]> {
  const ids = readdirSync(pluginsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !/^[_.]/.test(d.name) && existsSync(join(pluginsDir, d.name, 'server.ts')))
    .map((d) => d.name)
    .sort();
  return Promise.all(
    ids.map(async (id) => {
      const load = (file: string) => import(pathToFileURL(join(pluginsDir, id, file)).href);
      const [{ manifest }, { run }, serverModule] = await Promise.all([load('manifest.ts'), load('run.ts'), load('server.ts')]);
      if (!manifest?.server) throw new Error(`plugins/${id}/server.ts: its manifest must declare server: { starts }`);
      return { id, manifest, run, tool: serverModule.server, routes: serverModule.routes ?? [] } as ServerPlugin;
    }),
  );
}

/** The JSON Schema of one field's value as run() receives it (an emptied optional number is null). */
function fieldSchema(decl: FieldDecl): Record<string, unknown> {
  const nullable = 'optional' in decl && decl.optional ? true : !!decl.tabs;
  const or = (schema: Record<string, unknown>) => (nullable ? { anyOf: [schema, { type: 'null' }] } : schema);
  switch (decl.kind) {
    case 'line':
      return { type: 'string', maxLength: decl.maxLength ?? 1000 };
    case 'text':
      return { type: 'string', maxLength: 10_000 };
    case 'number':
    case 'integer':
      return or({ type: decl.kind, ...(decl.min !== undefined ? { minimum: decl.min } : {}), ...(decl.max !== undefined ? { maximum: decl.max } : {}) });
    case 'checkbox':
      return { type: 'boolean' };
    case 'select':
      return { enum: Array.isArray(decl.choices) ? decl.choices : [...new Set(Object.values(decl.choices).flat())] };
    case 'color':
    case 'date':
    case 'time':
    case 'datetime':
      return or({ type: 'string', maxLength: 40 });
    case 'file':
      // Files never leave the browser.
      return { type: 'null' };
    case 'grid':
      return or({ type: 'array', maxItems: 1000, items: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 1000 } } });
  }
}

/** The body of POST /api/tools/<id>: the fields as run() reads them, the options, the start button. */
export function requestSchema(manifest: ToolManifest): Record<string, unknown> {
  const fields = Object.entries(manifest.fields);
  return {
    type: 'object',
    additionalProperties: false,
    required: ['input', 'options', 'start'],
    properties: {
      input: { type: 'object', additionalProperties: false, required: fields.map(([n]) => n), properties: Object.fromEntries(fields.map(([n, d]) => [n, fieldSchema(d)])) },
      options: manifest.options,
      start: { enum: manifest.server!.starts },
    },
  };
}
