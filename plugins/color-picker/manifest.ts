import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { EXPORT_FORMATS } from './exportCode.ts';

export const TABS = ['picker', 'palettes', 'accessibility', 'vision', 'tools'] as const;
/** Notations CSS reads, for exports and the `value` of a result. */
export const EXPORT_NOTATIONS = ['hex', 'rgb', 'hsl'] as const;
export const DEFAULT_COLOR = '#1e90ff';
export const DEFAULT_BACKGROUND = '#ffffff';

/**
 * The current colour (its #rrggbb and its opacity), the background of the contrast check and the
 * colour to mix with are fields: the panel draws them as any CSS notation, the saturation square,
 * sliders and pickers. The open tab, the export's settings and the tools' amounts are options.
 * The history and the visitor's palette are lists kept by the panel in this browser.
 */
export const manifest = defineTool({
  related: ['placeholder-image-generator', 'css-gradient-generator', 'box-shadow-generator', 'qr-code-generator', 'barcode-generator', 'unit-converter'],
  fields: {
    color: { kind: 'color', default: DEFAULT_COLOR },
    /** Percent, to two decimals: every 8-bit alpha (n/255) reads back as itself. */
    opacity: { kind: 'number', min: 0, max: 100, unit: 'percent', default: 100 },
    background: { kind: 'color', default: DEFAULT_BACKGROUND },
    mixWith: { kind: 'color', default: '#ffffff' },
  },
  options: {
    // The panel's open tab (remembered); run() computes every section whatever the tab.
    tab: { type: 'string', enum: TABS, default: 'picker' },
    format: { type: 'string', enum: EXPORT_NOTATIONS, default: 'hex' },
    exportFormat: { type: 'string', enum: EXPORT_FORMATS, default: 'css' },
    exportHarmonies: { type: 'boolean', default: true },
    /** Percentage points of the lighten, darken, saturate and desaturate tools. */
    amount: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
    /** Share of the current colour in the mix, in percent. */
    mixWeight: { type: 'integer', minimum: 0, maximum: 100, default: 50 },
  },
  ui: { tab: 'tabs', format: 'select', exportFormat: 'segmented', exportHarmonies: 'checkbox', amount: 'range', mixWeight: 'range' },
  // The default colour's report is in the prerendered page.
  runWhenEmpty: true,
  examples: [
    // Known values: #FF0000 = rgb(255, 0, 0) = hsl(0, 100%, 50%) = hsv(0, 100%, 100%) = cmyk(0%, 100%, 100%, 0%); red on white is 1.05 / 0.2626 = 3.998:1, shown 4.00.
    {
      name: 'red',
      input: { color: '#ff0000', background: '#ffffff' },
      options: { format: 'hex' },
      output: {
        hex: '#FF0000',
        rgb: 'rgb(255, 0, 0)',
        hsl: 'hsl(0, 100%, 50%)',
        hsv: 'hsv(0, 100%, 100%)',
        cmyk: 'cmyk(0%, 100%, 100%, 0%)',
        value: '#FF0000',
        name: { name: 'red', exact: true },
        harmonies: {
          complementary: ['#FF0000', '#00FFFF'],
          analogous: ['#FF0080', '#FF0000', '#FF8000'],
          triadic: ['#FF0000', '#00FF00', '#0000FF'],
          tetradic: ['#FF0000', '#80FF00', '#00FFFF', '#8000FF'],
          splitComplementary: ['#FF0000', '#00FF80', '#0080FF'],
          monochromatic: ['#850000', '#C20000', '#FF0000', '#FF3D3D', '#FF7A7A'],
        },
        contrast: {
          foreground: '#FF0000',
          background: '#FFFFFF',
          ratio: 4,
          checks: { aaNormal: false, aaLarge: true, aaaNormal: false, aaaLarge: false, uiComponents: true },
          suggestions: { aa: { color: '#EE0000', ratio: 4.53 }, aaa: { color: '#B60000', ratio: 7.03 } },
        },
        simulations: { protanopia: '#6D5F00', deuteranopia: '#A39000', tritanopia: '#FF000F', achromatopsia: '#7F7F7F' },
      },
    },
    // #777777 on white is 4.48:1, just under AA; #767676 (4.54:1) and #595959 (7.00:1) are the well-known nearest passing greys.
    {
      name: 'grayOnWhite',
      input: { color: '#777777', background: '#ffffff' },
      options: { tab: 'accessibility', format: 'hex' },
      output: {
        hex: '#777777',
        rgb: 'rgb(119, 119, 119)',
        hsl: 'hsl(0, 0%, 47%)',
        hsv: 'hsv(0, 0%, 47%)',
        cmyk: 'cmyk(0%, 0%, 0%, 53%)',
        value: '#777777',
        name: { name: 'gray', exact: false },
        harmonies: {
          complementary: ['#777777', '#777777'],
          analogous: ['#777777', '#777777', '#777777'],
          triadic: ['#777777', '#777777', '#777777'],
          tetradic: ['#777777', '#777777', '#777777', '#777777'],
          splitComplementary: ['#777777', '#777777', '#777777'],
          monochromatic: ['#3A3A3A', '#585858', '#777777', '#969696', '#B4B4B4'],
        },
        contrast: {
          foreground: '#777777',
          background: '#FFFFFF',
          ratio: 4.48,
          checks: { aaNormal: false, aaLarge: true, aaaNormal: false, aaaLarge: false, uiComponents: true },
          suggestions: { aa: { color: '#767676', ratio: 4.54 }, aaa: { color: '#595959', ratio: 7 } },
        },
        simulations: { protanopia: '#777777', deuteranopia: '#777777', tritanopia: '#777777', achromatopsia: '#777777' },
      },
    },
    // dodgerblue is #1E90FF (the panel's fields take CSS names too); its complement is #FF8D1E.
    {
      name: 'namedOnBlack',
      input: { color: '#1e90ff', background: '#000000' },
      options: { tab: 'palettes', format: 'rgb' },
      output: {
        hex: '#1E90FF',
        rgb: 'rgb(30, 144, 255)',
        hsl: 'hsl(210, 100%, 56%)',
        hsv: 'hsv(210, 88%, 100%)',
        cmyk: 'cmyk(88%, 44%, 0%, 0%)',
        value: 'rgb(30, 144, 255)',
        name: { name: 'dodgerblue', exact: true },
        harmonies: {
          complementary: ['#1E90FF', '#FF8D1E'],
          analogous: ['#1EFFFD', '#1E90FF', '#1E20FF'],
          triadic: ['#1E90FF', '#FF1E90', '#90FF1E'],
          tetradic: ['#1E90FF', '#FE1EFF', '#FF8D1E', '#1FFF1E'],
          splitComplementary: ['#1E90FF', '#FF1E1F', '#FFFE1E'],
          monochromatic: ['#0052A3', '#0071E0', '#1E90FF', '#5BAEFF', '#98CCFF'],
        },
        contrast: {
          foreground: '#1E90FF',
          background: '#000000',
          ratio: 6.49,
          checks: { aaNormal: true, aaLarge: true, aaaNormal: false, aaaLarge: true, uiComponents: true },
          suggestions: { aa: null, aaa: { color: '#2D98FF', ratio: 7.05 } },
        },
        simulations: { protanopia: '#5599FF', deuteranopia: '#2386FD', tritanopia: '#00ABBB', achromatopsia: '#8F8F8F' },
      },
    },
    // hsl(210 100% 56% / 50%), as the panel's fields read it: the contrast uses the colour as seen on the background.
    {
      name: 'translucent',
      input: { color: '#1f8fff', opacity: 50, background: '#ffffff' },
      options: { format: 'hsl' },
      output: {
        hex: '#1F8FFF80',
        rgb: 'rgba(31, 143, 255, 0.5)',
        hsl: 'hsla(210, 100%, 56%, 0.5)',
        hsv: 'hsva(210, 88%, 100%, 0.5)',
        cmyk: 'cmyk(88%, 44%, 0%, 0%)',
        value: 'hsla(210, 100%, 56%, 0.5)',
        name: { name: 'dodgerblue', exact: false },
        harmonies: {
          complementary: ['#1F8FFF', '#FF8F1F'],
          analogous: ['#1FFFFF', '#1F8FFF', '#1F1FFF'],
          triadic: ['#1F8FFF', '#FF1F8F', '#8FFF1F'],
          tetradic: ['#1F8FFF', '#FF1FFF', '#FF8F1F', '#1FFF1F'],
          splitComplementary: ['#1F8FFF', '#FF1F1F', '#FFFF1F'],
          monochromatic: ['#0052A4', '#0070E1', '#1F8FFF', '#5CAEFF', '#99CCFF'],
        },
        contrast: {
          foreground: '#8FC7FF',
          background: '#FFFFFF',
          ratio: 1.78,
          checks: { aaNormal: false, aaLarge: false, aaaNormal: false, aaaLarge: false, uiComponents: false },
          suggestions: { aa: { color: '#0074E8', ratio: 4.5 }, aaa: { color: '#0057AF', ratio: 7.04 } },
        },
        simulations: { protanopia: '#5399FF', deuteranopia: '#1F85FD', tritanopia: '#00AABA', achromatopsia: '#8E8E8E' },
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
