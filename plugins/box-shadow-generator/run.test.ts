import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { run } from './run.ts';
import { formatShadow, parseShadow, shadowDeclaration, tailwindClass } from './shadow.ts';

const layers = (text: string) => {
  const l = parseShadow(text);
  if (isToolError(l)) throw new Error(`${text}: ${l.code}`);
  return l;
};
const problem = (text: string) => {
  const l = parseShadow(text);
  return isToolError(l) ? [l.code, l.params?.text, l.params?.layer] : 'ok';
};

describe('box-shadow', () => {
  it('reads layers in any order CSS allows, with their defaults', () => {
    expect(layers('2px 3px')).toEqual([{ inset: false, x: 2, y: 3, blur: 0, spread: 0, color: null }]);
    expect(layers('red 2px 3px 4px inset')).toEqual([{ inset: true, x: 2, y: 3, blur: 4, spread: 0, color: { r: 255, g: 0, b: 0, a: 1 } }]);
    expect(layers('inset -1.5px .5px 0 -2px #0008')).toEqual([{ inset: true, x: -1.5, y: 0.5, blur: 0, spread: -2, color: { r: 0, g: 0, b: 0, a: 0.533 } }]);
    expect(layers('0 0 0 1px currentcolor')[0]!.color).toBeNull();
    expect(layers('box-shadow: none;')).toEqual([]);
    // Commas inside a colour do not split layers.
    expect(layers('0 1px 2px rgba(0, 0, 0, 0.2), 0 2px 4px hsl(0 0% 0% / 20%)')).toHaveLength(2);
  });

  it('writes back exactly what it reads', () => {
    for (const text of ['0 4px 12px 0 rgba(0, 0, 0, 0.25)', 'inset 0 0 0 1px #1e90ff, 0 10px 15px -3px rgba(0, 0, 0, 0.1)', '1.5px -2px 0 0', 'none']) expect(formatShadow(layers(text))).toBe(text);
  });

  it('writes one layer on one line, several one a line, and a Tailwind class', () => {
    expect(shadowDeclaration(layers('0 1px 2px black'))).toBe('box-shadow: 0 1px 2px 0 #000000;');
    expect(shadowDeclaration(layers('0 1px 2px black, inset 0 0 4px white'))).toBe('box-shadow:\n  0 1px 2px 0 #000000,\n  inset 0 0 4px 0 #ffffff;');
    expect(shadowDeclaration([])).toBe('box-shadow: none;');
    expect(tailwindClass(layers('0 1px 2px rgba(0,0,0,.05), 0 0 0 1px #fff'))).toBe('shadow-[0_1px_2px_0_rgba(0,0,0,0.05),0_0_0_1px_#ffffff]');
    expect(tailwindClass([])).toBe('shadow-none');
  });

  it('says what is wrong and in which layer', () => {
    expect(problem('')).toEqual(['empty', undefined, undefined]);
    expect(problem('0 4px 12px 2em black')).toEqual(['unit', '2em', 1]);
    expect(problem('0 1px black, 4 4px black')).toEqual(['unit', '4', 2]);
    expect(problem('0 1px banana')).toEqual(['color', 'banana', 1]);
    expect(problem('0 1px red blue')).toEqual(['syntax', undefined, 1]);
    expect(problem('0 red')).toEqual(['lengths', undefined, 1]);
    expect(problem('1px 2px 3px 4px 5px')).toEqual(['lengths', undefined, 1]);
    expect(problem('0 0 -3px red')).toEqual(['negativeBlur', undefined, 1]);
    expect(problem('0 0 2000px red')).toEqual(['tooLarge', '2000px', 1]);
    expect(problem('0 1px red,')).toEqual(['syntax', undefined, 2]);
    expect(problem(Array(11).fill('0 1px red').join(', '))).toEqual(['manyLayers', undefined, undefined]);
  });

  it('gives the chosen format', () => {
    const out = run({ shadow: '0 4px 12px rgba(0,0,0,.25)' }, { format: 'tailwind' });
    expect(isToolError(out) ? out : out.code).toBe('shadow-[0_4px_12px_0_rgba(0,0,0,0.25)]');
  });
});
