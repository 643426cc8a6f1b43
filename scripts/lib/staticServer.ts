/** Starts scripts/serve.ts on a loopback port for scripts that measure the built site; resolves once it answers. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './plugins.ts';

export async function startStaticServer(port: number): Promise<{ base: string; stop: () => void }> {
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/serve.ts', '--port', String(port)], { cwd: ROOT, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${base}/en`);
      return { base, stop: () => child.kill() };
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  child.kill();
  throw new Error(`The static server did not start on port ${port}`);
}
