/**
 * Real services on loopback for the tests of a deployment with several instances: a PostgreSQL cluster
 * in a temporary folder (initdb and postgres from Debian's package, run as the `postgres` user when we
 * are root, which PostgreSQL refuses), a redis-server without persistence, nginx with a generated
 * configuration, and API server processes. Each is stopped by its own process id, never by name.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './ports.ts';

export interface Service {
  pid: number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The newest PostgreSQL server binaries Debian installed (/usr/lib/postgresql/<version>/bin). */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

const waitExit = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Waits for a line of a process's output that matches (stdout or stderr); rejects when it exits first. */
export function waitForOutput(child: ChildProcess, pattern: RegExp, what: string, timeoutMs = 30_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start in ${timeoutMs / 1000} s: ${output.slice(-2000)}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}: ${output.slice(-2000)}`));
    });
  });
}

/**
 * A PostgreSQL cluster of its own: initdb in a temporary folder, trust authentication on 127.0.0.1 only
 * (a test's database), a database `toolbench`. `fsync` stays on unless asked otherwise: the durability
 * the contact store promises is the server's.
 */
export async function startPostgres(options: { fsync?: boolean } = {}): Promise<Service & { url: string; port: number; dir: string }> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (bash scripts/ensure-scale-tools.sh installs it)');
  const dir = mkdtempSync(join(tmpdir(), 'toolbench-pg-'));
  const root = userInfo().uid === 0;
  if (root) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const as = (command: string, args: string[]): [string, string[]] => (root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);
  const data = join(dir, 'data');
  const [initCommand, initArgs] = as(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'toolbench', '-E', 'UTF8', '--locale=C', '--no-sync']);
  execFileSync(initCommand, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  const [command, args] = as(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', `fsync=${options.fsync === false ? 'off' : 'on'}`, '-c', 'shared_buffers=16MB', '-c', 'max_connections=50']);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForOutput(child, /ready to accept connections/, 'postgres');
  // The postmaster itself (runuser is its parent when we are root): the one signals go to.
  const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'toolbench', database: 'postgres' });
  await admin.connect();
  await admin.query('CREATE DATABASE toolbench');
  await admin.end();
  return {
    pid,
    port,
    dir,
    url: `postgres://toolbench@127.0.0.1:${port}/toolbench`,
    stop: async (signal = 'SIGINT') => {
      // SIGINT: PostgreSQL's fast shutdown (SIGKILL for a crash).
      try {
        process.kill(pid, signal);
      } catch {
        // Already gone.
      }
      await waitExit(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startRedis(): Promise<Service & { url: string }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForOutput(child, /Ready to accept connections/, 'redis-server');
  return {
    pid: child.pid!,
    url: `redis://127.0.0.1:${port}`,
    stop: async (signal = 'SIGTERM') => {
      child.kill(signal);
      await waitExit(child);
    },
  };
}

/** nginx in the foreground with a main configuration of its own around `site` (an http-context text), everything in a temporary folder. */
export async function startNginx(site: string): Promise<Service & { dir: string; accessLog: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'toolbench-nginx-'));
  const accessLog = join(dir, 'access.log');
  const main = `worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    client_body_temp_path ${join(dir, 'body')};
    proxy_temp_path ${join(dir, 'proxy')};
    fastcgi_temp_path ${join(dir, 'fastcgi')};
    uwsgi_temp_path ${join(dir, 'uwsgi')};
    scgi_temp_path ${join(dir, 'scgi')};
    log_format scale '$msec $status $request_method $uri $upstream_addr $upstream_status $request_time';
    access_log ${accessLog} scale;
${site}
}
`;
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  execFileSync(nginx, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'pipe' });
  const child = spawn(nginx, ['-p', dir, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  // nginx says nothing when it starts: its pid file says it is up.
  const deadline = Date.now() + 10_000;
  while (!existsSync(join(dir, 'nginx.pid'))) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    if (Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: child.pid!,
    dir,
    accessLog,
    stop: async (signal = 'SIGQUIT') => {
      child.kill(signal);
      await waitExit(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One API server process (src/server/main.ts) on a port given, with the environment given; its log lines are kept. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Service & { child: ChildProcess; log: string[]; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop()!;
    log.push(...lines);
  });
  await waitForOutput(child, /running at http:\/\/127\.0\.0\.1:\d+\//, `API instance on ${port}`, 60_000);
  return {
    pid: child.pid!,
    child,
    log,
    base: `http://127.0.0.1:${port}`,
    stop: async (signal = 'SIGTERM') => {
      child.kill(signal);
      await waitExit(child);
    },
  };
}
