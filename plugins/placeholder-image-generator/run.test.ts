import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, seededRandomInt, isToolError, toolError } from '@sdk/core';
import { hslToHex, MIN_TEXT_CONTRAST, randomScheme } from './colors.ts';
import { manifest, MAX_SIZE, type Options } from './manifest.ts';
import { escapeXml, xmlSafeText } from '@sdk/core';
import { autoFontSize, run, type PlaceholderImage } from './run.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, p]) => [k, p.default])) as Options;

function image(options: Partial<Options> = {}): PlaceholderImage {
  const r = run({}, { ...DEFAULTS, ...options });
  if (isToolError(r)) throw new Error(`unexpected error ${r.code}`);
  return r;
}

describe('size limits', () => {
  it('accepts 1 to 4000 pixels each way, up to 16 megapixels', () => {
    expect(image({ width: 1, height: 1 }).svg).toContain('width="1" height="1"');
    expect(image({ width: MAX_SIZE, height: MAX_SIZE })).toMatchObject({ width: 4000, height: 4000 });
  });

  it('refuses sizes outside that range with a message naming the side', () => {
    expect(run({}, { ...DEFAULTS, width: 0 })).toEqual(toolError('width'));
    expect(run({}, { ...DEFAULTS, width: 4001 })).toEqual(toolError('width'));
    expect(run({}, { ...DEFAULTS, width: -3 })).toEqual(toolError('width'));
    expect(run({}, { ...DEFAULTS, height: 0 })).toEqual(toolError('height'));
    expect(run({}, { ...DEFAULTS, height: 1_000_000_000 })).toEqual(toolError('height'));
    // The width is checked first.
    expect(run({}, { ...DEFAULTS, width: 5000, height: 5000 })).toEqual(toolError('width'));
  });
});

describe('text', () => {
  it('shows the size by default, "W × H" with the numbers', () => {
    expect(image().text).toBe('600 × 400');
    expect(image({ width: 1920, height: 1080 }).svg).toContain('>1920 × 1080</text>');
    // Spaces only count as no text.
    expect(image({ text: '   ' }).text).toBe('600 × 400');
  });

  it('uses the given text, trimmed', () => {
    expect(image({ text: '  Hero banner ' }).text).toBe('Hero banner');
  });

  it('escapes XML: the text is data, never markup', () => {
    const svg = image({ text: '<script>alert("x")</script> & \'' }).svg;
    expect(svg).toContain('>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;</text>');
    expect(svg).not.toContain('<script');
    expect(escapeXml('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&apos;');
  });

  it('keeps Unicode text, and removes what XML cannot hold', () => {
    expect(image({ text: '👍🏽 e\u0301 漢字 العربية' }).svg).toContain('>👍🏽 e\u0301 漢字 العربية</text>');
    // A lone surrogate becomes U+FFFD (encodeURIComponent would throw on it); control characters go.
    expect(xmlSafeText('a\uD800b\u0000c\u001Fd\tf\uFFFE')).toBe('a\uFFFDbcd\tf');
    expect(image({ text: '\uDC00' }).text).toBe('\uFFFD');
    expect(() => encodeURIComponent(image({ text: 'x\uD800' }).svg)).not.toThrow();
    // Only forbidden characters: the default text.
    expect(image({ text: '\u0001\u0002' }).text).toBe('600 × 400');
  });

  it('fits the font size to the image when it is 0 (automatic)', () => {
    // 600 × 400, "600 × 400" (9 characters): min(400 × 0.2 = 80, 600 × 0.7 / (9 × 0.6) = 77.8) → 77.
    expect(image().fontSize).toBe(77);
    // 150 × 100: min(20, 105 / 5.4 = 19.4) → 19.
    expect(autoFontSize('150 × 100', 150, 100)).toBe(19);
    // A wide banner is limited by its height: 1200 × 100 → 20.
    expect(autoFontSize('1200 × 100', 1200, 100)).toBe(20);
    // Never below 1 pixel.
    expect(image({ width: 1, height: 1 }).fontSize).toBe(1);
    // Graphemes, not UTF-16 units: one emoji with skin tone counts once.
    expect(autoFontSize('👍🏽', 100, 1000)).toBe(Math.floor(70 / 0.6));
  });

  it('uses a given font size and family', () => {
    const svg = image({ fontSize: 48, fontFamily: 'serif' }).svg;
    expect(svg).toContain('font-family="serif" font-size="48"');
  });
});

describe('drawing', () => {
  it('draws background and centred text only, by default', () => {
    expect(image({ width: 150, height: 100 }).svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="100" viewBox="0 0 150 100">' +
        '<rect width="150" height="100" fill="#cccccc"/>' +
        '<text x="75" y="50" fill="#555555" font-family="sans-serif" font-size="19" font-weight="bold" text-anchor="middle" dominant-baseline="central">150 × 100</text>' +
        '</svg>',
    );
  });

  it('draws a border inside the edges, whole pixels wide', () => {
    // 4 px border on 200 × 120: the outer rectangle minus 4…116 × 4…196.
    expect(image({ width: 200, height: 120, borderWidth: 4, borderColor: '#FF0000' }).svg).toContain('<path d="M0 0H200V120H0ZM4 4V116H196V4Z" fill="#ff0000" fill-rule="evenodd"/>');
    // A border that leaves no inside fills the image.
    expect(image({ width: 10, height: 8, borderWidth: 4 }).svg).toContain('<rect width="10" height="8" fill="#888888"/>');
    expect(image({ borderWidth: 0 }).svg).not.toContain('evenodd');
  });

  it('draws 1-pixel grid lines every N pixels from the top-left corner', () => {
    const svg = image({ gridSize: 25, gridColor: '#00FF00' }).svg;
    expect(svg).toContain('<pattern id="grid" width="25" height="25" patternUnits="userSpaceOnUse"><path d="M0 0H25V1H1V25H0Z" fill="#00ff00"/></pattern>');
    expect(svg).toContain('<rect width="600" height="400" fill="url(#grid)"/>');
    expect(image({ gridSize: 0 }).svg).not.toContain('pattern');
  });

  it('stacks background, grid, border and text in that order', () => {
    const svg = image({ gridSize: 10, borderWidth: 2 }).svg;
    const at = (s: string) => svg.indexOf(s);
    expect(at('fill="#cccccc"')).toBeLessThan(at('url(#grid)'));
    expect(at('url(#grid)')).toBeLessThan(at('evenodd'));
    expect(at('evenodd')).toBeLessThan(at('<text'));
  });

  it('passes format and quality through, colours in lower case', () => {
    expect(image({ format: 'jpeg', quality: 75, background: '#ABCDEF' })).toMatchObject({ format: 'jpeg', quality: 75, background: '#abcdef' });
  });
});

describe('random colours', () => {
  it('converts HSL like CSS does', () => {
    // CSS Color 4 reference values: hsl(0 100% 50%) = #ff0000, hsl(120 100% 25%) = #008000, hsl(210 50% 40%) = #336699.
    expect(hslToHex(0, 100, 50)).toBe('#ff0000');
    expect(hslToHex(120, 100, 25)).toBe('#008000');
    expect(hslToHex(210, 50, 40)).toBe('#336699');
    expect(hslToHex(0, 0, 100)).toBe('#ffffff');
  });

  it('always gives readable text (at least 4.5:1) and valid colours', () => {
    for (let seed = 0; seed < 2000; seed++) {
      const scheme = randomScheme(seededRandomInt(seed));
      for (const c of Object.values(scheme)) expect(c).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(hexToRgb(scheme.textColor)!, hexToRgb(scheme.background)!), JSON.stringify(scheme)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('varies (Web Crypto source by default)', () => {
    const backgrounds = new Set(Array.from({ length: 20 }, () => randomScheme().background));
    expect(backgrounds.size).toBeGreaterThan(10);
  });
});
