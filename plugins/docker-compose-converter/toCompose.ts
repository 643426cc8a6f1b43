/**
 * `docker run` commands → one compose file (the Compose Specification, as `docker compose config` reads
 * it: `services:`, no obsolete `version:`). Every option of `docker run` (Docker 27) is known; each is
 * written as its compose key, or listed as dropped with why: nothing is left out silently.
 */
import { toolError, type ToolError } from '@sdk/core';
import { splitCommands, type Word } from './shellWords.ts';

/** An option of `docker run` that the file does not hold, and why (`dropped.<reason>` in the locale). */
export interface Dropped {
  readonly line: number;
  readonly option: string;
  readonly reason: string;
}

export interface Note {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface ComposeResult {
  readonly text: string;
  readonly services: number;
  readonly dropped: readonly Dropped[];
  readonly notes: readonly Note[];
}

type Obj = Record<string, unknown>;

/** Options that take a value; the rest are switches. Aliases map to one name. */
const ALIASES: Readonly<Record<string, string>> = {
  '-a': 'attach', '-c': 'cpu-shares', '-d': 'detach', '-e': 'env', '-h': 'hostname', '-i': 'interactive', '-l': 'label',
  '-m': 'memory', '-p': 'publish', '-P': 'publish-all', '-q': 'quiet', '-t': 'tty', '-u': 'user', '-v': 'volume', '-w': 'workdir',
  net: 'network', 'net-alias': 'network-alias', 'dns-opt': 'dns-option',
};
const VALUED = new Set(
  ('add-host annotation attach blkio-weight blkio-weight-device cap-add cap-drop cgroup-parent cgroupns cidfile cpu-count cpu-percent ' +
    'cpu-period cpu-quota cpu-rt-period cpu-rt-runtime cpu-shares cpus cpuset-cpus cpuset-mems detach-keys device device-cgroup-rule ' +
    'device-read-bps device-read-iops device-write-bps device-write-iops dns dns-option dns-search domainname entrypoint env env-file ' +
    'expose gpus group-add health-cmd health-interval health-retries health-start-interval health-start-period health-timeout hostname ' +
    'ip ip6 ipc isolation kernel-memory label label-file link link-local-ip log-driver log-opt mac-address memory memory-reservation ' +
    'memory-swap memory-swappiness mount name network network-alias oom-score-adj pid pids-limit platform publish pull restart runtime ' +
    'security-opt shm-size stop-signal stop-timeout storage-opt sysctl tmpfs ulimit user userns uts volume volume-driver volumes-from workdir ' +
    'io-maxbandwidth io-maxiops').split(' '),
);
const SWITCHES = new Set('detach disable-content-trust help init interactive no-healthcheck oom-kill-disable privileged publish-all quiet read-only rm sig-proxy tty use-api-socket'.split(' '));

/** Options with no compose key, and why. */
const DROPPED: Readonly<Record<string, string>> = {
  detach: 'detach',
  rm: 'rm',
  attach: 'attach',
  'sig-proxy': 'attach',
  'detach-keys': 'attach',
  cidfile: 'cidfile',
  quiet: 'cli',
  'disable-content-trust': 'cli',
  help: 'cli',
  'publish-all': 'publishAll',
  'kernel-memory': 'kernelMemory',
  'volume-driver': 'volumeDriver',
  'cpuset-mems': 'noKey',
  'io-maxbandwidth': 'noKey',
  'io-maxiops': 'noKey',
};

/** Options written as one compose key, value as given (a string), a number, or a list entry. */
const STRING_KEYS: Readonly<Record<string, string>> = {
  hostname: 'hostname', domainname: 'domainname', workdir: 'working_dir', user: 'user', platform: 'platform', runtime: 'runtime',
  'mac-address': 'mac_address', 'cgroup-parent': 'cgroup_parent', pid: 'pid', ipc: 'ipc', userns: 'userns_mode', uts: 'uts',
  'shm-size': 'shm_size', 'stop-signal': 'stop_signal', isolation: 'isolation', cgroupns: 'cgroup', 'label-file': 'label_file',
  'memory-reservation': 'mem_reservation', 'memory-swap': 'memswap_limit', 'cpuset-cpus': 'cpuset',
};
const NUMBER_KEYS: Readonly<Record<string, string>> = {
  'cpu-shares': 'cpu_shares', 'pids-limit': 'pids_limit', 'oom-score-adj': 'oom_score_adj', 'memory-swappiness': 'mem_swappiness',
  'cpu-period': 'cpu_period', 'cpu-quota': 'cpu_quota', 'cpu-rt-period': 'cpu_rt_period', 'cpu-rt-runtime': 'cpu_rt_runtime',
  'cpu-count': 'cpu_count', 'cpu-percent': 'cpu_percent',
};
const LIST_KEYS: Readonly<Record<string, string>> = {
  'cap-add': 'cap_add', 'cap-drop': 'cap_drop', device: 'devices', dns: 'dns', 'dns-search': 'dns_search', 'dns-option': 'dns_opt',
  'add-host': 'extra_hosts', 'env-file': 'env_file', expose: 'expose', tmpfs: 'tmpfs', 'security-opt': 'security_opt',
  'group-add': 'group_add', link: 'links', 'volumes-from': 'volumes_from', 'device-cgroup-rule': 'device_cgroup_rules',
};
const MAP_KEYS: Readonly<Record<string, string>> = { label: 'labels', sysctl: 'sysctls', 'storage-opt': 'storage_opt', annotation: 'annotations' };
const SWITCH_KEYS: Readonly<Record<string, string>> = {
  privileged: 'privileged', 'read-only': 'read_only', init: 'init', interactive: 'stdin_open', tty: 'tty',
  'oom-kill-disable': 'oom_kill_disable', 'use-api-socket': 'use_api_socket',
};
const HEALTH: Readonly<Record<string, string>> = {
  'health-interval': 'interval', 'health-timeout': 'timeout', 'health-start-period': 'start_period', 'health-start-interval': 'start_interval',
};
const BLKIO: Readonly<Record<string, string>> = {
  'blkio-weight-device': 'weight_device', 'device-read-bps': 'device_read_bps', 'device-read-iops': 'device_read_iops',
  'device-write-bps': 'device_write_bps', 'device-write-iops': 'device_write_iops',
};

/** Where a service's keys go in the file, in this order (the rest after them, as met). */
const ORDER = [
  'image', 'container_name', 'hostname', 'domainname', 'platform', 'restart', 'entrypoint', 'command', 'working_dir', 'user', 'environment',
  'env_file', 'ports', 'expose', 'volumes', 'tmpfs', 'network_mode', 'networks', 'extra_hosts', 'dns', 'dns_search', 'dns_opt', 'labels',
  'label_file', 'cap_add', 'cap_drop', 'privileged', 'read_only', 'init', 'stdin_open', 'tty', 'devices', 'ulimits', 'mem_limit',
  'mem_reservation', 'memswap_limit', 'cpus', 'cpu_shares', 'cpuset', 'pids_limit', 'deploy', 'healthcheck', 'logging',
];

const isTrue = (v: string) => !/^(false|0)$/i.test(v);

class Fail {
  constructor(readonly error: ToolError) {}
}
const fail = (code: string, params: Record<string, string | number>): never => {
  throw new Fail(toolError(code, params));
};

/** `[ip:][host:]container[/proto]`, ranges and IPv6 hosts in brackets: valid as docker reads it. */
const PORT = /^(?:(?:\[[0-9a-fA-F:.]+\]|\d{1,3}(?:\.\d{1,3}){3}):)?(?:(\d+(?:-\d+)?)?:)?\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/;
const NAMED_VOLUME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const SERVICE_NAME = /[^a-zA-Z0-9._-]+/g;

export interface ComposeOptions {
  readonly resources: 'service' | 'deploy';
}

export async function toCompose(src: string, options: ComposeOptions): Promise<ComposeResult | ToolError> {
  const split = splitCommands(src);
  if ('unclosed' in split) return toolError(split.unclosed === "'" ? 'unclosedSingle' : split.unclosed === '"' ? 'unclosedDouble' : 'unclosedSubstitution', { line: split.line });
  if (split.commands.length === 0) return toolError('emptyRun');
  const services: [string, Obj, number][] = [];
  const used = new Set<string>();
  const volumes = new Map<string, Obj | null>();
  const networks = new Map<string, Obj | null>();
  const dropped: Dropped[] = [];
  const notes: Note[] = [];
  const substitutions = new Set<string>();
  let pwd = false;
  try {
    for (const { words, line } of split.commands) {
      const w = words.map((x) => x.text);
      let k = 0;
      if (w[k] === 'sudo') k++;
      if (!/(^|\/)(docker|podman)(\.exe)?$/i.test(w[k] ?? '')) fail('notDockerRun', { line });
      k++;
      if (w[k] === 'container' || w[k] === 'network' || w[k] === 'volume') {
        const group = w[k]!;
        k++;
        if (group === 'container' && w[k] === 'run') k++;
        else if (group !== 'container' && w[k] === 'create') {
          // docker network create / docker volume create: the last word that is not an option is the name.
          const made = createdObject(words.slice(k + 1), line, dropped);
          if (made) (group === 'network' ? networks : volumes).set(made.name, made.spec);
          continue;
        } else fail('notDockerRun', { line });
      } else if (w[k] === 'run') k++;
      else fail('notDockerRun', { line });
      const parsed = parseRun(words.slice(k), line);
      const service = buildService(parsed, line, options, dropped, volumes, networks, used);
      for (const word of parsed.all) if (word.substitution) {
        if (/^(\$\(pwd\)|`pwd`)/.test(word.text)) pwd = true;
        else substitutions.add(word.text);
      }
      if (parsed.all.some((x) => /^(\$\{PWD\}|\$PWD)(?![\w])/.test(x.text))) pwd = true;
      services.push(service);
    }
  } catch (err) {
    if (err instanceof Fail) return err.error;
    throw err;
  }
  // network_mode: container:<name> of a container the file defines is service:<service>.
  for (const [, svc] of services) {
    const mode = svc.network_mode;
    if (typeof mode === 'string' && mode.startsWith('container:')) {
      const other = services.find(([name, s]) => s.container_name === mode.slice(10) || name === mode.slice(10));
      if (other) svc.network_mode = `service:${other[0]}`;
    }
  }
  if (services.length === 0) return toolError('noRun');
  const file: Obj = { services: Object.fromEntries(services.map(([name, svc]) => [name, ordered(svc)])) };
  if (networks.size) file.networks = Object.fromEntries(networks);
  if (volumes.size) file.volumes = Object.fromEntries(volumes);
  if (volumes.size || networks.size) notes.push({ code: 'projectPrefix', params: { names: [...networks.keys(), ...volumes.keys()].join(', ') } });
  if (pwd) notes.push({ code: 'pwd' });
  if (services.some(([, svc]) => svc.stdin_open === true && svc.tty === true)) notes.push({ code: 'interactive' });
  for (const s of substitutions) notes.push({ code: 'substitution', params: { value: s } });
  const YAML = await import('yaml');
  return { text: writeYaml(YAML, file), services: services.length, dropped, notes };
}

/** The options of `docker network create` or `docker volume create` that a compose file holds. */
function createdObject(words: readonly Word[], line: number, dropped: Dropped[]): { name: string; spec: Obj | null } | undefined {
  let name: string | undefined;
  const spec: Obj = {};
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.compose;
    const m = /^(--?[\w-]+)(?:=(.*))?$/s.exec(word);
    if (!m) {
      name = word;
      continue;
    }
    const flag = m[1]!;
    const switchLike = ['--internal', '--attachable', '--ipv6', '--ingress'].includes(flag);
    const value = m[2] ?? (switchLike ? 'true' : (words[++i]?.compose ?? ''));
    if (flag === '-d' || flag === '--driver') spec.driver = value;
    else if (flag === '-o' || flag === '--opt' || flag === '--label') {
      const [k, v] = keyValue(value);
      ((spec[flag === '--label' ? 'labels' : 'driver_opts'] ??= {}) as Obj)[k] = v;
    }
    else if (flag === '--internal' && isTrue(value)) spec.internal = true;
    else if (flag === '--attachable' && isTrue(value)) spec.attachable = true;
    else if (flag === '--ipv6' && isTrue(value)) spec.enable_ipv6 = true;
    else if (flag === '--subnet' || flag === '--gateway' || flag === '--ip-range') {
      const ipam = ((spec.ipam ??= { config: [{}] }) as { config: Obj[] }).config[0]!;
      ipam[flag === '--subnet' ? 'subnet' : flag === '--gateway' ? 'gateway' : 'ip_range'] = value;
    } else dropped.push({ line, option: flag, reason: 'noKey' });
  }
  return name === undefined ? undefined : { name, spec: Object.keys(spec).length ? spec : null };
}

interface Parsed {
  readonly options: [string, Word | undefined, string][];
  readonly image: Word;
  readonly args: readonly Word[];
  readonly all: readonly Word[];
}

/** The options (canonical name, value, as written), the image and the command after it. */
function parseRun(words: readonly Word[], line: number): Parsed {
  const options: [string, Word | undefined, string][] = [];
  let i = 0;
  const take = (flag: string): Word => {
    const value = words[++i];
    if (value === undefined) fail('missingValue', { option: flag, line });
    return value!;
  };
  for (; i < words.length; i++) {
    const word = words[i]!;
    const t = word.text;
    if (t === '--') {
      i++;
      break;
    }
    if (t.startsWith('--') && t.length > 2) {
      const eq = t.indexOf('=');
      const written = eq < 0 ? t : t.slice(0, eq);
      const name = ALIASES[written.slice(2)] ?? written.slice(2);
      const inline = eq < 0 ? undefined : { text: t.slice(eq + 1), compose: word.compose.slice(word.compose.indexOf('=') + 1), substitution: word.substitution };
      if (VALUED.has(name)) options.push([name, inline ?? take(written), written]);
      else if (SWITCHES.has(name)) options.push([name, inline, written]);
      // Unknown: a value after = is its own; without one, it is taken for a switch.
      else options.push(['?', undefined, t]);
      continue;
    }
    if (t.startsWith('-') && t.length > 1) {
      // Short options, bundled (-it, -dit) and with their value attached (-p80:80).
      for (let j = 1; j < t.length; j++) {
        const short = `-${t[j]}`;
        const name = ALIASES[short];
        if (name === undefined) {
          options.push(['?', undefined, short]);
          continue;
        }
        if (VALUED.has(name)) {
          const rest = t.slice(j + 1);
          const restCompose = word.compose.slice(word.compose.length - rest.length);
          options.push([name, rest ? { text: rest, compose: restCompose, substitution: word.substitution } : take(short), short]);
          break;
        }
        options.push([name, undefined, short]);
      }
      continue;
    }
    break;
  }
  const image = words[i];
  if (image === undefined) fail('missingImage', { line });
  return { options, image: image!, args: words.slice(i + 1), all: words };
}

/** A service name from an image: ghcr.io/org/app:1.2@sha256:… → app. */
export function serviceNameOf(image: string): string {
  const last = image.split('@')[0]!.split('/').at(-1)!.split(':')[0]!;
  return last.replace(SERVICE_NAME, '-').replace(/^[-.]+|[-.]+$/g, '') || 'service';
}

/** key=value (or key alone, which gives ""). */
const keyValue = (text: string): [string, string] => {
  const eq = text.indexOf('=');
  return eq < 0 ? [text, ''] : [text.slice(0, eq), text.slice(eq + 1)];
};

function numberOr(text: string): number | string {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

function buildService(
  parsed: Parsed,
  line: number,
  options: ComposeOptions,
  dropped: Dropped[],
  volumes: Map<string, Obj | null>,
  networks: Map<string, Obj | null>,
  used: Set<string>,
): [string, Obj, number] {
  const svc: Obj = { image: parsed.image.compose };
  const list = (key: string): unknown[] => (svc[key] ??= []) as unknown[];
  const map = (key: string): Obj => (svc[key] ??= {}) as Obj;
  const deep = (...keys: string[]): Obj => {
    let at: Obj = svc;
    for (const key of keys) at = (at[key] ??= {}) as Obj;
    return at;
  };
  let name: string | undefined;
  const netOptions: { aliases: string[]; ip?: string; ip6?: string; linkLocal: string[] } = { aliases: [], linkLocal: [] };
  const joined: string[] = [];
  for (const [option, word, written] of parsed.options) {
    const v = word?.compose ?? '';
    const text = word?.text ?? '';
    if (option === '?') {
      dropped.push({ line, option: written, reason: 'unknown' });
      continue;
    }
    if (DROPPED[option]) {
      dropped.push({ line, option: word ? `${written} ${text}` : written, reason: DROPPED[option]! });
      continue;
    }
    if (SWITCH_KEYS[option]) {
      if (word === undefined || isTrue(text)) svc[SWITCH_KEYS[option]!] = true;
      continue;
    }
    if (STRING_KEYS[option]) svc[STRING_KEYS[option]!] = v;
    else if (NUMBER_KEYS[option]) svc[NUMBER_KEYS[option]!] = numberOr(v);
    else if (LIST_KEYS[option]) list(LIST_KEYS[option]!).push(v);
    else if (MAP_KEYS[option]) {
      const [k, val] = keyValue(v);
      map(MAP_KEYS[option]!)[k] = val;
    } else if (HEALTH[option]) deep('healthcheck')[HEALTH[option]!] = v;
    else if (BLKIO[option]) {
      const [path, rate] = [v.slice(0, v.lastIndexOf(':')), v.slice(v.lastIndexOf(':') + 1)];
      const entry = option === 'blkio-weight-device' ? { path, weight: numberOr(rate) } : { path, rate: numberOr(rate) };
      ((deep('blkio_config')[BLKIO[option]!] ??= []) as unknown[]).push(entry);
    } else
      switch (option) {
        case 'name':
          name = v;
          svc.container_name = v;
          break;
        case 'env': {
          const eq = v.indexOf('=');
          map('environment')[eq < 0 ? v : v.slice(0, eq)] = eq < 0 ? null : v.slice(eq + 1);
          break;
        }
        case 'publish':
          if (!PORT.test(text)) fail('badPort', { value: text, line });
          list('ports').push(v);
          break;
        case 'volume':
          list('volumes').push(volume(v, volumes));
          break;
        case 'mount':
          list('volumes').push(mount(v, volumes, line));
          break;
        case 'network': {
          if (['host', 'none', 'bridge', 'default'].includes(v) || v.startsWith('container:') || v.startsWith('ns:')) {
            svc.network_mode = v === 'default' ? 'bridge' : v;
          } else {
            // --network name,alias=x (the long form) keeps its first part.
            const [net] = v.split(',');
            joined.push(net!);
            if (!networks.has(net!)) networks.set(net!, null);
          }
          break;
        }
        case 'network-alias':
          netOptions.aliases.push(v);
          break;
        case 'ip':
          netOptions.ip = v;
          break;
        case 'ip6':
          netOptions.ip6 = v;
          break;
        case 'link-local-ip':
          netOptions.linkLocal.push(v);
          break;
        case 'restart':
          if (!/^(no|always|unless-stopped|on-failure(:\d+)?)$/.test(text)) fail('badRestart', { value: text, line });
          svc.restart = v;
          break;
        case 'entrypoint':
          svc.entrypoint = [v];
          break;
        case 'ulimit': {
          const [k, val] = keyValue(v);
          const [soft, hard] = val.split(':');
          map('ulimits')[k] = hard === undefined ? numberOr(soft!) : { soft: numberOr(soft!), hard: numberOr(hard) };
          break;
        }
        case 'memory':
          if (options.resources === 'deploy') deep('deploy', 'resources', 'limits').memory = v;
          else svc.mem_limit = v;
          break;
        case 'cpus':
          if (options.resources === 'deploy') deep('deploy', 'resources', 'limits').cpus = numberOr(v);
          else svc.cpus = numberOr(v);
          break;
        case 'blkio-weight':
          deep('blkio_config').weight = numberOr(v);
          break;
        case 'health-cmd':
          deep('healthcheck').test = ['CMD-SHELL', v];
          break;
        case 'health-retries':
          deep('healthcheck').retries = numberOr(v);
          break;
        case 'no-healthcheck':
          if (word === undefined || isTrue(text)) deep('healthcheck').disable = true;
          break;
        case 'log-driver':
          deep('logging').driver = v;
          break;
        case 'log-opt': {
          const [k, val] = keyValue(v);
          deep('logging', 'options')[k] = val;
          break;
        }
        case 'stop-timeout':
          svc.stop_grace_period = /^\d+$/.test(text) ? `${text}s` : v;
          break;
        case 'pull':
          svc.pull_policy = v;
          break;
        case 'gpus':
          if (text === 'all') svc.gpus = 'all';
          else if (/^\d+$/.test(text)) svc.gpus = [{ count: Number(text) }];
          else dropped.push({ line, option: `${written} ${text}`, reason: 'gpus' });
          break;
      }
  }
  if (parsed.args.length) svc.command = parsed.args.map((a) => a.compose);
  // Networks: a list, or a mapping when a network has aliases or addresses.
  if (joined.length) {
    const detailed = netOptions.aliases.length || netOptions.ip || netOptions.ip6 || netOptions.linkLocal.length;
    if (!detailed) svc.networks = joined;
    else {
      const nets: Obj = {};
      joined.forEach((net, k) => {
        const spec: Obj = {};
        if (k === 0) {
          if (netOptions.aliases.length) spec.aliases = netOptions.aliases;
          if (netOptions.ip) spec.ipv4_address = netOptions.ip;
          if (netOptions.ip6) spec.ipv6_address = netOptions.ip6;
          if (netOptions.linkLocal.length) spec.link_local_ips = netOptions.linkLocal;
        }
        nets[net] = Object.keys(spec).length ? spec : null;
      });
      svc.networks = nets;
    }
  } else if (netOptions.aliases.length || netOptions.ip || netOptions.ip6 || netOptions.linkLocal.length) {
    dropped.push({ line, option: netOptions.aliases.length ? '--network-alias' : '--ip', reason: 'userNetwork' });
  }
  let base = (name ?? serviceNameOf(parsed.image.text)).replace(SERVICE_NAME, '-').replace(/^[-.]+/, '') || 'service';
  if (used.has(base)) {
    let k = 2;
    while (used.has(`${base}-${k}`)) k++;
    base = `${base}-${k}`;
  }
  used.add(base);
  return [base, svc, line];
}

/** -v source:target[:options]: a named volume is declared at the top of the file. */
function volume(spec: string, volumes: Map<string, Obj | null>): string {
  // A Windows drive (C:\data:/data) keeps its colon.
  const drive = /^[A-Za-z]:[\\/]/.test(spec) ? 2 : 0;
  const colon = spec.indexOf(':', drive);
  if (colon > 0) {
    const source = spec.slice(0, colon);
    if (NAMED_VOLUME.test(source) && !volumes.has(source)) volumes.set(source, null);
  }
  return spec
    .replace(/^(\$\(pwd\)|`pwd`|\$\{PWD\}|\$PWD)(?=[/:]|$)/, '.')
    .replace(/^\.\/?(?=:)/, '.');
}

/** --mount type=…,source=…,target=…: the long syntax of `volumes`. */
function mount(spec: string, volumes: Map<string, Obj | null>, line: number): Obj {
  const out: Obj = {};
  const bind: Obj = {};
  const vol: Obj = {};
  const tmpfs: Obj = {};
  for (const part of spec.split(',')) {
    const [k, v] = keyValue(part);
    const flag = part.includes('=') ? v : 'true';
    switch (k) {
      case 'type':
        out.type = v;
        break;
      case 'source':
      case 'src':
        out.source = v.replace(/^(\$\(pwd\)|`pwd`|\$\{PWD\}|\$PWD)(?=\/|$)/, '.');
        break;
      case 'target':
      case 'destination':
      case 'dst':
        out.target = v;
        break;
      case 'readonly':
      case 'ro':
        if (isTrue(flag)) out.read_only = true;
        break;
      case 'bind-propagation':
        bind.propagation = v;
        break;
      case 'bind-recursive':
        bind.recursive = v;
        break;
      case 'volume-nocopy':
        if (isTrue(flag)) vol.nocopy = true;
        break;
      case 'volume-subpath':
        vol.subpath = v;
        break;
      case 'tmpfs-size':
        tmpfs.size = numberOr(v);
        break;
      case 'tmpfs-mode':
        tmpfs.mode = /^[0-7]+$/.test(v) ? parseInt(v, 8) : v;
        break;
      case 'consistency':
        out.consistency = v;
        break;
      case 'volume-driver':
      case 'volume-opt':
      case 'volume-label':
        break;
      default:
        fail('badMount', { value: part, line });
    }
  }
  out.type ??= 'volume';
  if (out.target === undefined) fail('badMount', { value: spec, line });
  if (Object.keys(bind).length) out.bind = bind;
  if (Object.keys(vol).length) out.volume = vol;
  if (Object.keys(tmpfs).length) out.tmpfs = tmpfs;
  // volume-driver and volume-opt belong to the volume itself, at the top of the file.
  if (out.type === 'volume' && typeof out.source === 'string') {
    const top: Obj = {};
    for (const part of spec.split(',')) {
      const [k, v] = keyValue(part);
      if (k === 'volume-driver') top.driver = v;
      if (k === 'volume-opt') ((top.driver_opts ??= {}) as Obj)[keyValue(v)[0]] = keyValue(v)[1];
      if (k === 'volume-label') ((top.labels ??= {}) as Obj)[keyValue(v)[0]] = keyValue(v)[1];
    }
    if (!volumes.has(out.source) || Object.keys(top).length) volumes.set(out.source, Object.keys(top).length ? top : null);
  }
  return { type: out.type, ...(out.source !== undefined ? { source: out.source } : {}), target: out.target, ...out };
}

function ordered(svc: Obj): Obj {
  const out: Obj = {};
  for (const key of ORDER) if (key in svc) out[key] = svc[key];
  for (const key of Object.keys(svc)) if (!(key in out)) out[key] = svc[key];
  return out;
}

type Yaml = typeof import('yaml');

/** Keys whose strings are always quoted: ports read as base-60 numbers by YAML 1.1 readers (22:22). */
const QUOTED = new Set(['ports', 'expose']);
/** Lists of a program's words, written on one line in brackets, each quoted: ["node", "server.js"]. */
const WORDS = new Set(['command', 'entrypoint', 'test']);

/** The file as YAML: two-space indent, lists indented, null written as nothing (`pgdata:`). */
export function writeYaml(YAML: Yaml, file: Obj): string {
  const doc = new YAML.Document(file);
  YAML.visit(doc, {
    Pair(_, pair, path) {
      const key = YAML.isScalar(pair.key) ? pair.key.value : undefined;
      if (typeof key === 'string' && QUOTED.has(key) && YAML.isSeq(pair.value) && path.length >= 4) {
        for (const item of pair.value.items) if (YAML.isScalar(item) && typeof item.value === 'string') item.type = 'QUOTE_DOUBLE';
      }
      if (typeof key === 'string' && WORDS.has(key) && YAML.isSeq(pair.value) && path.length >= 4) {
        pair.value.flow = true;
        for (const item of pair.value.items) if (YAML.isScalar(item)) item.type = 'QUOTE_DOUBLE';
      }
    },
  });
  return doc.toString({ lineWidth: 0, minContentWidth: 0, nullStr: '', indentSeq: true, flowCollectionPadding: false });
}
