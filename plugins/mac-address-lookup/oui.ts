/**
 * The IEEE registry, loaded a module at a time (data/*.ts, generated from oui-data) and kept once
 * parsed. A MAC address's vendor is its longest registered prefix: MA-S (36 bits), MA-M (28), MA-L (24).
 */
import { SHARD_STARTS } from './data/info.ts';
import { LOADERS } from './data/load.ts';

export interface Assignment {
  /** The prefix as registered: 6, 7 or 9 hex digits. */
  readonly prefix: string;
  readonly vendor: string;
  /** ISO 3166 code of the organisation's country, or '' when the registry gives none. */
  readonly country: string;
}

const parsed = new Map<number, Map<string, Assignment>>();

async function shard(index: number): Promise<Map<string, Assignment>> {
  let map = parsed.get(index);
  if (map) return map;
  const text = (await LOADERS[index]!()).default;
  map = new Map();
  for (const line of text.split('\n')) {
    const [prefix, vendor, country] = line.split('\t');
    map.set(prefix!, { prefix: prefix!, vendor: vendor!, country: country ?? '' });
  }
  parsed.set(index, map);
  return map;
}

/** The module holding the prefixes of an address (hex digits, upper case, at least 4). */
export function shardOf(hex: string): number {
  const key = hex.slice(0, 4);
  let i = 0;
  while (i + 1 < SHARD_STARTS.length && SHARD_STARTS[i + 1]! <= key) i++;
  return i;
}

/** The longest registered prefix of `hex` (upper-case hex digits, at least 6), or null. */
export async function lookup(hex: string): Promise<Assignment | null> {
  const map = await shard(shardOf(hex));
  for (const len of [9, 7, 6]) if (hex.length >= len) {
    const found = map.get(hex.slice(0, len));
    if (found) return found;
  }
  return null;
}

/** Every assignment (all modules): for finding a vendor by name. */
export async function everything(): Promise<Assignment[]> {
  const maps = await Promise.all(LOADERS.map((_, i) => shard(i)));
  return maps.flatMap((m) => [...m.values()]);
}
