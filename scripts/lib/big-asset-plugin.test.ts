import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BIG_ASSET_PREFIX, bigAssets } from './big-asset-plugin.ts';
import { resolve as nodeResolve } from './big-asset-hooks.mjs';
// Imported here as the tools import it, in Node: the package's own file, from node_modules.
import packageFile from 'mediainfo.js/MediaInfoModule.wasm?big';

describe('big files imported with ?big', () => {
  it('become a file of their own under assets/ (never inlined, however small) and a description with its URL and exact size', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'big-asset-'));
    const data = Uint8Array.from({ length: 3000 }, (_, i) => (i * 31) % 256);
    writeFileSync(join(dir, 'core.wasm'), data);
    writeFileSync(join(dir, 'entry.js'), "import core from './core.wasm?big';\nexport const described = core;\n");
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [bigAssets()],
      // As the site's build names files (a library build would not hash them).
      build: {
        outDir: join(dir, 'dist'),
        lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: () => 'entry.js' },
        assetsInlineLimit: 1_000_000,
        rollupOptions: { output: { assetFileNames: 'assets/[name]-[hash][extname]' } },
      },
    });
    const emitted = readdirSync(join(dir, 'dist', 'assets'));
    const file = emitted.find((name) => name.startsWith(`${BIG_ASSET_PREFIX}core-`) && name.endsWith('.wasm'));
    expect(file, emitted.join(', ')).toBeDefined();
    expect(new Uint8Array(readFileSync(join(dir, 'dist', 'assets', file!)))).toEqual(data);
    const { described } = (await import(join(dir, 'dist', 'entry.js'))) as { described: { url: string; bytes: number; name: string } };
    expect(described.bytes).toBe(3000);
    expect(described.name).toBe('core.wasm');
    expect(described.url).toMatch(new RegExp(`assets/${file!.replace('.', '\\.')}$`));
    expect(described.url).not.toMatch(/^data:/);
  });

  it('in code Vite runs in Node (the unit and contract tests), are their package\u2019s file where it is, as a file: URL', () => {
    expect(packageFile.url).toMatch(/^file:\/\/\/.*\/node_modules\/mediainfo\.js\/dist\/MediaInfoModule\.wasm$/);
    expect(packageFile.bytes).toBe(statSync(fileURLToPath(packageFile.url)).size);
    expect(packageFile.name).toBe('MediaInfoModule.wasm');
  });

  it("swap a package's module for a tool's own (module-swaps.mjs), in Vite and in Node alike, for that importer only", async () => {
    const tokenizer = join(process.cwd(), 'node_modules/curlconverter/dist/src/shell/tokenizer.js');
    const ours = join(process.cwd(), 'plugins/curl-converter/bash.ts');
    const hook = bigAssets().resolveId as unknown as (this: unknown, source: string, importer?: string) => Promise<string | null>;
    const context = { resolve: async () => null };
    expect(await hook.call(context, './Parser.js', tokenizer)).toBe(ours);
    expect(await hook.call(context, './Parser.js', join(process.cwd(), 'node_modules/other/tokenizer.js'))).toBeNull();
    const next = async (specifier: string) => ({ url: specifier });
    expect(await nodeResolve('./Parser.js', { parentURL: pathToFileURL(tokenizer).href }, next)).toEqual({ url: pathToFileURL(ours).href });
    expect(await nodeResolve('./Parser.js', { parentURL: pathToFileURL(join(process.cwd(), 'src/x.js')).href }, next)).toEqual({ url: './Parser.js' });
  });
});
