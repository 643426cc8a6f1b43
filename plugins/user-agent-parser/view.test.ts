import { describe, expect, it } from 'vitest';
import type { NoteBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { run, type UaResult } from './run.ts';
import { hintsBlocks, view } from './view.ts';

const ID = 'user-agent-parser';
const rows = (block: ValuesBlock, lang: 'en' | 'es' | 'de' | 'fr' = 'en') => {
  const w = writer(ID, lang);
  return block.items.map((i) => `${w(i.label)}: ${w(i.value)}`);
};

describe('user-agent-parser view', () => {
  it('writes each part in words, and what the user agent does not say as "Not stated"', () => {
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
    const [values, ...rest] = view(run({ userAgent: ua }) as UaResult).blocks;
    expect(rows(values as ValuesBlock)).toEqual([
      `User agent: ${ua}`,
      'Browser: Firefox 125.0',
      'Engine: Gecko 125.0',
      'Operating system: Windows 10',
      'Device type: Not stated (usually a computer)',
      'Device vendor: Not stated',
      'Device model: Not stated',
      'CPU architecture: amd64',
    ]);
    expect(rest).toEqual([]);
    expect(rows(values as ValuesBlock, 'de')[4]).toBe('Gerätetyp: Nicht angegeben (meist ein Computer)');
  });

  it('names a crawler first and says which device it poses as', () => {
    const v = view(run({ userAgent: 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.118 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }) as UaResult);
    const [values, note] = v.blocks as [ValuesBlock, NoteBlock];
    expect(rows(values, 'fr').slice(1, 3)).toEqual(['Robot d’indexation: Googlebot 2.1', 'Navigateur: Chrome 124.0.6367.118']);
    expect(rows(values).find((r) => r.startsWith('Device type'))).toBe('Device type: Mobile phone');
    expect(writer(ID, 'en')(note.text)).toMatch(/crawler/);
  });

  it('a command-line tool has no device; junk says nothing was recognised', () => {
    const curl = view(run({ userAgent: 'curl/8.4.0' }) as UaResult).blocks[0] as ValuesBlock;
    expect(rows(curl).slice(1, 3)).toEqual(['Command-line tool or library: curl 8.4.0', 'Browser: Not stated']);
    expect(rows(curl).find((r) => r.startsWith('Device type'))).toBe('Device type: Not stated');
    const junk = view(run({ userAgent: 'hello world' }) as UaResult).blocks;
    expect(writer(ID, 'es')((junk[1] as NoteBlock).text)).toMatch(/^Nada de este texto/);
  });

  it('Client Hints: full versions without GREASE brands, Windows 11 from the platform version, or a note when there are none', () => {
    const [values, note] = hintsBlocks({
      brands: [{ brand: 'Chromium', version: '124' }],
      mobile: false,
      platform: 'Windows',
      platformVersion: '15.0.0',
      architecture: 'x86',
      bitness: '64',
      model: '',
      fullVersionList: [
        { brand: 'Chromium', version: '124.0.6367.82' },
        { brand: 'Google Chrome', version: '124.0.6367.82' },
        { brand: 'Not-A.Brand', version: '99.0.0.0' },
      ],
    }) as [ValuesBlock, NoteBlock];
    expect(rows(values)).toEqual([
      'Brands and versions: Chromium 124.0.6367.82, Google Chrome 124.0.6367.82',
      'Platform: Windows 11 (platform version 15.0.0)',
      'Mobile: No',
      'CPU architecture: x86 (64-bit)',
      'Device model: Not stated',
    ]);
    expect(writer(ID, 'en')(note.text)).toMatch(/your own browser only/);
    const win10 = hintsBlocks({ brands: [], mobile: true, platform: 'Windows', platformVersion: '10.0.0' })[0] as ValuesBlock;
    expect(rows(win10)[1]).toBe('Platform: Windows 10 (platform version 10.0.0)');
    const android = hintsBlocks({ brands: [], mobile: true, platform: 'Android', platformVersion: '14.0.0', model: 'Pixel 8' })[0] as ValuesBlock;
    expect(rows(android)).toContain('Platform: Android 14.0.0');
    expect(rows(android)).toContain('Device model: Pixel 8');
    expect(writer(ID, 'en')((hintsBlocks(null)[0] as NoteBlock).text)).toMatch(/^Your browser offers no User-Agent Client Hints/);
  });
});
