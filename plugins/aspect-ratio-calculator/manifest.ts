import { defineTool, type Fields, type InputFrom, type InputOf, type OptionsOf, type ToolChange } from '@sdk/core';
import { ratioOf, ratioText } from './ratio.ts';

export const MODES = ['ratio', 'height', 'width'] as const;
export type Mode = (typeof MODES)[number];

/** The largest side accepted: ten million (a 10-gigapixel panorama is 150,000 wide). */
export const MAX_SIDE = 10_000_000;

const FIELDS = {
  width: { kind: 'number', tabs: ['ratio', 'height'], min: 0, max: MAX_SIDE, default: 1920 },
  height: { kind: 'number', tabs: ['ratio', 'width'], min: 0, max: MAX_SIDE, default: 1080 },
  ratio: { kind: 'line', tabs: ['height', 'width'], maxLength: 40, default: '16:9' },
} as const satisfies Fields;

/** Leaving "Find the ratio" with a valid size carries its ratio to the other tabs (1280 × 1024 → 5:4). */
function carryRatio({ input, from }: { readonly input: InputFrom<typeof FIELDS>; readonly from: string }): ToolChange<InputFrom<typeof FIELDS>, never> {
  if (from !== 'ratio' || input.width === null || input.height === null) return {};
  const ratio = ratioOf(input.width, input.height);
  return ratio ? { input: { ratio: ratioText(ratio) } } : {};
}

/**
 * Three tabs: the ratio of a width and a height; the height for a ratio and a width; the width for a
 * ratio and a height. The width and height fields are shared, so that a size found on one tab is there
 * on the next.
 */
export const manifest = defineTool({
  related: ['placeholder-image-generator', 'unit-converter', 'percentage-calculator', 'ratio-calculator', 'shape-calculator'],
  fields: FIELDS,
  options: {
    mode: { type: 'string', enum: MODES, default: 'ratio' },
  },
  ui: { mode: 'tabs' },
  onTabChange: carryRatio,
  examples: [
    {
      name: 'fullHd',
      input: { width: 1920, height: 1080 },
      options: { mode: 'ratio' },
      output: { mode: 'ratio', width: 1920, height: 1080, ratio: { w: 16, h: 9 }, gcd: 120, decimal: 1.7777777777777777, common: 'widescreen', nearest: { id: 'widescreen', off: 0 } },
    },
    {
      // 1366 × 768 is 683:384, 0.05 % wider than 16:9.
      name: 'laptop',
      input: { width: 1366, height: 768 },
      options: { mode: 'ratio' },
      output: { mode: 'ratio', width: 1366, height: 768, ratio: { w: 683, h: 384 }, gcd: 2, decimal: 1.7786458333333333, common: null, nearest: { id: 'widescreen', off: 0.05 } },
    },
    {
      name: 'hdHeight',
      input: { width: 1280, ratio: '16:9' },
      options: { mode: 'height' },
      output: { mode: 'height', width: 1280, height: 720, ratio: { w: 16, h: 9 }, decimal: 1.7777777777777777, common: 'widescreen', nearest: { id: 'widescreen', off: 0 }, rounded: 720 },
    },
    {
      // A scope film frame 1000 px high: 2.39 × 1000 = 2390 wide.
      name: 'scopeWidth',
      input: { height: 1000, ratio: '2.39:1' },
      options: { mode: 'width' },
      output: { mode: 'width', width: 2390, height: 1000, ratio: { w: 239, h: 100 }, decimal: 2.39, common: 'cinemaScope', nearest: { id: 'cinemaScope', off: 0 }, rounded: 2390 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
