import { defineTool, readBase64, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const SOURCES = ['image', 'text'] as const;
export const SHAPES = ['square', 'rounded', 'circle'] as const;
const COLOR = '^#[0-9a-fA-F]{6}$';

/*
 * logo.png: a 2 × 2 PNG in one blue (#1d4ed8), written with pngjs (`new PNG({ width: 2, height: 2 })`, every
 * pixel [29, 78, 216, 255], `PNG.sync.write(png, { colorType: 6 })`); a flat colour keeps the example's ZIP
 * small. damaged.png: its first 30 bytes only (the signature and a cut header).
 */
const LOGO_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAE0lEQVR4AWOU9bvxnwEImBigAAAhnQJGlKHpEAAAAABJRU5ErkJggg==';
const b = (base64: string): Uint8Array => (readBase64(base64) as { bytes: Uint8Array }).bytes;

/**
 * Favicons from an image (tab Image) or a letter or emoji on a coloured tile (tab Text). Not in a worker:
 * an SVG is drawn by the page's own <img>, which a worker does not have; the icons are small and quick.
 */
export const manifest = defineTool({
  related: ['image-converter', 'image-to-base64', 'svg-optimizer', 'placeholder-image-generator', 'color-picker', 'qr-code-generator'],
  fields: {
    image: { kind: 'file', read: 'bytes', accept: 'image/png,image/jpeg,image/webp,image/avif,image/gif,image/svg+xml,image/bmp,.svg,.png,.jpg,.jpeg,.webp,.avif,.gif,.bmp', tabs: ['image'] },
    text: { kind: 'line', default: 'A', maxLength: 32, tabs: ['text'] },
  },
  options: {
    source: { type: 'string', enum: SOURCES, default: 'image' },
    shape: { type: 'string', enum: SHAPES, default: 'rounded' },
    textColor: { type: 'string', pattern: COLOR, default: '#ffffff' },
    background: { type: 'string', pattern: COLOR, default: '#1d4ed8' },
    appName: { type: 'string', maxLength: 45, default: '' },
  },
  ui: { source: 'tabs', shape: 'segmented', textColor: 'color', background: 'color', appName: 'text' },
  optionTabs: { shape: ['text'], textColor: ['text'] },
  examples: [
    { name: 'logo', input: { image: { name: 'logo.png', type: 'image/png', base64: LOGO_PNG } }, options: { source: 'image', background: '#ffffff', appName: 'My app' }, output: { zip: b('UEsDBBQAAAAIAAAAIQCBBmyN9AAAAHgBAAALAAAAZmF2aWNvbi5pY29jYGBkYGYQEADRCgzBDAwMZkCsoADhZwDZnUBsYADhtwPZH0FiAX7uvFxSXEAmr6eHSxCQBprAIMDBBiTlP/9PBFJSni6OIRVxyRO+7v44X8gm68AKRgUguQFo1IE9TvKLj/luAKpi8HT1c1nnlNCExUigIxgUwEYWV1V9AVL6ECPfnlNkZGDgYDboCuj8s6VRwlz48+p5e1UYUUBjxQPGEiOODsfW5+oE7AG6iMEAbE8400+QF/2g9pw35GVQEGAw7Eng/LuDUXK6v1WIw3W7775qAcIrOK+wZDGZNs5y8F2Aj5tb84CZfW2wLpt37ltkZwAAUEsDBBQAAAAIAAAAIQC5t2k2TgAAAFMAAAARAAAAZmF2aWNvbi0xNngxNi5wbmfrDPBz5+WS4mJgYOD19HAJAtICIMzBBiTlP/9PBFJSni6OIRVxyRO+7v44X8gm68AKRgUgucGAgeHAHif5xcd8NwBVMXi6+rmsc0poAgBQSwMEFAAAAAgAAAAhAP5WFutYAAAAaAAAABEAAABmYXZpY29uLTMyeDMyLnBuZ+sM8HPn5ZLiYmBg4PX0cAkC0gogzMEGJIurqr4AKX1PF8eQiri35xQZGRg4mA26Ajr/bGmUMBf+vHreXhVGFNBY8YCxxIijw7H1uTpQK4Onq5/LOqeEJgBQSwMEFAAAAAgAAAAhAHm75vVpAAAAhwAAABEAAABmYXZpY29uLTQ4eDQ4LnBuZ+sM8HPn5ZLiYmBg4PX0cAkC0gYgzMEGJMOZfrYDKT9PF8eQiri35w15GRQEGAx7Ejj/7mCUnO5vFeJw3e67r1qA8ArOKyxZTKaNsxx8F+Dj5tY8YGZfG6zL5p37Fmgyg6ern8s6p4QmAFBLAwQUAAAACAAAACEApkS/yGAAAAAYAgAAFAAAAGFwcGxlLXRvdWNoLWljb24ucG5n6wzwc+flkuJiYGDg9fRwCQLSW0CYgw1I2p5lM2JgYLzv6eIYUhH39pKhIIMCD4NhTwLn3x2ZtX9SO5rn/P7n0HphCYdv1ygxVAmdN74Xr5gay58HxjiDp6ufyzqnhCYAUEsDBBQAAAAIAAAAIQCZqB95XwAAADUCAAAMAAAAaWNvbi0xOTIucG5n6wzwc+flkuJiYGDg9fRwCQLSB0CYgw1IBt3JYWdgYPzj6eIYUhH39rIjI4MCD4Nid8TJP9tuNsnwKxW8+80cyjRBjSFzlBiexLZphsY8hxJW9wCTA4Onq5/LOqeEJgBQSwMEFAAAAAgAAAAhAMc/heltAAAAVQgAAAwAAABpY29uLTUxMi5wbmfrDPBz5+WS4mJgYOD19HAJYmBgAjKZGDjYgNSXiiu/GBg4ZDxdHEMq4t5ec2RkUOBhUOyOOPln280mGX6rgne/mRm2cDAwsHCO4lE8ikfxKB7Fo3jEYN3lWu2VV8XmXwU2Fxg8Xf1c1jklNAEAUEsDBBQAAAAIAAAAIQD6xFZK9gAAACQOAAAVAAAAaWNvbi1tYXNrYWJsZS01MTIucG5n6wzwc+flkuJiYGDg9fRwCWJgYAIymRg42IDUl4orv4Dirz1dHEMq4t5eC/RlDRBhduxJ4Py7o/G/8gL92daT17So/f3FzDDvMQPDgWYZBoaKCcwMDPxFDAwPHPkYGGxOMDI0sFsyMHxQYGdgkHsyqmiYKkq8b79/0peLL4oYDr0TUM2UjeVzuCG7SGXt4tOMHLudpywpLQGqKe+YtKVPj13hDV/gpGsXnzK03FX0umS1S6Zhg7WLZ5T7dGaBsnYNz9ejhowaMmrIqCGjhowaMmrIqCGjhtDLkNEm7chW9Iu9TGnmh8c81+4De38Mnq5+LuucEpoAUEsDBBQAAAAIAAAAIQA0X1m5ugAAAN0BAAAQAAAAc2l0ZS53ZWJtYW5pZmVzdKWQSwrCMBCG954ixK1aKrjQO3gCkTJNYxuaF0kKrdK7m0l9bNpVByaQ+f75Z5jXhhCqQXF6IfQ6ELCW7rDmG+NCMUcEM9rH4i1+CEEDDOodQ2WGeJ+fjwer69QwUfHk2EQj6WP+SRhsGiEU1DzDpkTGSTBvf8qX7CPpY66zV+BbKCVfN+eHbOes8Yl+nT9LxPeebhoarnjBjDQOZdtHiuneJbC2dqbT1YKgEt5KGLDuA+gKpNFxwrh5A1BLAQIUABQAAAAIAAAAIQCBBmyN9AAAAHgBAAALAAAAAAAAAAAAAAAAAAAAAABmYXZpY29uLmljb1BLAQIUABQAAAAIAAAAIQC5t2k2TgAAAFMAAAARAAAAAAAAAAAAAAAAAB0BAABmYXZpY29uLTE2eDE2LnBuZ1BLAQIUABQAAAAIAAAAIQD+VhbrWAAAAGgAAAARAAAAAAAAAAAAAAAAAJoBAABmYXZpY29uLTMyeDMyLnBuZ1BLAQIUABQAAAAIAAAAIQB5u+b1aQAAAIcAAAARAAAAAAAAAAAAAAAAACECAABmYXZpY29uLTQ4eDQ4LnBuZ1BLAQIUABQAAAAIAAAAIQCmRL/IYAAAABgCAAAUAAAAAAAAAAAAAAAAALkCAABhcHBsZS10b3VjaC1pY29uLnBuZ1BLAQIUABQAAAAIAAAAIQCZqB95XwAAADUCAAAMAAAAAAAAAAAAAAAAAEsDAABpY29uLTE5Mi5wbmdQSwECFAAUAAAACAAAACEAxz+F6W0AAABVCAAADAAAAAAAAAAAAAAAAADUAwAAaWNvbi01MTIucG5nUEsBAhQAFAAAAAgAAAAhAPrEVkr2AAAAJA4AABUAAAAAAAAAAAAAAAAAawQAAGljb24tbWFza2FibGUtNTEyLnBuZ1BLAQIUABQAAAAIAAAAIQA0X1m5ugAAAN0BAAAQAAAAAAAAAAAAAAAAAJQFAABzaXRlLndlYm1hbmlmZXN0UEsFBgAAAAAJAAkALQIAAHwGAAAAAA=='), icons: [{ name: "favicon-16x16.png", size: 16, purpose: "favicon" }, { name: "favicon-32x32.png", size: 32, purpose: "favicon" }, { name: "favicon-48x48.png", size: 48, purpose: "favicon" }, { name: "apple-touch-icon.png", size: 180, purpose: "apple" }, { name: "icon-192.png", size: 192, purpose: "any" }, { name: "icon-512.png", size: 512, purpose: "any" }, { name: "icon-maskable-512.png", size: 512, purpose: "maskable" }], svg: false, manifest: "{\n  \"name\": \"My app\",\n  \"short_name\": \"My app\",\n  \"icons\": [\n    {\n      \"src\": \"/icon-192.png\",\n      \"sizes\": \"192x192\",\n      \"type\": \"image/png\"\n    },\n    {\n      \"src\": \"/icon-512.png\",\n      \"sizes\": \"512x512\",\n      \"type\": \"image/png\"\n    },\n    {\n      \"src\": \"/icon-maskable-512.png\",\n      \"sizes\": \"512x512\",\n      \"type\": \"image/png\",\n      \"purpose\": \"maskable\"\n    }\n  ],\n  \"theme_color\": \"#ffffff\",\n  \"background_color\": \"#ffffff\",\n  \"display\": \"standalone\"\n}\n", html: "<link rel=\"icon\" href=\"/favicon.ico\" sizes=\"16x16 32x32 48x48\">\n<link rel=\"icon\" href=\"/favicon-32x32.png\" type=\"image/png\" sizes=\"32x32\">\n<link rel=\"icon\" href=\"/favicon-16x16.png\" type=\"image/png\" sizes=\"16x16\">\n<link rel=\"apple-touch-icon\" href=\"/apple-touch-icon.png\" sizes=\"180x180\">\n<link rel=\"manifest\" href=\"/site.webmanifest\">\n<meta name=\"theme-color\" content=\"#ffffff\">", small: { width: 2, height: 2 } } },
    { name: 'damaged', input: { image: { name: 'damaged.png', type: 'image/png', base64: LOGO_PNG.slice(0, 40) } }, options: { source: 'image' }, output: toolError('imageUnreadable', { field: "image" }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
