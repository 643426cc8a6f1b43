import { describe, expect, it } from 'vitest';
import type { Input, Options } from './manifest.ts';
import { run, type GradeResult } from './run.ts';
import { convert, wordOf } from './scales.ts';

const calc = (grades: string, scale: Options['scale'], more: Partial<Input> = {}) => run({ grades, target: null, remaining: null, ...more } as Input, { scale });
const ok = (grades: string, scale: Options['scale'], more: Partial<Input> = {}) => calc(grades, scale, more) as GradeResult;

describe('weighted average', () => {
  it('gives a GPA from letters and credits (College Board points: A 4.0, A− 3.7, B+ 3.3, C+ 2.3)', () => {
    // (4 × 4 + 3.3 × 3 + 3.7 × 3 + 2.3 × 4) ÷ 14 = 46.2 ÷ 14 = 3.3
    const r = ok('English A 4\nMath B+ 3\nHistory a− 3\nChemistry C+ 4', 'us');
    expect(r.average).toBeCloseTo(3.3, 12);
    expect(r.totalWeight).toBe(14);
    expect(r.lines.map((l) => l.label)).toEqual(['English', 'Math', 'History', 'Chemistry']);
  });

  it('reads names with numbers, decimal commas, factors, percentages and separators', () => {
    const r = ok('Test 2 1,7 x2\nKlausur: 2.3; 3\n\nReferat 3, 1', 'de');
    expect(r.lines).toEqual([
      { line: 1, label: 'Test 2', text: '1,7', grade: 1.7, weight: 2 },
      { line: 2, label: 'Klausur', text: '2.3', grade: 2.3, weight: 3 },
      { line: 4, label: 'Referat', text: '3', grade: 3, weight: 1 },
    ]);
    expect(ok('Homework 92 20 %\nMidterm 78 30%', 'percent').percentWeights).toBe(true);
  });

  it('reads points over a maximum on linear scales', () => {
    expect(ok('Devoir 7,5/10 1', 'fr').lines[0]!.grade).toBe(15);
    expect(ok('Quiz 45/50', 'percent').lines[0]!.grade).toBe(90);
    expect(calc('Devoir 12/10', 'fr')).toMatchObject({ code: 'gradeRange' });
  });

  it('gives the German average cut after its first decimal, as exam regulations count it', () => {
    expect(ok('1,7\n3,0', 'de')).toMatchObject({ average: 2.35, cut: 2.3 });
    expect(ok('2,0\n2,0', 'de').cut).toBe(2);
    expect(ok('12', 'fr').cut).toBeNull();
  });
});

describe('what the remaining work needs', () => {
  it('matches the usual final-grade formula, worked by hand: (80 × 100 − 83.6 × 50) ÷ 50 = 76.4', () => {
    const r = ok('Homework 92 20%\nMidterm 78 30%', 'percent', { target: 80 });
    expect(r.average).toBeCloseTo(83.6, 12);
    expect(r).toMatchObject({ remaining: 50, remainingFrom: 'percent', neededStatus: 'possible' });
    expect(r.needed).toBeCloseTo(76.4, 12);
    expect(r.bestFinal).toBeCloseTo(91.8, 12);
    expect(r.worstFinal).toBeCloseTo(41.8, 12);
  });

  it('works on the German scale, where a lower grade is better', () => {
    // 2.0 so far with weight 2, remaining weight 1, target 1.7: (1.7 × 3 − 4) ÷ 1 = 1.1
    const r = ok('2,0 2', 'de', { target: 1.7, remaining: 1 });
    expect(r.needed).toBeCloseTo(1.1, 12);
    expect(r.neededStatus).toBe('possible');
    expect(ok('3 2', 'de', { target: 1.5, remaining: 1 }).neededStatus).toBe('unreachable');
    expect(ok('1 9', 'de', { target: 1.5, remaining: 1 }).neededStatus).toBe('reached');
  });

  it('says when the target cannot be reached or is reached whatever comes', () => {
    expect(ok('2 50%', 'es', { target: 9 })).toMatchObject({ needed: 16, neededStatus: 'unreachable' });
    expect(ok('10 90%', 'es', { target: 9 }).neededStatus).toBe('reached');
    expect(ok('10 1', 'es', { target: 9 })).toMatchObject({ needed: null, neededStatus: 'noRemaining' });
  });
});

describe('conversion between scales', () => {
  it('follows the modified Bavarian formula into German (KMK: N = 1 + 3 × (Nmax − Nd) ÷ (Nmax − Nmin))', () => {
    // Worked by hand from the KMK formula: GPA 3.3 (Nmax 4, Nmin 1) → 1 + 3 × 0.7 / 3 = 1.7; 14/20 → 1 + 3 × 6 / 10 = 2.8; Spanish 7 → 1 + 3 × 3 / 5 = 2.8.
    expect(convert(3.3, 'us', 'de')).toBeCloseTo(1.7, 12);
    expect(convert(14, 'fr', 'de')).toBeCloseTo(2.8, 12);
    expect(convert(7, 'es', 'de')).toBeCloseTo(2.8, 12);
    expect(convert(1, 'de', 'fr')).toBe(20);
    expect(convert(4, 'de', 'es')).toBe(5);
  });

  it('converts US percentages and GPAs through the letter bands, so that a grade keeps its letter', () => {
    expect(convert(83, 'percent', 'us')).toBeCloseTo(3, 12);
    expect(convert(83.6, 'percent', 'us')).toBeCloseTo(3.045, 12);
    expect(convert(97, 'percent', 'us')).toBe(4);
    expect(convert(3, 'us', 'percent')).toBeCloseTo(83, 12);
    expect(convert(4, 'us', 'percent')).toBe(93);
    expect(convert(0.35, 'us', 'percent')).toBeCloseTo(59.5, 12);
    expect(convert(0, 'us', 'percent')).toBe(0);
    for (const p of [55, 61, 68, 75, 84.5, 91, 95]) expect(wordOf(convert(p, 'percent', 'us'), 'us')).toBe(wordOf(p, 'percent').replace('letter.A+', 'letter.A'));
  });

  it('keeps a failing grade failing, down to the worst grade', () => {
    expect(convert(6, 'de', 'fr')).toBe(0);
    expect(convert(5, 'de', 'es')).toBeCloseTo(2.5, 12);
    expect(convert(30, 'percent', 'fr')).toBeCloseTo(5, 12);
  });

  it('names each grade in its country', () => {
    expect([wordOf(3.3, 'us'), wordOf(3.45, 'us'), wordOf(0.2, 'us')]).toEqual(['letter.B+', 'letter.B+', 'letter.F']);
    expect([wordOf(92.5, 'percent'), wordOf(59.9, 'percent')]).toEqual(['letter.A-', 'letter.F']);
    expect([wordOf(2.5, 'de'), wordOf(2.51, 'de'), wordOf(1, 'de')]).toEqual(['de.2', 'de.3', 'de.1']);
    expect([wordOf(4.99, 'es'), wordOf(8.5, 'es'), wordOf(9, 'es')]).toEqual(['es.suspenso', 'es.notable', 'es.sobresaliente']);
    expect([wordOf(11.9, 'fr'), wordOf(16, 'fr')]).toEqual(['fr.passable', 'fr.tresBien']);
  });
});

describe('bad input', () => {
  it('points to the line and says what is wrong', () => {
    expect(calc('2,0 1\nMathe', 'de')).toEqual({ kind: 'tool-error', code: 'noGrade', params: { field: 'grades', line: 2, text: 'Mathe', low: 1, high: 6, example: 'Mathe 2 30%' } });
    expect(calc('Mathe 7', 'de')).toMatchObject({ code: 'gradeRange', params: { line: 1, text: 'Mathe 7', low: 1, high: 6 } });
    expect(calc('Mathe 7 2', 'de')).toMatchObject({ code: 'gradeRange', params: { line: 1 } });
    expect(calc('Math E 3', 'us')).toMatchObject({ code: 'noGrade' });
    expect(calc('2 -1', 'de')).toMatchObject({ code: 'negativeWeight', params: { line: 1 } });
    expect(calc('101', 'percent')).toMatchObject({ code: 'gradeRange' });
  });

  it('asks for grades, a weight above zero and a target on the scale', () => {
    expect(calc(' \n\n', 'fr')).toEqual({ kind: 'tool-error', code: 'emptyList', params: { field: 'grades' } });
    expect(calc('12 0\n14 0', 'fr')).toMatchObject({ code: 'zeroWeight' });
    expect(calc('2', 'de', { target: 0.5 })).toMatchObject({ code: 'targetRange', params: { field: 'target', low: 1, high: 6 } });
    expect(calc('12 1e308\n14 1e308', 'fr')).toMatchObject({ code: 'noGrade' });
  });
});
