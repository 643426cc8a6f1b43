/**
 * A second e2e server with a deployment's defaults (no private targets), for what a visitor meets
 * there that the main e2e server's intranet setting hides: its visitor is at 127.0.0.1, a loopback
 * address, as someone using the site inside its own network is. Started on a free port for one
 * test file, stopped by it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.ts';


export async function startDeploymentServer(env: Record<string, string> = {}): Promise<{ base: string; close: () => Promise<void> }> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'toolbench-deployment-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/e2eServer.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DIST_DIR: process.env.E2E_DIST ?? 'dist', CONTACT_DB: join(data, 'contact.sqlite'), E2E_DEPLOYMENT_DEFAULTS: '1' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the deployment server did not start');
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the deployment server did not answer in 45 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
