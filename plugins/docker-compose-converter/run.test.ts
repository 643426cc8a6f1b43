import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import * as YAML from 'yaml';
import { manifest, type Options } from './manifest.ts';
import { run, type ComposeResult, type Converted, type RunResult } from './run.ts';
import { durationSeconds } from './toRun.ts';
import { serviceNameOf } from './toCompose.ts';
import { validateCompose } from './validate.ts';

const TO_COMPOSE: Options = { mode: 'runToCompose', resources: 'service' };
const TO_RUN: Options = { mode: 'composeToRun', resources: 'service' };

async function compose(text: string, options: Partial<Options> = {}): Promise<ComposeResult> {
  const r = await run({ text }, { ...TO_COMPOSE, ...options });
  if ('kind' in r || r.mode !== 'runToCompose') throw new Error(JSON.stringify(r));
  return r;
}
async function commands(text: string): Promise<RunResult> {
  const r = await run({ text }, TO_RUN);
  if ('kind' in r || r.mode !== 'composeToRun') throw new Error(JSON.stringify(r));
  return r;
}
/** The issues the Compose Specification's schema finds in a file (none: `docker compose config` reads it). */
const schemaIssues = (text: string) => validateCompose(YAML, parseDocument(text), text, YAML.parse(text));

describe('docker run → compose', () => {
  it('nginx with ports, a bind mount from $(pwd), a named volume and a restart policy', async () => {
    const r = await compose(`docker run -d --name web -p 8080:80 -p 127.0.0.1:8443:443 \\
  -v "$(pwd)/site:/usr/share/nginx/html:ro" -v nginx_cache:/var/cache/nginx \\
  --restart unless-stopped nginx:1.27-alpine`);
    expect(r.text).toBe(`services:
  web:
    image: nginx:1.27-alpine
    container_name: web
    restart: unless-stopped
    ports:
      - "8080:80"
      - "127.0.0.1:8443:443"
    volumes:
      - ./site:/usr/share/nginx/html:ro
      - nginx_cache:/var/cache/nginx
volumes:
  nginx_cache:
`);
    expect(r.dropped).toEqual([{ line: 1, option: '-d', reason: 'detach' }]);
    expect(r.notes.map((n) => n.code)).toEqual(['projectPrefix', 'pwd']);
    expect(await schemaIssues(r.text)).toEqual([]);
  });

  it('postgres with environment (a $ in single quotes stays literal: $$) and a named volume', async () => {
    const r = await compose(`docker run --name pg -e POSTGRES_PASSWORD='pa$word' -e POSTGRES_DB=app -e TZ -v pgdata:/var/lib/postgresql/data -p 5432:5432 postgres:16`);
    expect(r.text).toBe(`services:
  pg:
    image: postgres:16
    container_name: pg
    environment:
      POSTGRES_PASSWORD: pa$$word
      POSTGRES_DB: app
      TZ:
    ports:
      - "5432:5432"
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata:
`);
    expect(await schemaIssues(r.text)).toEqual([]);
  });

  it('several commands sharing a network: one service each, the network declared once', async () => {
    const r = await compose(`docker network create backend
docker run -d --name cache --network backend redis:7
docker run -d --name api --network backend --network-alias api.local -e REDIS_URL=redis://cache:6379 -p 3000:3000 acme/api:1 node server.js
docker run -d --name worker --network=backend acme/api:1 node worker.js`);
    expect(r.services).toBe(3);
    expect(r.text).toBe(`services:
  cache:
    image: redis:7
    container_name: cache
    networks:
      - backend
  api:
    image: acme/api:1
    container_name: api
    command: ["node", "server.js"]
    environment:
      REDIS_URL: redis://cache:6379
    ports:
      - "3000:3000"
    networks:
      backend:
        aliases:
          - api.local
  worker:
    image: acme/api:1
    container_name: worker
    command: ["node", "worker.js"]
    networks:
      - backend
networks:
  backend:
`);
    expect(await schemaIssues(r.text)).toEqual([]);
  });

  it('reads every port form docker takes: ranges, addresses, IPv6, udp, a container port alone', async () => {
    const r = await compose('docker run -p 8000-8010:8000-8010 -p 0.0.0.0:53:53/udp -p [::1]:8080:80 -p 127.0.0.1::9000 -p 9229 -p80:80 --expose 9000 node');
    expect(r.text).toContain('    ports:\n      - "8000-8010:8000-8010"\n      - "0.0.0.0:53:53/udp"\n      - "[::1]:8080:80"\n      - "127.0.0.1::9000"\n      - "9229"\n      - "80:80"\n    expose:\n      - "9000"\n');
    expect(await schemaIssues(r.text)).toEqual([]);
  });

  it('translates the long tail of options, each to its compose key', async () => {
    const r = await compose(`docker run --init --privileged --read-only --tmpfs /run:rw,size=64m --device /dev/snd -u 1000:1000 -w /app \\
  --entrypoint /bin/sh -h box --label com.example.tier=web --cap-add NET_ADMIN --cap-drop ALL --ulimit nofile=1024:2048 --ulimit nproc=512 \\
  -m 512m --cpus 1.5 --log-driver json-file --log-opt max-size=10m --log-opt max-file=3 --add-host host.docker.internal:host-gateway \\
  --dns 1.1.1.1 --dns-search example.com --health-cmd 'curl -f http://localhost/ || exit 1' --health-interval 30s --health-timeout 5s \\
  --health-retries 3 --health-start-period 10s --stop-timeout 20 --shm-size 256m --sysctl net.core.somaxconn=1024 --pull always \\
  --mount type=tmpfs,dst=/cache,tmpfs-size=1000000 --platform linux/amd64 busybox -c 'echo $HOME'`);
    expect(r.text).toBe(`services:
  busybox:
    image: busybox
    hostname: box
    platform: linux/amd64
    entrypoint: ["/bin/sh"]
    command: ["-c", "echo $$HOME"]
    working_dir: /app
    user: 1000:1000
    volumes:
      - type: tmpfs
        target: /cache
        tmpfs:
          size: 1000000
    tmpfs:
      - /run:rw,size=64m
    extra_hosts:
      - host.docker.internal:host-gateway
    dns:
      - 1.1.1.1
    dns_search:
      - example.com
    labels:
      com.example.tier: web
    cap_add:
      - NET_ADMIN
    cap_drop:
      - ALL
    privileged: true
    read_only: true
    init: true
    devices:
      - /dev/snd
    ulimits:
      nofile:
        soft: 1024
        hard: 2048
      nproc: 512
    mem_limit: 512m
    cpus: 1.5
    healthcheck:
      test: ["CMD-SHELL", "curl -f http://localhost/ || exit 1"]
      interval: 30s
      timeout: 5s
      retries: 3
      start_period: 10s
    logging:
      driver: json-file
      options:
        max-size: 10m
        max-file: "3"
    stop_grace_period: 20s
    shm_size: 256m
    sysctls:
      net.core.somaxconn: "1024"
    pull_policy: always
`);
    expect(r.dropped).toEqual([]);
    expect(await schemaIssues(r.text)).toEqual([]);
  });

  it('writes limits under deploy.resources when asked', async () => {
    const r = await compose('docker run -m 1g --cpus 2 redis', { resources: 'deploy' });
    expect(r.text).toContain('    deploy:\n      resources:\n        limits:\n          memory: 1g\n          cpus: 2\n');
    expect(await schemaIssues(r.text)).toEqual([]);
  });

  it('lists -d, --rm, -P and unknown options with why, and turns -it into stdin_open and tty', async () => {
    const r = await compose('sudo docker container run -it --rm -P --frobnicate -d ubuntu:24.04 bash');
    expect(r.dropped).toEqual([
      { line: 1, option: '--rm', reason: 'rm' },
      { line: 1, option: '-P', reason: 'publishAll' },
      { line: 1, option: '--frobnicate', reason: 'unknown' },
      { line: 1, option: '-d', reason: 'detach' },
    ]);
    expect(r.text).toBe('services:\n  ubuntu:\n    image: ubuntu:24.04\n    command: ["bash"]\n    stdin_open: true\n    tty: true\n');
  });

  it('host networking as network_mode, another container’s network as service:, and names made unique', async () => {
    const r = await compose(`docker run --name vpn --network host --cap-add NET_ADMIN qmcgaw/gluetun
docker run --net container:vpn qbittorrent
docker run nginx
docker run nginx:alpine`);
    expect(Object.keys(YAML.parse(r.text).services)).toEqual(['vpn', 'qbittorrent', 'nginx', 'nginx-2']);
    expect(YAML.parse(r.text).services.vpn.network_mode).toBe('host');
    expect(YAML.parse(r.text).services.qbittorrent.network_mode).toBe('service:vpn');
    expect(await schemaIssues(r.text)).toEqual([]);
  });

  it('--mount of a named volume declares it at the top with its driver', async () => {
    const r = await compose('docker run --mount type=volume,src=data,dst=/data,volume-driver=local,readonly alpine');
    expect(YAML.parse(r.text)).toEqual({
      services: { alpine: { image: 'alpine', volumes: [{ type: 'volume', source: 'data', target: '/data', read_only: true }] } },
      volumes: { data: { driver: 'local' } },
    });
    expect(await schemaIssues(r.text)).toEqual([]);
  });

  it('names a service after its image', () => {
    expect(serviceNameOf('ghcr.io/acme/api:2.4')).toBe('api');
    expect(serviceNameOf('localhost:5000/app@sha256:abc')).toBe('app');
    expect(serviceNameOf('postgres')).toBe('postgres');
  });

  it('refuses bad input with its line', async () => {
    expect(await run({ text: 'docker run -e "A=1 nginx' }, TO_COMPOSE)).toEqual({ kind: 'tool-error', code: 'unclosedDouble', params: { line: 1 } });
    expect(await run({ text: "docker run \\\n  -e 'A=1 \\\n nginx" }, TO_COMPOSE)).toEqual({ kind: 'tool-error', code: 'unclosedSingle', params: { line: 2 } });
    expect(await run({ text: 'docker run nginx\nkubectl run nginx --image=nginx' }, TO_COMPOSE)).toEqual({ kind: 'tool-error', code: 'notDockerRun', params: { line: 2 } });
    expect(await run({ text: 'docker ps' }, TO_COMPOSE)).toEqual({ kind: 'tool-error', code: 'notDockerRun', params: { line: 1 } });
    expect(await run({ text: 'docker run -d -p 80:80' }, TO_COMPOSE)).toEqual({ kind: 'tool-error', code: 'missingImage', params: { line: 1 } });
    expect(await run({ text: 'docker run -p' }, TO_COMPOSE)).toEqual({ kind: 'tool-error', code: 'missingValue', params: { option: '-p', line: 1 } });
    expect(await run({ text: 'docker run -p 80:80:80 nginx' }, TO_COMPOSE)).toEqual({ kind: 'tool-error', code: 'badPort', params: { value: '80:80:80', line: 1 } });
    expect(await run({ text: 'docker run --restart sometimes nginx' }, TO_COMPOSE)).toEqual({ kind: 'tool-error', code: 'badRestart', params: { value: 'sometimes', line: 1 } });
    expect(await run({ text: '  \n# only a comment\n' }, TO_COMPOSE)).toEqual({ kind: 'tool-error', code: 'emptyRun' });
    expect(await run({ text: 'docker network create x' }, TO_COMPOSE)).toEqual({ kind: 'tool-error', code: 'noRun' });
  });
});

describe('every docker run option (the list of `docker run --help`, Docker 28.2.2)', () => {
  // Every option `docker run --help` lists (Docker 28.2.2), with its value's kind (none for a switch).
  const DOCKER_28 = 'add-host list | annotation map | attach list | blkio-weight uint | blkio-weight-device list | cap-add list | cap-drop list | cgroup-parent string | cgroupns string | cidfile string | cpu-count int | cpu-percent int | cpu-period int | cpu-quota int | cpu-rt-period int | cpu-rt-runtime int | cpu-shares int | cpus decimal | cpuset-cpus string | cpuset-mems string | detach | detach-keys string | device list | device-cgroup-rule list | device-read-bps list | device-read-iops list | device-write-bps list | device-write-iops list | disable-content-trust | dns list | dns-option list | dns-search list | domainname string | entrypoint string | env list | env-file list | expose list | gpus gpu | group-add list | health-cmd string | health-interval duration | health-retries int | health-start-interval duration | health-start-period duration | health-timeout duration | help | hostname string | init | interactive | io-maxbandwidth bytes | io-maxiops uint | ip string | ip6 string | ipc string | isolation string | kernel-memory bytes | label list | label-file list | link list | link-local-ip list | log-driver string | log-opt list | mac-address string | memory bytes | memory-reservation bytes | memory-swap bytes | memory-swappiness int | mount mount | name string | network network | network-alias list | no-healthcheck | oom-kill-disable | oom-score-adj int | pid string | pids-limit int | platform string | privileged | publish list | publish-all | pull string | quiet | read-only | restart string | rm | runtime string | security-opt list | shm-size bytes | sig-proxy | stop-signal string | stop-timeout int | storage-opt list | sysctl map | tmpfs list | tty | ulimit ulimit | use-api-socket | user string | userns string | uts string | volume list | volume-driver string | volumes-from list | workdir string';
  const SAMPLES: Record<string, string> = {
    publish: '8080:80', restart: 'on-failure:3', env: 'A=1', volume: 'data:/data', mount: 'type=volume,src=v,dst=/v', ulimit: 'nofile=1024:2048',
    network: 'net1', label: 'a=b', 'log-opt': 'max-size=10m', sysctl: 'net.core.somaxconn=1024', 'storage-opt': 'size=1G', annotation: 'a=b',
    'blkio-weight-device': '/dev/sda:200', 'device-read-bps': '/dev/sda:1mb', 'device-read-iops': '/dev/sda:1000', 'device-write-bps': '/dev/sda:1mb',
    'device-write-iops': '/dev/sda:1000', gpus: 'all', pull: 'always', 'add-host': 'db:10.0.0.2', 'stop-timeout': '20',
  };
  const KIND: Record<string, string> = { bytes: '512m', int: '1', uint: '1', decimal: '1.5', duration: '10s', float: '1', map: 'a=b', ulimit: 'nofile=1024', mount: 'type=volume,src=v,dst=/v' };
  const base = 'services:\n  alpine:\n    image: alpine\n';
  it.each(DOCKER_28.split(' | '))('--%s is written to the file or listed with why', async (flag) => {
    const [name, kind] = flag.split(' ') as [string, string | undefined];
    const value = kind === undefined ? '' : ` ${SAMPLES[name] ?? KIND[kind] ?? 'x'}`;
    const r = await compose(`docker run --${name}${value} alpine`);
    expect(r.dropped.filter((d) => d.reason === 'unknown')).toEqual([]);
    expect(r.dropped.length > 0 || r.text !== base, `${name}: neither written nor listed`).toBe(true);
  });
});

describe('compose → docker run', () => {
  it('WordPress and MariaDB: the default network, start order, what docker run cannot do', async () => {
    const r = await commands(`services:
  wordpress:
    image: wordpress:6
    depends_on: [db]
    ports: ["8000:80"]
    environment:
      WORDPRESS_DB_HOST: db
  db:
    image: mariadb:11
    environment:
      - MARIADB_ROOT_PASSWORD=example
    volumes:
      - db_data:/var/lib/mysql
volumes:
  db_data:
`);
    expect(r.text).toBe(`docker network create app_default

docker run \\
  --detach \\
  --name db \\
  --env MARIADB_ROOT_PASSWORD=example \\
  --volume db_data:/var/lib/mysql \\
  --network app_default \\
  mariadb:11

docker run \\
  --detach \\
  --name wordpress \\
  --env WORDPRESS_DB_HOST=db \\
  --publish 8000:80 \\
  --network app_default \\
  wordpress:6
`);
    expect(r.skipped).toEqual([{ service: 'wordpress', key: 'depends_on', reason: 'dependsOn' }]);
    expect(r.issues).toEqual([]);
  });

  it('builds, joins other networks after the start, and keeps $$ literal and ${VAR} for the shell', async () => {
    const r = await commands(`name: shop
services:
  api:
    build:
      context: ./api
      dockerfile: Dockerfile.prod
    command: sh -c 'echo $$HOME && exec node server.js'
    environment:
      TOKEN: \${TOKEN}
    networks:
      front:
      back:
        aliases: [api.internal]
    stop_grace_period: 1m30s
    healthcheck:
      test: curl -f http://localhost/health
      interval: 30s
networks:
  front:
    driver: bridge
  back:
    internal: true
`);
    expect(r.text).toBe(`docker build --tag shop-api --file Dockerfile.prod ./api

docker network create --driver bridge front

docker network create --internal back

docker run \\
  --detach \\
  --name api \\
  --env "TOKEN=\${TOKEN}" \\
  --network front \\
  --stop-timeout 90 \\
  --health-cmd 'curl -f http://localhost/health' \\
  --health-interval 30s \\
  shop-api sh -c 'echo $HOME && exec node server.js'

docker network connect --alias api.internal back api
`);
    expect(r.skipped).toEqual([{ service: 'api', key: 'build', reason: 'build' }]);
  });

  it('round trip: the commands of a compose file made from docker run hold the same options', async () => {
    const src = 'docker run -d --name web -p 8080:80 -v site:/usr/share/nginx/html:ro -e A=1 --restart always --memory 256m nginx:alpine nginx -g "daemon off;"';
    const back = await commands((await compose(src)).text);
    expect(back.text).toBe(`docker run \\
  --detach \\
  --name web \\
  --restart always \\
  --memory 256m \\
  --env A=1 \\
  --publish 8080:80 \\
  --volume site:/usr/share/nginx/html:ro \\
  nginx:alpine nginx -g 'daemon off;'
`);
  });

  it('says each schema problem at its line, and still converts what it can read', async () => {
    const r = await commands(`version: "3.8"
services:
  api:
    enviroment:
      DEBUG: "1"
    image: node:22
    healthcheck:
      interval: 10
    restart: sometimes
    ports: ["80:80"]
    volumes: ./app:/app
  "bad name!":
    image: x
`);
    expect(r.issues.map((i) => [i.line, i.path, i.rule, i.params])).toEqual([
      [4, 'services.api.enviroment', 'unknownKey', { key: 'enviroment' }],
      [8, 'services.api.healthcheck.interval', 'type', { expected: 'string' }],
      [9, 'services.api.restart', 'enum', { values: 'no, always, on-failure, on-failure:N, unless-stopped' }],
      [11, 'services.api.volumes', 'type', { expected: 'array' }],
      [12, 'services.bad name!', 'serviceName', { key: 'bad name!' }],
    ]);
    expect(r.skipped).toContainEqual({ service: '', key: 'version', reason: 'version' });
    expect(r.text).toContain('--publish 80:80');
  });

  it('refuses invalid YAML with its line and column', async () => {
    expect(await run({ text: 'services:\n  web:\n    image: nginx\n   ports: [80]\n' }, TO_RUN)).toEqual({ kind: 'tool-error', code: 'yamlIndent', params: { line: 4, column: 1 } });
    expect(await run({ text: 'services:\n  web:\n    image: nginx\n    image: httpd\n' }, TO_RUN)).toEqual({ kind: 'tool-error', code: 'yamlDuplicateKey', params: { line: 4, column: 5 } });
    expect(await run({ text: '- a\n- b\n' }, TO_RUN)).toEqual({ kind: 'tool-error', code: 'notCompose' });
    expect(await run({ text: 'networks: {}\n' }, TO_RUN)).toEqual({ kind: 'tool-error', code: 'noServices' });
    expect(await run({ text: '' }, TO_RUN)).toEqual({ kind: 'tool-error', code: 'emptyCompose' });
  });

  it('writes bind paths relative to the file from the current folder, and ~ as $HOME', async () => {
    const r = await commands('services:\n  a:\n    image: alpine\n    volumes:\n      - ./data:/data\n      - ~/.ssh:/root/.ssh:ro\n      - /srv:/srv\n      - cache:/cache\n');
    expect(r.text).toContain(`  --volume "$PWD/data:/data" \\\n  --volume "$HOME/.ssh:/root/.ssh:ro" \\\n  --volume /srv:/srv \\\n  --volume cache:/cache \\\n`);
  });

  it('reads compose durations in seconds', () => {
    expect(durationSeconds('1m30s')).toBe(90);
    expect(durationSeconds('10s')).toBe(10);
    expect(durationSeconds('2h')).toBe(7200);
    expect(durationSeconds('soon')).toBeUndefined();
  });
});

describe('examples', () => {
  it('every docker run → compose example gives a file the Compose Specification accepts', async () => {
    for (const ex of manifest.examples.filter((e) => e.options?.mode === 'runToCompose')) {
      const out = ex.output as Converted;
      expect('text' in out && (await schemaIssues(out.text)), ex.name).toEqual([]);
    }
  });
});
