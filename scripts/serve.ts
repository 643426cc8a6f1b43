/**
 * Serves dist/ the way a plain static host does: a path is served from <path>/index.html
 * (or the file itself), and anything else gets 404.html with status 404. Used by `npm start`
 * and the end-to-end tests. Usage: tsx scripts/serve.ts [--port 4173] [--dir dist]
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const PORT = Number(option('port', process.env.PORT ?? '4173'));
const DIR = resolve(option('dir', 'dist'));
const HOST = '127.0.0.1';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

function fileFor(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = join(DIR, safe);
  if (!base.startsWith(DIR)) return undefined;
  for (const candidate of [base, join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Compressed files by path, dropped when the file changes (a rebuild while serving). */
const gzipCache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();
function compressed(path: string): Buffer {
  const { mtimeMs, size } = statSync(path);
  const cached = gzipCache.get(path);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = gzipSync(readFileSync(path));
  gzipCache.set(path, { mtimeMs, size, body });
  return body;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${HOST}`);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
    return;
  }
  const file = fileFor(url.pathname);
  const notFound = join(DIR, '404.html');
  // A client-only build (vite build without the prerender step) has no 404.html: serve the app shell.
  const fallback = existsSync(notFound) ? notFound : join(DIR, 'index.html');
  const status = file || fallback !== notFound ? 200 : 404;
  const path = file ?? fallback;
  const immutable = url.pathname.startsWith('/assets/');
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  // Compress text as every real static host does, so measurements of this server are realistic.
  const gzip = /text|javascript|json|xml|svg|manifest/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? compressed(path) : readFileSync(path);
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': body.length,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(PORT, HOST, () => console.log(`Serving ${DIR} at http://${HOST}:${PORT}/`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
