import { describe, expect, it } from 'vitest';
import { fromHex } from './color.ts';
import { exportCode } from './exportCode.ts';

const base = fromHex('#1E90FF')!;
const data = { base, harmonies: { complementary: ['#1E90FF', '#FF8D1E'], splitComplementary: ['#1E90FF', '#FF1E1F', '#FFFE1E'] }, palette: ['#112233', '#FF000080'] };

describe('export', () => {
  it('writes CSS custom properties', () => {
    expect(exportCode('css', data, 'hex')).toBe(
      [
        ':root {',
        '  --color-base: #1E90FF;',
        '  --color-complementary-1: #1E90FF;',
        '  --color-complementary-2: #FF8D1E;',
        '  --color-split-complementary-1: #1E90FF;',
        '  --color-split-complementary-2: #FF1E1F;',
        '  --color-split-complementary-3: #FFFE1E;',
        '  --color-palette-1: #112233;',
        '  --color-palette-2: #FF000080;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes SCSS variables in the chosen notation', () => {
    expect(exportCode('scss', { base, palette: ['#FF000080'] }, 'rgb')).toBe('$color-base: rgb(30, 144, 255);\n$color-palette-1: rgba(255, 0, 0, 0.5);\n');
    expect(exportCode('scss', { base }, 'hsl')).toBe('$color-base: hsl(210, 100%, 56%);\n');
  });

  it('writes JSON that parses back', () => {
    const json = JSON.parse(exportCode('json', data, 'hex')) as unknown;
    expect(json).toEqual({
      base: '#1E90FF',
      harmonies: { complementary: ['#1E90FF', '#FF8D1E'], splitComplementary: ['#1E90FF', '#FF1E1F', '#FFFE1E'] },
      palette: ['#112233', '#FF000080'],
    });
    expect(JSON.parse(exportCode('json', { base }, 'rgb'))).toEqual({ base: 'rgb(30, 144, 255)' });
  });
});
