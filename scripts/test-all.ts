/**
 * `npm test`: every test of the project, stage by stage, and at the end the time each stage took, so that
 * the next slowdown shows where it is. Stops at the first stage that fails (its table still printed).
 * `.ci/run` passes the time `npm ci` took as CI_INSTALL_SECONDS, so the install is in the table too.
 */
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  command: string;
}

const STAGES: Stage[] = [
  // Chromium, ping and redis-server, installed with apt-get where missing (not timed with the tests they serve).
  { name: 'system packages', command: 'bash scripts/ensure-system-tools.sh --with-nginx && bash scripts/ensure-chromium.sh' },
  { name: 'type checks', command: 'npm run --silent typecheck' },
  { name: 'unit, contract, API and CLI', command: 'npm run --silent gen && npx vitest run' },
  { name: 'build', command: 'npm run --silent build' },
  { name: 'size budgets', command: 'npx tsx scripts/size.ts' },
  // nginx in front of two API instances with Redis and PostgreSQL, one killed under load (deploy/README.md): about 25 s.
  { name: 'scale-out (nginx, 2 instances)', command: 'npm run --silent test:scale' },
  { name: 'end-to-end (Chromium)', command: 'npx playwright test' },
];

function runStage(stage: Stage): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', stage.command], { stdio: 'inherit' });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

const rows: { name: string; seconds: number; status: string }[] = [];
const install = Number(process.env.CI_INSTALL_SECONDS);
if (Number.isFinite(install) && install > 0) rows.push({ name: 'install (npm ci)', seconds: install, status: 'ok' });

let failed: string | undefined;
for (const stage of STAGES) {
  console.log(`\n▶ ${stage.name}: ${stage.command}`);
  const started = performance.now();
  const code = await runStage(stage);
  rows.push({ name: stage.name, seconds: (performance.now() - started) / 1000, status: code === 0 ? 'ok' : `FAILED (exit ${code})` });
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}

const total = rows.reduce((sum, r) => sum + r.seconds, 0);
console.log('\nTime per stage');
for (const r of rows) console.log(`  ${r.name.padEnd(30)} ${minutes(r.seconds).padStart(6)}  ${r.status}`);
console.log(`  ${'total'.padEnd(30)} ${minutes(total).padStart(6)}`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
