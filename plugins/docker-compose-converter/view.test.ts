import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import type { Display } from '@sdk/core';
import { manifest } from './manifest.ts';
import type { Converted } from './run.ts';
import { issueMessage, view } from './view.ts';

const example = (name: string) => manifest.examples.find((e) => e.name === name)!.output as Converted;
const cellsOf = (block: unknown) => (block as { rows: Display[][] }).rows;

describe('view', () => {
  it('docker run → compose: the file, then the options left out with why, and the notes', () => {
    const en = writer('docker-compose-converter', 'en');
    const v = view(example('network'));
    expect(v.blocks.map((b) => b.kind)).toEqual(['text', 'table', 'note', 'note']);
    expect(en((v.blocks[0] as { summary: Display }).summary)).toBe('2 services');
    expect(cellsOf(v.blocks[1]).map((row) => row.map((c) => en(c)))).toEqual([
      ['2', '-d', 'Compose has no key for it: run docker compose up -d to start in the background.'],
      ['3', '-d', 'Compose has no key for it: run docker compose up -d to start in the background.'],
      ['3', '--rm', 'Compose keeps a service’s containers; docker compose down removes them, and docker compose run --rm a one-off container.'],
    ]);
    expect(en((v.blocks[2] as { text: Display }).text)).toContain('(backend becomes <project>_backend)');
    expect(en((v.blocks[3] as { text: Display }).text)).toMatch(/^-it became stdin_open: true and tty: true/);
  });

  it('compose → docker run: the problems at their lines first, in every language', () => {
    const v = view(example('invalid'));
    expect(v.blocks.map((b) => b.kind)).toEqual(['note', 'table', 'text', 'table']);
    const rows = cellsOf(v.blocks[1]);
    expect(rows.map((row) => row.map((c) => writer('docker-compose-converter', 'en')(c)))).toEqual([
      ['6', 'services.web.restart', 'The value must be one of: no, always, on-failure, on-failure:N, unless-stopped.'],
      ['7', 'services.web.volumes', 'The value must be a list (lines starting with -).'],
      ['8', 'services.web.enviroment', '“enviroment” is not a key allowed here: check its spelling and its indentation.'],
    ]);
    expect(writer('docker-compose-converter', 'de')(rows[1]![2]!)).toMatch(/^Der Wert muss/);
    expect(writer('docker-compose-converter', 'fr')(v.blocks[0] && (v.blocks[0] as { text: Display }).text)).toMatch(/^3 problèmes dans le fichier compose\u202F:/);
  });

  it('says several allowed types as one phrase', () => {
    const en = writer('docker-compose-converter', 'en');
    expect(en(issueMessage({ line: 1, column: 1, path: 'a', rule: 'type', params: { expected: 'object,array' } }))).toBe(
      'The value must be a mapping (key: value lines) or a list (lines starting with -).',
    );
    expect(en(issueMessage({ line: 1, column: 1, path: 'a', rule: 'madeUp', params: {} }))).toBe('The value is not valid here.');
  });
});
