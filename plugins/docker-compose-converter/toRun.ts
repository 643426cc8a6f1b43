/**
 * A compose file → one `docker run` command per service, with the `docker network create` (and, where a
 * volume has settings, `docker volume create`) lines they need first. The file is checked against the
 * Compose Specification's schema, each problem at its line; what `docker run` cannot do (depends_on,
 * deploy.replicas, build…) is listed, never left out silently.
 */
import { lineColumn, toolError, type ToolError } from '@sdk/core';
import { composeWords, shellQuote } from './shellWords.ts';
import { validateCompose, type Issue } from './validate.ts';

/** A key of the file that no `docker run` option holds, and why (`skipped.<reason>` in the locale). */
export interface Skipped {
  readonly service: string;
  readonly key: string;
  readonly reason: string;
}

export interface RunResult {
  readonly text: string;
  readonly services: number;
  readonly issues: readonly Issue[];
  readonly skipped: readonly Skipped[];
  /** The project name used for the default network (the file's `name`, else "app"). */
  readonly defaultNetwork: string | null;
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

const YAML_ERRORS: Readonly<Record<string, string>> = {
  DUPLICATE_KEY: 'yamlDuplicateKey',
  BAD_INDENT: 'yamlIndent',
  TAB_AS_INDENT: 'yamlIndent',
  MULTIPLE_DOCS: 'yamlMultipleDocuments',
  MISSING_CHAR: 'yamlSyntax',
};

/** Keys with no `docker run` equivalent, and why. */
const SKIPPED: Readonly<Record<string, string>> = {
  depends_on: 'dependsOn',
  profiles: 'profiles',
  scale: 'replicas',
  develop: 'develop',
  extends: 'extends',
  secrets: 'secrets',
  configs: 'configs',
  attach: 'attach',
  post_start: 'hooks',
  pre_stop: 'hooks',
  models: 'models',
  provider: 'provider',
  external_links: 'links',
  credential_spec: 'noOption',
  volumes_from: 'noOption',
  blkio_config: 'noOption',
  lifecycle: 'noOption',
};

/** Service keys written as one option with the value as it is. */
const VALUE_OPTIONS: Readonly<Record<string, string>> = {
  hostname: '--hostname', domainname: '--domainname', working_dir: '--workdir', user: '--user', platform: '--platform',
  runtime: '--runtime', mac_address: '--mac-address', cgroup_parent: '--cgroup-parent', pid: '--pid', ipc: '--ipc',
  userns_mode: '--userns', uts: '--uts', shm_size: '--shm-size', stop_signal: '--stop-signal', isolation: '--isolation',
  cgroup: '--cgroupns', mem_limit: '--memory', mem_reservation: '--memory-reservation', memswap_limit: '--memory-swap',
  cpus: '--cpus', cpu_shares: '--cpu-shares', cpuset: '--cpuset-cpus', pids_limit: '--pids-limit', oom_score_adj: '--oom-score-adj',
  mem_swappiness: '--memory-swappiness', cpu_period: '--cpu-period', cpu_quota: '--cpu-quota', cpu_rt_period: '--cpu-rt-period',
  cpu_rt_runtime: '--cpu-rt-runtime', cpu_count: '--cpu-count', cpu_percent: '--cpu-percent', restart: '--restart',
};
const LIST_OPTIONS: Readonly<Record<string, string>> = {
  cap_add: '--cap-add', cap_drop: '--cap-drop', dns: '--dns', dns_search: '--dns-search', dns_opt: '--dns-option', expose: '--expose',
  tmpfs: '--tmpfs', security_opt: '--security-opt', group_add: '--group-add', device_cgroup_rules: '--device-cgroup-rule',
  env_file: '--env-file', label_file: '--label-file',
};
const MAP_OPTIONS: Readonly<Record<string, string>> = { labels: '--label', sysctls: '--sysctl', storage_opt: '--storage-opt', annotations: '--annotation' };
const SWITCH_OPTIONS: Readonly<Record<string, string>> = {
  privileged: '--privileged', read_only: '--read-only', init: '--init', stdin_open: '--interactive', tty: '--tty', oom_kill_disable: '--oom-kill-disable',
  use_api_socket: '--use-api-socket',
};
/** Keys handled below by name. */
const HANDLED = new Set([
  'image', 'build', 'container_name', 'command', 'entrypoint', 'environment', 'ports', 'volumes', 'networks', 'network_mode', 'extra_hosts',
  'links', 'devices', 'ulimits', 'healthcheck', 'logging', 'deploy', 'pull_policy', 'stop_grace_period', 'gpus', 'volumes_from',
]);

const WRAP = ' \\\n  ';
const RESTART = /^(no|always|unless-stopped|on-failure(:\d+)?)$/;

export async function toRun(src: string): Promise<RunResult | ToolError> {
  if (!/\S/.test(src)) return toolError('emptyCompose');
  const YAML = await import('yaml');
  const doc = YAML.parseDocument(src.charCodeAt(0) === 0xfeff ? src.slice(1) : src, { version: '1.2', merge: true, prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) return toolError(YAML_ERRORS[error.code] ?? 'yamlSyntax', lineColumn(src, error.pos[0]));
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch {
    return toolError('yamlAliases');
  }
  if (!isObj(value)) return toolError('notCompose');
  const issues: Issue[] = await validateCompose(YAML, doc, src, value);
  const services = isObj(value.services) ? value.services : {};
  const names = Object.keys(services).filter((n) => isObj(services[n]));
  if (names.length === 0) return issues.length ? { text: '', services: 0, issues, skipped: [], defaultNetwork: null } : toolError('noServices');

  const skipped: Skipped[] = [];
  const topNetworks = isObj(value.networks) ? value.networks : {};
  const topVolumes = isObj(value.volumes) ? value.volumes : {};
  const project = typeof value.name === 'string' && value.name ? value.name : 'app';
  for (const key of ['secrets', 'configs', 'include', 'models']) if (value[key] !== undefined) skipped.push({ service: '', key, reason: SKIPPED[key] ?? 'include' });
  if (value.version !== undefined) skipped.push({ service: '', key: 'version', reason: 'version' });
  // A restart policy the schema takes as any text, and Docker refuses.
  for (const name of Object.keys(services)) {
    const restart = isObj(services[name]) ? services[name].restart : undefined;
    if (typeof restart === 'string' && !RESTART.test(restart)) {
      const node = doc.getIn(['services', name, 'restart'], true) as { range?: [number, number, number] } | undefined;
      issues.push({ ...lineColumn(src, node?.range?.[0] ?? 0), path: `services.${name}.restart`, rule: 'enum', params: { values: 'no, always, on-failure, on-failure:N, unless-stopped' } });
    }
  }
  issues.sort((a, b) => a.line - b.line || a.column - b.column);
  const unknown = new Set(issues.filter((i) => i.rule === 'unknownKey').map((i) => i.path));
  const netName = (key: string): string => (isObj(topNetworks[key]) && typeof topNetworks[key].name === 'string' ? topNetworks[key].name : key);
  const volName = (key: string): string => (isObj(topVolumes[key]) && typeof topVolumes[key].name === 'string' ? topVolumes[key].name : key);
  const containerOf = (service: string): string => {
    const s = services[service];
    return isObj(s) && typeof s.container_name === 'string' ? s.container_name : service;
  };

  // Services on no network and in no network mode share the project's default network, as in compose.
  const onDefault = names.filter((n) => {
    const s = services[n] as Obj;
    return s.network_mode === undefined && (s.networks === undefined || (Array.isArray(s.networks) ? s.networks.includes('default') : isObj(s.networks) && 'default' in s.networks));
  });
  const defaultNetwork = onDefault.length > 1 ? `${project}_default` : null;

  const lines: string[] = [];
  const usedNetworks = new Set<string>();
  for (const name of names) {
    const s = services[name] as Obj;
    if (s.network_mode === undefined) {
      const nets = Array.isArray(s.networks) ? s.networks.map(str) : isObj(s.networks) ? Object.keys(s.networks) : [];
      for (const n of nets) if (n !== 'default') usedNetworks.add(n);
    }
  }
  for (const key of Object.keys(topNetworks)) {
    const spec = topNetworks[key];
    if (!usedNetworks.has(key)) continue;
    if (isObj(spec) && spec.external === true) {
      skipped.push({ service: '', key: `networks.${key}`, reason: 'external' });
      continue;
    }
    const args = ['docker', 'network', 'create'];
    if (isObj(spec)) {
      if (typeof spec.driver === 'string') args.push('--driver', shellQuote(spec.driver));
      if (isObj(spec.driver_opts)) for (const [k, v] of Object.entries(spec.driver_opts)) args.push('--opt', shellQuote(`${k}=${str(v)}`));
      if (spec.internal === true) args.push('--internal');
      if (spec.attachable === true) args.push('--attachable');
      if (spec.enable_ipv6 === true) args.push('--ipv6');
      for (const [k, v] of labelsOf(spec.labels)) args.push('--label', shellQuote(v === null ? k : `${k}=${v}`));
      const ipam = isObj(spec.ipam) && Array.isArray(spec.ipam.config) ? spec.ipam.config.filter(isObj) : [];
      for (const c of ipam) {
        if (typeof c.subnet === 'string') args.push('--subnet', shellQuote(c.subnet));
        if (typeof c.gateway === 'string') args.push('--gateway', shellQuote(c.gateway));
        if (typeof c.ip_range === 'string') args.push('--ip-range', shellQuote(c.ip_range));
      }
    }
    args.push(shellQuote(netName(key)));
    lines.push(args.join(' '));
  }
  for (const n of usedNetworks) if (!(n in topNetworks)) lines.push(`docker network create ${shellQuote(n)}`);
  if (defaultNetwork) lines.push(`docker network create ${shellQuote(defaultNetwork)}`);
  for (const key of Object.keys(topVolumes)) {
    const spec = topVolumes[key];
    if (!isObj(spec)) continue;
    if (spec.external === true) {
      skipped.push({ service: '', key: `volumes.${key}`, reason: 'external' });
      continue;
    }
    const labels = labelsOf(spec.labels);
    if (typeof spec.driver !== 'string' && !isObj(spec.driver_opts) && labels.length === 0) continue;
    const args = ['docker', 'volume', 'create'];
    if (typeof spec.driver === 'string') args.push('--driver', shellQuote(spec.driver));
    if (isObj(spec.driver_opts)) for (const [k, v] of Object.entries(spec.driver_opts)) args.push('--opt', shellQuote(`${k}=${str(v)}`));
    for (const [k, v] of labels) args.push('--label', shellQuote(v === null ? k : `${k}=${v}`));
    args.push(shellQuote(volName(key)));
    lines.push(args.join(' '));
  }

  const builds: string[] = [];
  const runs: string[] = [];
  const after: string[] = [];
  for (const name of startOrder(names, services)) {
    const s = services[name] as Obj;
    const skip = (key: string, reason: string) => skipped.push({ service: name, key, reason });
    const opts: string[] = [];
    const add = (flag: string, v?: unknown) => opts.push(v === undefined ? flag : `${flag} ${shellQuote(str(v))}`);
    add('--detach');
    add('--name', containerOf(name));
    let image = typeof s.image === 'string' ? s.image : undefined;
    if (s.build !== undefined) {
      const build = isObj(s.build) ? s.build : { context: s.build };
      image ??= `${project}-${name}`;
      const args = ['docker', 'build', '--tag', shellQuote(image)];
      if (typeof build.dockerfile === 'string') args.push('--file', shellQuote(build.dockerfile));
      if (typeof build.target === 'string') args.push('--target', shellQuote(build.target));
      for (const [k, v] of labelsOf(build.args)) args.push('--build-arg', shellQuote(v === null ? k : `${k}=${v}`));
      args.push(shellQuote(str(build.context) || '.'));
      builds.push(args.join(' '));
      skip('build', 'build');
    }
    for (const [key, v] of Object.entries(s)) {
      if (v === null || v === undefined || HANDLED.has(key) || key.startsWith('x-')) continue;
      if (unknown.has(`services.${name}.${key}`)) skip(key, 'unknown');
      else if (SKIPPED[key]) skip(key, SKIPPED[key]!);
      else if (VALUE_OPTIONS[key]) add(VALUE_OPTIONS[key]!, v);
      else if (LIST_OPTIONS[key]) {
        const items = Array.isArray(v) ? v : [v];
        for (const item of items) add(LIST_OPTIONS[key]!, isObj(item) ? item.path : item);
      } else if (MAP_OPTIONS[key]) for (const [k, val] of labelsOf(v)) add(MAP_OPTIONS[key]!, val === null ? k : `${k}=${val}`);
      else if (SWITCH_OPTIONS[key]) {
        if (v === true) add(SWITCH_OPTIONS[key]!);
      } else skip(key, 'noOption');
    }
    // Environment: KEY=value, or KEY alone to take it from the shell.
    for (const [k, v] of labelsOf(s.environment)) add('--env', v === null ? k : `${k}=${v}`);
    for (const p of Array.isArray(s.ports) ? s.ports : []) {
      if (isObj(p)) {
        const target = str(p.target);
        const published = str(p.published);
        const host = str(p.host_ip);
        const proto = typeof p.protocol === 'string' && p.protocol !== 'tcp' ? `/${p.protocol}` : '';
        add('--publish', `${host ? `${host}:` : ''}${published ? `${published}:` : host ? ':' : ''}${target}${proto}`);
      } else add('--publish', p);
    }
    for (const v of Array.isArray(s.volumes) ? s.volumes : []) {
      if (!isObj(v)) {
        const text = str(v);
        const colon = text.indexOf(':', /^[A-Za-z]:[\\/]/.test(text) ? 2 : 0);
        const source = colon > 0 ? text.slice(0, colon) : '';
        add('--volume', source && /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(source) ? volName(source) + text.slice(colon) : bindPath(text));
        continue;
      }
      const parts = [`type=${str(v.type) || 'volume'}`];
      if (v.source !== undefined) parts.push(`source=${v.type === 'volume' ? volName(str(v.source)) : bindPath(str(v.source))}`);
      parts.push(`target=${str(v.target)}`);
      if (v.read_only === true) parts.push('readonly');
      if (isObj(v.bind) && typeof v.bind.propagation === 'string') parts.push(`bind-propagation=${v.bind.propagation}`);
      if (isObj(v.volume) && v.volume.nocopy === true) parts.push('volume-nocopy');
      if (isObj(v.volume) && typeof v.volume.subpath === 'string') parts.push(`volume-subpath=${v.volume.subpath}`);
      if (isObj(v.tmpfs) && v.tmpfs.size !== undefined) parts.push(`tmpfs-size=${str(v.tmpfs.size)}`);
      if (isObj(v.tmpfs) && typeof v.tmpfs.mode === 'number') parts.push(`tmpfs-mode=${v.tmpfs.mode.toString(8)}`);
      add('--mount', parts.join(','));
    }
    // Networks: the first on the command, the others joined after it starts.
    if (typeof s.network_mode === 'string') {
      const mode = s.network_mode.startsWith('service:') ? `container:${containerOf(s.network_mode.slice(8))}` : s.network_mode;
      add('--network', mode);
    } else {
      const nets: [string, Obj | null][] = Array.isArray(s.networks)
        ? s.networks.map((n) => [str(n), null])
        : isObj(s.networks)
          ? Object.entries(s.networks).map(([k, v]) => [k, isObj(v) ? v : null])
          : [];
      const actual = nets.map(([k, spec]): [string, Obj | null] => [k === 'default' || nets.length === 0 ? (defaultNetwork ?? k) : netName(k), spec]);
      if (actual.length === 0 && defaultNetwork) actual.push([defaultNetwork, null]);
      actual.forEach(([net, spec], k) => {
        const aliases = [...(defaultNetwork && net === defaultNetwork ? [name] : []), ...(spec && Array.isArray(spec.aliases) ? spec.aliases.map(str) : [])];
        if (k === 0) {
          add('--network', net);
          for (const a of aliases) if (a !== containerOf(name)) add('--network-alias', a);
          if (spec && typeof spec.ipv4_address === 'string') add('--ip', spec.ipv4_address);
          if (spec && typeof spec.ipv6_address === 'string') add('--ip6', spec.ipv6_address);
        } else {
          const args = ['docker', 'network', 'connect'];
          for (const a of aliases) args.push('--alias', shellQuote(a));
          if (spec && typeof spec.ipv4_address === 'string') args.push('--ip', shellQuote(spec.ipv4_address));
          after.push([...args, shellQuote(net), shellQuote(containerOf(name))].join(' '));
        }
      });
    }
    for (const h of Array.isArray(s.extra_hosts) ? s.extra_hosts.map(str) : labelsOf(s.extra_hosts).map(([k, v]) => `${k}=${str(v)}`)) add('--add-host', h);
    for (const l of Array.isArray(s.links) ? s.links.map(str) : []) add('--link', l.includes(':') ? l : `${containerOf(l)}:${l}`);
    for (const f of Array.isArray(s.volumes_from) ? s.volumes_from.map(str) : []) {
      add('--volumes-from', f.startsWith('container:') ? f.slice(10) : containerOf(f.split(':')[0]!) + (f.includes(':') ? f.slice(f.indexOf(':')) : ''));
    }
    for (const d of Array.isArray(s.devices) ? s.devices : []) add('--device', isObj(d) ? `${str(d.source)}${d.target ? `:${str(d.target)}` : ''}${d.permissions ? `:${str(d.permissions)}` : ''}` : d);
    if (isObj(s.ulimits)) {
      for (const [k, v] of Object.entries(s.ulimits)) add('--ulimit', isObj(v) ? `${k}=${str(v.soft)}:${str(v.hard)}` : `${k}=${str(v)}`);
    }
    if (typeof s.pull_policy === 'string') {
      if (['always', 'missing', 'never'].includes(s.pull_policy)) add('--pull', s.pull_policy);
      else if (s.pull_policy === 'if_not_present') add('--pull', 'missing');
      else skip('pull_policy', 'pullPolicy');
    }
    if (s.stop_grace_period !== undefined) {
      const seconds = durationSeconds(str(s.stop_grace_period));
      if (seconds === undefined) skip('stop_grace_period', 'noOption');
      else add('--stop-timeout', seconds);
    }
    if (s.gpus === 'all') add('--gpus', 'all');
    else if (s.gpus !== undefined) skip('gpus', 'noOption');
    healthcheck(s.healthcheck, add, skip);
    if (isObj(s.logging)) {
      if (typeof s.logging.driver === 'string') add('--log-driver', s.logging.driver);
      for (const [k, v] of labelsOf(s.logging.options)) add('--log-opt', `${k}=${str(v)}`);
    }
    deploy(s.deploy, add, skip);
    // Entrypoint: its first word is --entrypoint; the rest go before the command's words.
    const entry = wordsOf(s.entrypoint);
    if (entry === undefined || wordsOf(s.command) === undefined) return toolError('unclosedCommand', { service: name });
    if (entry.length) add('--entrypoint', entry[0]);
    if (!image) {
      skip('image', 'noImage');
      continue;
    }
    const words = [...entry.slice(1), ...(wordsOf(s.command) ?? [])].map((w) => shellQuote(w));
    runs.push(['docker run', ...opts, [shellQuote(image), ...words].join(' ')].join(WRAP));
  }
  const text = [...builds, ...lines, ...runs, ...after].join('\n\n') + '\n';
  return { text, services: names.length, issues, skipped, defaultNetwork };
}

/** Services with the ones they depend on first (compose's start order); the file's order otherwise. */
function startOrder(names: readonly string[], services: Obj): string[] {
  const out: string[] = [];
  const done = new Set<string>();
  const known = new Set(names);
  const visiting = new Set<string>();
  const visit = (n: string) => {
    if (done.has(n) || visiting.has(n) || !known.has(n)) return;
    visiting.add(n);
    const s = services[n] as Obj;
    const deps = Array.isArray(s.depends_on) ? s.depends_on.map(str) : isObj(s.depends_on) ? Object.keys(s.depends_on) : [];
    // A service whose network or volumes come from another starts after it, as in compose.
    if (typeof s.network_mode === 'string' && s.network_mode.startsWith('service:')) deps.push(s.network_mode.slice(8));
    for (const f of Array.isArray(s.volumes_from) ? s.volumes_from.map(str) : []) if (!f.startsWith('container:')) deps.push(f.split(':')[0]!);
    for (const l of Array.isArray(s.links) ? s.links.map(str) : []) deps.push(l.split(':')[0]!);
    for (const d of deps) visit(d);
    out.push(n);
    done.add(n);
  };
  for (const n of names) visit(n);
  return out;
}

/** A mapping or a KEY=value list as pairs (a KEY alone, or a null value, is null). */
function labelsOf(v: unknown): [string, string | null][] {
  if (Array.isArray(v)) {
    return v.map(str).map((item) => {
      const eq = item.indexOf('=');
      return eq < 0 ? [item, null] : [item.slice(0, eq), item.slice(eq + 1)];
    });
  }
  if (isObj(v)) return Object.entries(v).map(([k, val]) => [k, val === null ? null : str(val)]);
  return [];
}

/** A program's words: a list as it is, a string split as compose splits it; undefined for an unclosed quote. */
function wordsOf(v: unknown): string[] | undefined {
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) return v.map(str);
  return composeWords(str(v));
}

/**
 * A relative bind path (./data) is relative to the compose file: written from the current folder; ~ is
 * the home folder, which Compose expands and a quoted shell word would not.
 */
function bindPath(path: string): string {
  return path.replace(/^\.(?=\/|:|$)/, '$$PWD').replace(/^~(?=\/|:|$)/, '$$HOME');
}

const UNITS: Readonly<Record<string, number>> = { h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001, ns: 0.000000001 };

/** A compose duration (1m30s, 10s, 90) in whole seconds. */
export function durationSeconds(text: string): number | undefined {
  if (/^\d+$/.test(text)) return Number(text);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|ms|us|ns|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return undefined;
  return Math.round(parts.reduce((sum, p) => sum + Number(p[1]) * UNITS[p[2]!]!, 0));
}

function healthcheck(h: unknown, add: (flag: string, v?: unknown) => void, skip: (key: string, reason: string) => void): void {
  if (!isObj(h)) return;
  if (h.disable === true) {
    add('--no-healthcheck');
    return;
  }
  const test = Array.isArray(h.test) ? h.test.map(str) : typeof h.test === 'string' ? ['CMD-SHELL', h.test] : [];
  if (test[0] === 'NONE') add('--no-healthcheck');
  else if (test[0] === 'CMD-SHELL') add('--health-cmd', test.slice(1).join(' '));
  else if (test[0] === 'CMD') add('--health-cmd', test.slice(1).map((w) => shellQuote(w)).join(' '));
  for (const [key, flag] of [['interval', '--health-interval'], ['timeout', '--health-timeout'], ['start_period', '--health-start-period'], ['start_interval', '--health-start-interval'], ['retries', '--health-retries']] as const) {
    if (h[key] !== undefined) add(flag, h[key]);
  }
  if (test[0] === 'CMD') skip('healthcheck.test', 'healthCmd');
}

function deploy(d: unknown, add: (flag: string, v?: unknown) => void, skip: (key: string, reason: string) => void): void {
  if (!isObj(d)) return;
  for (const [key, v] of Object.entries(d)) {
    if (key === 'resources' && isObj(v)) {
      const limits = isObj(v.limits) ? v.limits : {};
      const reservations = isObj(v.reservations) ? v.reservations : {};
      if (limits.memory !== undefined) add('--memory', limits.memory);
      if (limits.cpus !== undefined) add('--cpus', limits.cpus);
      if (limits.pids !== undefined) add('--pids-limit', limits.pids);
      if (reservations.memory !== undefined) add('--memory-reservation', reservations.memory);
      if (Array.isArray(reservations.devices)) {
        const gpu = reservations.devices.find((x) => isObj(x) && Array.isArray(x.capabilities) && x.capabilities.includes('gpu')) as Obj | undefined;
        if (gpu) add('--gpus', gpu.count === 'all' || gpu.count === undefined ? 'all' : str(gpu.count));
      }
      if (reservations.cpus !== undefined) skip('deploy.resources.reservations.cpus', 'noOption');
    } else if (key === 'restart_policy' && isObj(v)) {
      const condition = str(v.condition) || 'any';
      const policy = condition === 'none' ? 'no' : condition === 'on-failure' ? 'on-failure' : 'always';
      add('--restart', policy === 'on-failure' && v.max_attempts !== undefined ? `on-failure:${str(v.max_attempts)}` : policy);
    } else if (key === 'replicas') skip('deploy.replicas', 'replicas');
    else skip(`deploy.${key}`, 'swarm');
  }
}
