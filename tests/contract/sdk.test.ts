/**
 * The SDK is what plugins build on, so it stays below the host: it never imports the registry, the
 * app or the build's generated files, and its pure half (core) imports neither React nor the DOM
 * kit (ui). Plugins reach it through its entry points only (checked per plugin in plugins.test.ts):
 * @sdk/core, @sdk/ui, @sdk/media for audio and video tools (FFmpeg), @sdk/pdf for PDF tools that run qpdf, and @sdk/server for the server.ts
 * of a tool the API server runs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(process.cwd(), 'src/sdk');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : []));
}

const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe.each(files(ROOT).map((f) => relative(ROOT, f)))('src/sdk/%s', (file) => {
  const specs = imports(join(ROOT, file));
  it('never imports the host: registry, app, i18n set-up or generated files', () => {
    for (const spec of specs) expect(spec, spec).not.toMatch(/(^|\/)(registry|app|generated|i18n)(\/|$)|^\.\.\/\.\.\//);
  });
  if (file.startsWith('core/') || file.startsWith('media/') || file.startsWith('pdf/'))
    it('is pure: no React, no i18n, no state library, no DOM kit', () => {
      for (const spec of specs) expect(spec, spec).not.toMatch(/^(react|react-dom|react-i18next|i18next|zustand|@rjsf)(\/|$)|^\.\.\/ui\//);
    });
});

it('exposes five entry points (core, ui, media, pdf, and server for server.ts files), and every module of each is exported from it', () => {
  for (const part of ['core', 'ui', 'media', 'pdf', 'server']) {
    const index = readFileSync(join(ROOT, part, 'index.ts'), 'utf8');
    const modules = readdirSync(join(ROOT, part)).filter((f) => /\.tsx?$/.test(f) && f !== 'index.ts' && !/\.test\.tsx?$/.test(f));
    for (const module of modules) expect(index, `${part}/index.ts exports ${module}`).toContain(`'./${module}'`);
  }
});
