/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and says where the time went: self time per function and
 * per package (node_modules/<package>, Node's own modules, our own files, V8's garbage collector and idle
 * time; idle time left out), largest first. Used by `npm run bench:api -- --profile`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

/** Where a function lives: its npm package, a Node internal, a file of ours, or one of V8's pseudo-frames. */
function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /\/(src|plugins|scripts|tests)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

export function summariseProfile(file: string, top = 15): { functions: SelfTime[]; packages: SelfTime[]; totalMs: number } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  let total = 0;
  // Sample i lasted until sample i + 1: its time is the next delta (the last one gets none).
  for (let i = 0; i < profile.samples.length; i++) {
    const us = profile.timeDeltas[i + 1] ?? 0;
    const { callFrame } = byId.get(profile.samples[i]!)!;
    const where = owner(callFrame.url, callFrame.functionName);
    const name = callFrame.url ? `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}` : callFrame.functionName;
    // Idle time is the load generator's, not the server's: left out of the shares.
    if (callFrame.functionName === '(idle)') continue;
    functions.set(name, (functions.get(name) ?? 0) + us);
    packages.set(where, (packages.get(where) ?? 0) + us);
    total += us;
  }
  const ranked = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: us / total }));
  return { functions: ranked(functions), packages: ranked(packages), totalMs: total / 1000 };
}

export function printProfile(file: string, top = 15): void {
  const { functions, packages, totalMs } = summariseProfile(file, top);
  const line = ({ name, ms, share }: SelfTime) => `  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`;
  console.log(`CPU profile ${file} (${(totalMs / 1000).toFixed(1)} s busy), self time by package:`);
  packages.forEach((p) => console.log(line(p)));
  console.log('self time by function:');
  functions.forEach((f) => console.log(line(f)));
}
