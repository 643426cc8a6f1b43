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
  related: ['image-converter', 'image-to-base64', 'placeholder-image-generator', 'color-picker', 'qr-code-generator'],
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
    { name: 'logo', input: { image: { name: 'logo.png', type: 'image/png', base64: LOGO_PNG } }, options: { source: 'image', background: '#ffffff', appName: 'My app' }, output: { zip: b('UEsDBBQAAAAIAAAAIQC0HLvESwEAAKkBAAALAAAAZmF2aWNvbi5pY29jYGBkYGYQEADRCgxRDAwMZkCsoADh5wHZE4DYwADCXw1k/wPizgA/d14uKS4gk9fTwyUISANNYBDgYAOS8p//JwIpRU8Xx5CKuOQJX3d/nC90xqEzbcK9QGa3wwkmsg5GDw88Z2U4sMdJPnJzSg5QMYOnq5/LOqeEJiwmA93CoAA2ubiq6guQMoWY/PaCoSADAwezYU8C598djc6s3m3n7nunfK3Rs3t8vayBgZGJhUNAwQHKiCgx4ugQ3ZtiQcA2oE8ZDMC2hTP9bAdSRVDbrmzkPaAgwOIotVD1ur+5wvUNjE6zDljek7874/4t/frHT4//z//OvF3/BZOeQLiAYotAF6tAF+NaASeOo0wcRxvCOBRbkhhbkhy0WwScNjI4GS4QdeJYGMGwUOICl2JLgE5DAE9Gq4CThtgO3xcM7GuDdXXOakcgOxUAUEsDBBQAAAAIAAAAIQDs7lI4VgAAAFoAAAARAAAAZmF2aWNvbi0xNngxNi5wbmfrDPBz5+WS4mJgYOD19HAJAtICIMzBBiTlP/9PBFKKni6OIRVxyRO+7v44X+iMQ2fahHuBzG6HE0xkHYweHnjOynBgj5N85OaUHKBiBk9XP5d1TglNAFBLAwQUAAAACAAAACEAKkd32mQAAABuAAAAEQAAAGZhdmljb24tMzJ4MzIucG5n6wzwc+flkuJiYGDg9fRwCQLSCiDMwQYki6uqvgApU08Xx5CKuLcXDAUZGDiYDXsSOP/uaHRm9W47d9875WuNnt3j62UNDIxMLBwCCg5QRkSJEUeH6N4UC6ABDJ6ufi7rnBKaAFBLAwQUAAAACAAAACEAbmOzB6oAAACrAAAAEQAAAGZhdmljb24tNDh4NDgucG5n6wzwc+flkuJiYGDg9fRwCQLSBiDMwQYkw5l+tgOpIk8Xx5CKuLdXNvIeUBBgcZRaqHrd31zh+gZGp1kHLO/J351x/5Z+/eOnx//nf2ferv+CSU8gXECxRaCLVaCLca2AE8dRJo6jDWEcii1JjC1JDtotAk4bGZwMF4g6cSyMYFgocYFLsSVApyGAJ6NVwElDbIfvCwb2tcG6Ome1I4C2M3i6+rmsc0poAgBQSwMEFAAAAAgAAAAhAOjM+cKnAAAAowMAABQAAABhcHBsZS10b3VjaC1pY29uLnBuZ+sM8HPn5ZLiYmBg4PX0cAkC0ltAmIMNSNqeZTNiYGDO8nRxDKmIe3v1IO8BBQFmR6mFS6/4my8o2Wh1Vvm/8qbj2fXPf/1p1pSMCJZ7JOv1M91hge6VFa1iGY1iGZ/z7q2WVDBZyBmbu3y3DvtCTt8MoUkbZjE6Cc+6cLVs1+kigVkXWtQUOUcVjSoa8YoWt9S98b145UJx+wtg5mPwdPVzWeeU0AQAUEsDBBQAAAAIAAAAIQAu7A61yAAAAOQDAAAMAAAAaWNvbi0xOTIucG5n6wzwc+flkuJiYGDg9fRwCQLSB0CYgw1IBt3JYWdgYF7t6eIYUhH39pqjIIOiAPNB0ybVL4/ZuGQv9wtPWO07K/J3zPz6gL2NK9mmR7/8z6vBwHhZn4E1gIH1g8wHmRX3GBg5HBqyfj9VkwcyGLwzOFebOzAwCSy4VbfzpDuQcUAo6tArXoEGBpYV2+LzPgkCGRtapm2oYmZRYGBc9Xb67BoQQ2eh6ppRo0aNGjUKj1GZjHLTDI15LpywvAHMvQyern4u65wSmgBQSwMEFAAAAAgAAAAhACXmdmhQAQAAOxgAAAwAAABpY29uLTUxMi5wbmft2bFLgkEYx/Hfve/Ly0v4wjs0mDS8Q0EkQVFgW2cY5iISgYuVEFFjQ4NNXu8SLU45hSg0tOlUQ0u6ulgQ0RAhhNAShGhgiHS+91/EM9194e6ez34XqWTcnghNALATm7EtQJNbDZYpl17u+RcIaolYdDu3+/W6ZMN1jEbEm+19mF6hpOlvk1fl21Z/yPTAYh36gr7//dL+uYuMsx5xkeEZEcwKZnqmwY9P+rXR1LgMgdTIvxHVNXf1vptWpXHM5U154azCmDO9Mwj7xZiLy7Xxm/xRwCpUh0W/BBw0y0wecY84jHh6pIrDQqcFecRZceFdh/OqXBiieyjnB62Qg8ZT8UGVA40PluX8gGFbov3Z3FNlgVWGPljxOzVVxCc+8YlPfOITn/jEJz7xiU984hOf+MQnPvGJT3zi/wt+7mb+/PRgpvQuPwWQ2EjGqutZ7w9QSwMEFAAAAAgAAAAhAMpfHjtCAgAAHR4AABUAAABpY29uLW1hc2thYmxlLTUxMi5wbmftmU1rE1EUhs/cTMx0sG3UFKtGHOJXMAtFN8EWnJTUNC7qVIQIYtqNuB1EmxZDnYYqWJTGhQuRSqBLIXXhwjRiUqRYBCMVRTeBqKFGMbGtRYOE6s0Z8Qd0VcpZzbwzzz0f2+fe0LoDjfJ2GQAag13+UwCMvzKQNvDH8sCb3wA7i0G/7/RAuPx+7pbLZxd7nNN7vz2/5zvTc2Lm7Jen6aP7DrSl3n1qFkS7CoJ4UQyndqQPMUkxgEntMjTgZ7u0WYPYrvydTZg08NZ/K4YaN5i9VkrexGSw7L8yMdFhFAKR82ZyQBOWU+x7EiAem/LsxpQAvV5MhWFFsCrVuXPbzNNWw2K2FxvcMD1WeWEmNzixuap0qYI0dCl0HJMqFLA5MB+T1YWJ9GEzyWCj0Wl0Gp1GX9XorSul769+LTZbmvTC6+EP0suxJGz06Knl3M+Sbliu2mplPnF/Zrz3z4ptxOL0Rvq8HT8mPPBMrlrnt7bavHo5q4/MB0JwveVxOPr5StSb/V9HiV47SAQRRBBBBBFEEEEEEUQQQQQRRBBBBBHrgFiSAWWcxtWcIzPVhmquyMXboBVQt7m5RxvtzY+j+VviXu8JA/RxDg7NTFZyaOcGuTYMC4C6b5RDH0ORC6j22rnamwRAqJNDiw/SR9Ac3jdYPASAkEuwJqpv8+j/lJOqMOvh9yR16LbBtNrXCurF+P4EFFsAFWCCK0D30OUI2svZLRqtQWvQGrTGWlyjYOt33V14+CiX4de+EOzs9ic7+mJ/AVBLAwQUAAAACAAAACEANF9ZuboAAADdAQAAEAAAAHNpdGUud2VibWFuaWZlc3SlkEsKwjAQhveeIsStWiq40Dt4ApEyTWMbmhdJCq3Su5tJfWzaVQcmkPn++WeY14YQqkFxeiH0OhCwlu6w5hvjQjFHBDPax+ItfghBAwzqHUNlhnifn48Hq+vUMFHx5NhEI+lj/kkYbBohFNQ8w6ZExkkwb3/Kl+wj6WOus1fgWyglXzfnh2znrPGJfp0/S8T3nm4aGq54wYw0DmXbR4rp3iWwtnam09WCoBLeShiw7gPoCqTRccK4eQNQSwECFAAUAAAACAAAACEAtBy7xEsBAACpAQAACwAAAAAAAAAAAAAAAAAAAAAAZmF2aWNvbi5pY29QSwECFAAUAAAACAAAACEA7O5SOFYAAABaAAAAEQAAAAAAAAAAAAAAAAB0AQAAZmF2aWNvbi0xNngxNi5wbmdQSwECFAAUAAAACAAAACEAKkd32mQAAABuAAAAEQAAAAAAAAAAAAAAAAD5AQAAZmF2aWNvbi0zMngzMi5wbmdQSwECFAAUAAAACAAAACEAbmOzB6oAAACrAAAAEQAAAAAAAAAAAAAAAACMAgAAZmF2aWNvbi00OHg0OC5wbmdQSwECFAAUAAAACAAAACEA6Mz5wqcAAACjAwAAFAAAAAAAAAAAAAAAAABlAwAAYXBwbGUtdG91Y2gtaWNvbi5wbmdQSwECFAAUAAAACAAAACEALuwOtcgAAADkAwAADAAAAAAAAAAAAAAAAAA+BAAAaWNvbi0xOTIucG5nUEsBAhQAFAAAAAgAAAAhACXmdmhQAQAAOxgAAAwAAAAAAAAAAAAAAAAAMAUAAGljb24tNTEyLnBuZ1BLAQIUABQAAAAIAAAAIQDKXx47QgIAAB0eAAAVAAAAAAAAAAAAAAAAAKoGAABpY29uLW1hc2thYmxlLTUxMi5wbmdQSwECFAAUAAAACAAAACEANF9ZuboAAADdAQAAEAAAAAAAAAAAAAAAAAAfCQAAc2l0ZS53ZWJtYW5pZmVzdFBLBQYAAAAACQAJAC0CAAAHCgAAAAA='), icons: [{ name: "favicon-16x16.png", size: 16, purpose: "favicon" }, { name: "favicon-32x32.png", size: 32, purpose: "favicon" }, { name: "favicon-48x48.png", size: 48, purpose: "favicon" }, { name: "apple-touch-icon.png", size: 180, purpose: "apple" }, { name: "icon-192.png", size: 192, purpose: "any" }, { name: "icon-512.png", size: 512, purpose: "any" }, { name: "icon-maskable-512.png", size: 512, purpose: "maskable" }], svg: false, manifest: "{\n  \"name\": \"My app\",\n  \"short_name\": \"My app\",\n  \"icons\": [\n    {\n      \"src\": \"/icon-192.png\",\n      \"sizes\": \"192x192\",\n      \"type\": \"image/png\"\n    },\n    {\n      \"src\": \"/icon-512.png\",\n      \"sizes\": \"512x512\",\n      \"type\": \"image/png\"\n    },\n    {\n      \"src\": \"/icon-maskable-512.png\",\n      \"sizes\": \"512x512\",\n      \"type\": \"image/png\",\n      \"purpose\": \"maskable\"\n    }\n  ],\n  \"theme_color\": \"#ffffff\",\n  \"background_color\": \"#ffffff\",\n  \"display\": \"standalone\"\n}\n", html: "<link rel=\"icon\" href=\"/favicon.ico\" sizes=\"16x16 32x32 48x48\">\n<link rel=\"icon\" href=\"/favicon-32x32.png\" type=\"image/png\" sizes=\"32x32\">\n<link rel=\"icon\" href=\"/favicon-16x16.png\" type=\"image/png\" sizes=\"16x16\">\n<link rel=\"apple-touch-icon\" href=\"/apple-touch-icon.png\" sizes=\"180x180\">\n<link rel=\"manifest\" href=\"/site.webmanifest\">\n<meta name=\"theme-color\" content=\"#ffffff\">", small: { width: 2, height: 2 } } },
    { name: 'damaged', input: { image: { name: 'damaged.png', type: 'image/png', base64: LOGO_PNG.slice(0, 40) } }, options: { source: 'image' }, output: toolError('imageUnreadable', { field: "image" }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
