import { describe, expect, it } from 'vitest';
import type { ValuesBlock, NoteBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { parsePayload } from './payload.ts';
import type { QrReadResult } from './run.ts';
import { view } from './view.ts';

const read = (text: string): QrReadResult => ({ text, ...parsePayload(text), fields: [...parsePayload(text).fields], warnings: [...parsePayload(text).warnings], version: 3 });
const en = writer('qr-code-reader', 'en');
const de = writer('qr-code-reader', 'de');
const fr = writer('qr-code-reader', 'fr');

function rows(result: QrReadResult, w = en): [string, string][] {
  const values = view(result).blocks.find((b): b is ValuesBlock => b.kind === 'values')!;
  return values.items.map((i) => [w(i.label), w(i.value)]);
}

describe('qr-code-reader view', () => {
  it('shows a link as text with its real site, the warnings, and never as a link', () => {
    const result = read('http://bank.example@evil.example/login');
    expect(rows(result)).toEqual([
      ['Type', 'Web address'],
      ['Web address', 'http://bank.example@evil.example/login'],
      ['Site', 'evil.example'],
    ]);
    const shown = view(result);
    expect(shown.blocks.filter((b) => b.kind === 'note').map((b) => en((b as NoteBlock).text))).toEqual([
      'This address is not encrypted (http://): what you send to it can be read on the way.',
      'This address has a user name before the site: the browser would go to the site shown under “Site”, not to the name at the start.',
      'This page never opens links. Copy the address into your browser if you trust it.',
    ]);
    expect(shown.copy).toBe('http://bank.example@evil.example/login');
    expect(JSON.stringify(shown)).not.toContain('href');
  });
  it('translates the Wi-Fi security and hidden flag, masks the password and keeps the network name as it is', () => {
    const result = read('WIFI:T:nopass;S:Gäste;H:true;;');
    expect(rows(result, de)).toEqual([
      ['Art', 'WLAN-Netzwerk'],
      ['Netzwerkname (SSID)', 'Gäste'],
      ['Sicherheit', 'Keine (offenes Netzwerk)'],
      ['Verstecktes Netzwerk', 'Ja'],
    ]);
    const withPassword = view(read('WIFI:T:WPA;S:Home;P:secret12;;')).blocks[0] as ValuesBlock;
    expect(withPassword.items.find((i) => i.value === 'secret12')).toMatchObject({ secret: true, copy: true });
  });
  it('writes event times in the page\'s language', () => {
    const result = read('BEGIN:VEVENT\nSUMMARY:Réunion\nDTSTART;VALUE=DATE:20261203\nDTSTART:20261203T090000\nEND:VEVENT');
    expect(rows(result, fr)).toEqual([
      ['Type', 'Événement d’agenda'],
      ['Événement', 'Réunion'],
      ['Début', '3 décembre 2026'],
      ['Début', '3 décembre 2026, 09:00'],
    ]);
  });
  it('shows plain text in the content block only', () => {
    const shown = view(read('Hello <b>world</b>'));
    expect(rows(read('Hello <b>world</b>'))).toEqual([['Type', 'Text']]);
    expect(shown.blocks.at(-1)).toMatchObject({ kind: 'text', text: 'Hello <b>world</b>', mono: true });
  });
});
