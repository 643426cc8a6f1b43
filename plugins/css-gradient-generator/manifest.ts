import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const DEFAULT_GRADIENT = 'linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%)';

/**
 * The gradient is one field, its CSS text: the panel's type, angle, centre and colour stops edit it,
 * a visitor can paste a gradient there to edit it, and a link or the command line carries it whole.
 * run() checks it and writes the CSS to copy, with its fallbacks.
 */
export const manifest = defineTool({
  related: ['color-picker', 'box-shadow-generator', 'image-color-palette', 'css-minifier-beautifier', 'placeholder-image-generator'],
  fields: {
    gradient: { kind: 'line', default: DEFAULT_GRADIENT },
  },
  options: {
    /** A solid colour first (the gradient's average) and, for a colour space, the same gradient blended in sRGB. */
    fallback: { type: 'boolean', default: true },
  },
  ui: { fallback: 'checkbox' },
  examples: [
    // Two stops without positions sit at 0% and 100%; the average of #ff7e5f and #feb47b is #ff996d (254.5 rounds up).
    {
      name: 'sunset',
      input: { gradient: 'linear-gradient(to right, #ff7e5f, #feb47b)' },
      output: {
        css: 'background: #ff996d;\nbackground: linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%);',
        value: 'linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%)',
        fallback: '#ff996d',
      },
    },
    {
      name: 'colorWheel',
      input: { gradient: 'conic-gradient(in oklch, red, yellow, lime, cyan, blue, magenta, red)' },
      // Even positions: 100 / 6 = 16.67%; the solid fallback is the wheel's average, a middle grey.
      output: {
        css: 'background: #807f80;\nbackground: conic-gradient(from 0deg at 50% 50%, #ff0000 0%, #ffff00 16.67%, #00ff00 33.33%, #00ffff 50%, #0000ff 66.67%, #ff00ff 83.33%, #ff0000 100%);\nbackground: conic-gradient(from 0deg at 50% 50% in oklch, #ff0000 0%, #ffff00 16.67%, #00ff00 33.33%, #00ffff 50%, #0000ff 66.67%, #ff00ff 83.33%, #ff0000 100%);',
        value: 'conic-gradient(from 0deg at 50% 50% in oklch, #ff0000 0%, #ffff00 16.67%, #00ff00 33.33%, #00ffff 50%, #0000ff 66.67%, #ff00ff 83.33%, #ff0000 100%)',
        fallback: '#807f80',
      },
    },
    {
      name: 'spotlight',
      input: { gradient: 'radial-gradient(circle at 30% 30%, white, rgb(255 255 255 / 0) 60%)' },
      options: { fallback: false },
      // White fading out over 60% of the radius: on average 30% opaque white.
      output: {
        css: 'background: radial-gradient(circle at 30% 30%, #ffffff 0%, rgba(255, 255, 255, 0) 60%);',
        value: 'radial-gradient(circle at 30% 30%, #ffffff 0%, rgba(255, 255, 255, 0) 60%)',
        fallback: 'rgba(255, 255, 255, 0.3)',
      },
    },
    // A word that is not a colour is named in the message, at the field.
    {
      name: 'notAColor',
      input: { gradient: 'linear-gradient(45deg, #1e90ff, banana)' },
      output: toolError('color', { field: 'gradient', text: 'banana' }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
