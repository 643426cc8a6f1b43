/**
 * npm run nginx:conf -- [--root DIR] [--upstream host:port,host:port] [--listen 80] [--dist dist] [--out FILE]
 * Writes the nginx configuration of a deployment with several API instances (scripts/lib/nginxConf.ts),
 * with the WebAssembly pages of the build in --dist (its csp.json). Without --out: to stdout.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_NGINX, nginxConfig } from './lib/nginxConf.ts';

const { values } = parseArgs({ options: { root: { type: 'string' }, upstream: { type: 'string' }, listen: { type: 'string' }, dist: { type: 'string' }, out: { type: 'string' } } });
const dist = values.dist ?? 'dist';
let wasmPaths: string[] = [];
try {
  wasmPaths = (JSON.parse(readFileSync(join(dist, 'csp.json'), 'utf8')) as { wasm: string[] }).wasm;
} catch {
  process.stderr.write(`No ${join(dist, 'csp.json')}: run npm run build first (the WebAssembly tools' pages need their policy).\n`);
  process.exit(1);
}
const text = nginxConfig({
  root: values.root ?? DEFAULT_NGINX.root,
  upstreams: values.upstream ? values.upstream.split(',').map((s) => s.trim()) : DEFAULT_NGINX.upstreams,
  listen: values.listen ? values.listen.split(',').map((s) => s.trim()) : DEFAULT_NGINX.listen,
  wasmPaths,
});
if (values.out) writeFileSync(values.out, text);
else process.stdout.write(text);
