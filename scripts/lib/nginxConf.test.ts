import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NGINX, nginxConfig } from './nginxConf.ts';
import { LANG_CODES } from '../../src/i18n/languages.ts';
import type { ToolMeta } from '../../src/sdk/core/tool.ts';

/**
 * The committed nginx configuration (deploy/nginx/toolbench.conf, the one `npm run test:scale` serves) names the
 * pages of the tools that run WebAssembly: a tool that starts or stops declaring `wasm` makes it stale. Checked
 * here, without a build, from the tools' metas (the same paths the prerender writes into dist/csp.json).
 */
describe('deploy/nginx/toolbench.conf', () => {
  it('is what npm run nginx:conf writes for the tools of this tree', async () => {
    const ids = readdirSync('plugins', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    const metas = await Promise.all(ids.map(async (id) => ({ id, meta: ((await import(`../../plugins/${id}/meta.ts`)) as { meta: ToolMeta }).meta })));
    const pages = metas.filter(({ meta }) => meta.wasm).flatMap(({ id, meta }) => LANG_CODES.map((lang) => `/${lang}/${meta.category}/${id}`));
    expect(pages.length).toBeGreaterThan(0);
    // Any build's worker: the configuration matches its name by pattern.
    const expected = nginxConfig({ ...DEFAULT_NGINX, wasmPaths: ['/assets/wasmToolWorker-AAAAAAAA.js', ...pages] });
    expect(readFileSync(join('deploy', 'nginx', 'toolbench.conf'), 'utf8'), 'run: npm run build && npm run nginx:conf -- --out deploy/nginx/toolbench.conf').toBe(expected);
  });
});
