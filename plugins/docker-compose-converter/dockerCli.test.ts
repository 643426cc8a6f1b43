/**
 * A second implementation of docker run's options: the docker command itself (when it is installed) reads
 * every command this tool writes. Its options and values are checked before it connects to a daemon, so with
 * no daemon the only error left is that it cannot connect (or, for --device, that it cannot ask the server
 * which system it runs): an unknown option, a bad port or a bad --mount would be said first.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { run } from './run.ts';

const hasDocker = spawnSync('docker', ['--version']).status === 0;

const RICH = `name: shop
services:
  api:
    build: { context: ./api, dockerfile: Dockerfile.prod, args: { NODE_ENV: production } }
    command: sh -c 'echo $$HOME && exec node server.js'
    entrypoint: ["/sbin/tini", "--"]
    environment: { TOKEN: "\${TOKEN:-none}", DEBUG: "true" }
    env_file: [.env]
    networks: { front: {}, back: { aliases: [api.internal] } }
    stop_grace_period: 1m30s
    healthcheck: { test: ["CMD", "curl", "-f", "http://localhost/health"], interval: 30s, timeout: 5s, retries: 3, start_period: 10s }
    labels: { com.example.tier: api }
    logging: { driver: json-file, options: { max-size: 10m, max-file: "3" } }
    ulimits: { nofile: { soft: 1024, hard: 2048 }, nproc: 512 }
    deploy: { resources: { limits: { cpus: "0.5", memory: 512M }, reservations: { memory: 128M } }, restart_policy: { condition: on-failure, max_attempts: 3 } }
    cap_add: [NET_ADMIN]
    cap_drop: [ALL]
    security_opt: ["no-new-privileges:true"]
    sysctls: { net.core.somaxconn: 1024 }
    tmpfs: [/run]
    read_only: true
    init: true
    user: "1000:1000"
    working_dir: /app
    extra_hosts: ["host.docker.internal:host-gateway"]
    dns: [1.1.1.1]
    shm_size: 256m
    pids_limit: 100
    ports:
      - "127.0.0.1:3000:3000"
      - target: 9229
        published: "9229"
        protocol: udp
        host_ip: 127.0.0.1
    volumes:
      - ./src:/app/src:ro
      - ~/.npmrc:/root/.npmrc:ro
      - node_modules:/app/node_modules
      - type: tmpfs
        target: /cache
        tmpfs: { size: 1000000, mode: 0o1777 }
      - type: volume
        source: data
        target: /data
        volume: { nocopy: true }
    devices: ["/dev/fuse:/dev/fuse:rwm"]
    pull_policy: missing
  proxy:
    image: nginx:alpine
    network_mode: "service:api"
    depends_on: { api: { condition: service_healthy } }
networks:
  front: { driver: bridge }
  back: { internal: true, ipam: { config: [{ subnet: 172.28.0.0/16, gateway: 172.28.0.1 }] } }
volumes:
  node_modules:
  data: { driver: local, driver_opts: { type: none, o: bind, device: /srv/data }, labels: { backup: daily } }
`;

describe.skipIf(!hasDocker)('the docker command reads every command written', () => {
  const inputs: [string, string][] = [['rich', RICH]];
  for (const e of manifest.examples) {
    const text = e.options?.mode === 'composeToRun' ? (e.input as { text: string }).text : (e.output as { text: string }).text;
    inputs.push([e.name, text]);
  }
  it.each(inputs)('%s', async (_, text) => {
    const r = (await run({ text }, { mode: 'composeToRun', resources: 'service' })) as { text: string };
    const cwd = mkdtempSync(join(tmpdir(), 'compose-'));
    writeFileSync(join(cwd, 'api.env'), 'A=1\n');
    writeFileSync(join(cwd, '.env'), 'A=1\n');
    const commands = r.text.split('\n\n').filter((c) => c.trim() && !c.startsWith('docker build'));
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) {
      let out = '';
      try {
        out = execFileSync('bash', ['-c', command], { cwd, env: { PATH: process.env.PATH, HOME: cwd, DOCKER_HOST: `unix://${join(cwd, 'no-daemon.sock')}`, DOCKER_CONFIG: cwd }, encoding: 'utf8', stdio: 'pipe' });
      } catch (err) {
        out = String((err as { stderr?: string }).stderr ?? err);
      }
      expect(out, command).toMatch(/Cannot connect to the Docker daemon|unknown server OS/);
    }
  });
});
