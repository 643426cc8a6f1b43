import { describe, expect, it } from 'vitest';
import { plainNumbers } from './plainNumbers.ts';

describe('plainNumbers', () => {
  it("finds the newcomer's number written in a formula, and numbers formatted outside the host", () => {
    const source = [
      "export const view = (r: R) => [{ kind: 'formula', label: msg('f'), formula: ['235.215 ÷ ', num(r.x), ' = ', num(r.y)] }];",
      'const a = `${r.x.toFixed(2)} kg`;',
      "const b = { label: 'Over 1,000 items' };",
      'const c = new Intl.NumberFormat(lang).format(r.x);',
    ].join('\n');
    const found = plainNumbers(source);
    expect(found).toHaveLength(4);
    expect(found[0]).toMatch(/^line 1: "235\.215" is written as text/);
    expect(found[1]).toMatch(/^line 2: \.toFixed\(/);
    expect(found[2]).toMatch(/^line 3: "1,000"/);
    expect(found[3]).toMatch(/^line 4: new Intl\.NumberFormat\(/);
  });

  it('leaves symbols, small whole numbers, comments, markup and numbers marked for programs alone', () => {
    const source = [
      '/** "70 kg ÷ (1.75 m)² = 22.9" */',
      "const f = ['703 × ', num(w), ' ÷ (', num(h), ')²'];",
      "const names = ['SHA-256', 'UTF-8', 'Base64', 'ISO-8859-1', '#000000', 'RFC 9562, 2024', 'a{2,5}', '$[0,2]'];",
      'const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" viewBox="0 0 1200 800"></svg>`;',
      '// for programs: decimal degrees as maps read them',
      'const decimal = `${lat.toFixed(6)}, ${lon.toFixed(6)}`;',
      "const t = msg('pixels', { value: num(1920) }); // 1920 px",
    ].join('\n');
    expect(plainNumbers(source)).toEqual([]);
  });
});
