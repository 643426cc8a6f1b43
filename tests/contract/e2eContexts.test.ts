/**
 * The end-to-end tests share a warm browser tab per worker (tests/e2e/fixtures.ts): between tests it is
 * cleaned of what a page keeps (storage, listeners, routes), but not of what its browser context keeps
 * for its life. A test file that changes that must ask for a context of its own.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Calls that change a browser context (or a page, for good) beyond what cleanTab undoes, and the shared helpers that make them (tests/e2e/signals.ts). */
const LASTING = /\brecordSignals\(|\.clock\.|\baddInitScript\(|\bexposeFunction\(|\bexposeBinding\(|\bcontext\.route\(|\bsetOffline\(|\bgrantPermissions\(|\bclearPermissions\(|\bsetGeolocation\(|\bsetExtraHTTPHeaders\(/;
const ASKS_FOR_ITS_OWN = /isolatedContext:\s*true/;

export function lastingChanges(source: string): string[] {
  return source.split('\n').flatMap((line, i) => (LASTING.test(line) ? [`line ${i + 1}: ${line.trim()}`] : []));
}

const e2eFiles = [
  ...readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts')).map((f) => join('tests/e2e', f)),
  ...readdirSync('plugins', { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? readdirSync(join('plugins', d.name)).filter((f) => f.endsWith('.e2e.ts')).map((f) => join('plugins', d.name, f)) : [])),
];

describe('end-to-end files and the shared browser tab', () => {
  it('finds a fake clock, a permission, an init script and an offline switch', () => {
    const source = ["await page.clock.setFixedTime(new Date(0));", 'await context.grantPermissions(["clipboard-read"]);', 'await page.addInitScript(() => 1);', 'await context.setOffline(true);', "await page.route('**/api', r => r.abort());"].join('\n');
    expect(lastingChanges(source).map((l) => l.split(':')[0])).toEqual(['line 1', 'line 2', 'line 3', 'line 4']);
  });

  it.each(e2eFiles)('%s asks for its own browser context if it changes one for good', (file) => {
    const source = readFileSync(file, 'utf8');
    if (ASKS_FOR_ITS_OWN.test(source)) return;
    expect(lastingChanges(source), `${file} changes its browser context: add test.use({ isolatedContext: true })`).toEqual([]);
  });
});
