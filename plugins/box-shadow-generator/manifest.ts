import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const DEFAULT_SHADOW = '0 4px 12px 0 rgba(0, 0, 0, 0.25)';
export const FORMATS = ['css', 'tailwind'] as const;

/**
 * The shadow is one field, its CSS `box-shadow` value: the panel's layers and controls edit it, a
 * visitor can paste a shadow there to edit it, and a link or the command line carries it whole. run()
 * checks it and writes the CSS declaration or a Tailwind class. The preview's box and background are
 * the panel's own settings (remembered in this browser), not part of the result.
 */
export const manifest = defineTool({
  related: ['css-gradient-generator', 'color-picker', 'css-minifier-beautifier'],
  fields: {
    shadow: { kind: 'line', default: DEFAULT_SHADOW },
  },
  options: {
    format: { type: 'string', enum: FORMATS, default: 'css' },
  },
  ui: { format: 'segmented' },
  examples: [
    // Blur and spread left out are 0; every length is written out.
    {
      name: 'soft',
      input: { shadow: '0 4px 12px rgba(0, 0, 0, 0.25)' },
      output: { code: 'box-shadow: 0 4px 12px 0 rgba(0, 0, 0, 0.25);', value: '0 4px 12px 0 rgba(0, 0, 0, 0.25)', layers: 1 },
    },
    // Tailwind CSS's shadow-lg (v3.4): two layers, one per line.
    {
      name: 'layered',
      input: { shadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)' },
      output: {
        code: 'box-shadow:\n  0 10px 15px -3px rgba(0, 0, 0, 0.1),\n  0 4px 6px -4px rgba(0, 0, 0, 0.1);',
        value: '0 10px 15px -3px rgba(0, 0, 0, 0.1), 0 4px 6px -4px rgba(0, 0, 0, 0.1)',
        layers: 2,
      },
    },
    {
      name: 'insetTailwind',
      input: { shadow: 'inset 0 2px 4px 0 rgb(0 0 0 / 0.05)' },
      options: { format: 'tailwind' },
      output: { code: 'shadow-[inset_0_2px_4px_0_rgba(0,0,0,0.05)]', value: 'inset 0 2px 4px 0 rgba(0, 0, 0, 0.05)', layers: 1 },
    },
    // Only pixels: a length in em depends on the font, which the preview cannot know.
    {
      name: 'notPixels',
      input: { shadow: '0 4px 12px 2em black' },
      output: toolError('unit', { field: 'shadow', text: '2em', layer: 1 }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
