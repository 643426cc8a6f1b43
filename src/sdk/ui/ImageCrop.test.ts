import { describe, expect, it } from 'vitest';
import { cropStep, typedBox } from './ImageCrop.tsx';

const typed = (x: string, y: string, width: string, height: string, aspect = 'free') => ({ x, y, width, height, aspect });

describe('the crop box drawn for what is typed', () => {
  it('reads the fields in the page’s language, empty as the rest of the image', () => {
    expect(typedBox(typed('10', '5', '', ''), 400, 300, 'en')).toEqual({ x: 10, y: 5, width: 390, height: 295 });
    expect(typedBox(typed('0', '0', '1.200', '900'), 4000, 3000, 'de')).toEqual({ x: 0, y: 0, width: 1200, height: 900 });
    expect(typedBox(typed('', '', '', ''), 40, 30, 'fr')).toEqual({ x: 0, y: 0, width: 40, height: 30 });
  });
  it('keeps within the image what is being typed, and takes what is not a number as empty', () => {
    expect(typedBox(typed('500', '-3', '99', 'abc'), 400, 300, 'en')).toEqual({ x: 399, y: 0, width: 1, height: 300 });
  });
  it('fits the ratio as run() does', () => {
    expect(typedBox(typed('0', '0', '', '', '1x1'), 400, 300, 'en')).toEqual({ x: 50, y: 0, width: 300, height: 300 });
  });
  it('steps the keyboard by 1/200 of the longer side, at least 1 px', () => {
    expect([cropStep(40, 30), cropStep(400, 300), cropStep(6000, 4000)]).toEqual([1, 2, 30]);
  });
});
