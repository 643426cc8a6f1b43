// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import DOMPurify from 'dompurify';
import { htmlPage, sanitizeForPreview } from './Output.tsx';

const clean = (html: string) => sanitizeForPreview(html, DOMPurify(window), 'not loaded');

describe('markdown to html preview', () => {
  it('removes scripts, event handlers, frames, forms, media and styles', () => {
    const out = clean('<p onclick="x()">a<script>alert(1)</script></p><iframe src="https://e.com"></iframe><form action="https://e.com"><button>b</button></form><video src="https://e.com/v.mp4"></video><style>p{}</style><svg><image href="https://e.com/i.png"/></svg><a href="javascript:alert(1)">j</a>');
    expect(out).not.toMatch(/script|onclick|iframe|form|button|video|style|svg|image|javascript/i);
    expect(out).toContain('<p>a</p>');
  });

  it('loads no image from anywhere but data: URLs, and keeps the alt text', () => {
    const out = clean('<img src="https://tracker.example/p.png" alt="Logo"><img srcset="https://e.com/a.png 2x" src="/local.png"><img src="data:image/png;base64,iVBOR" alt="inline"><table background="https://e.com/bg.png"><tr><td>x</td></tr></table>');
    expect(out).not.toMatch(/https?:|local\.png|srcset|background=/);
    expect(out).toContain('<img alt="Logo" title="not loaded">');
    expect(out).toContain('src="data:image/png;base64,iVBOR"');
  });

  it('keeps links but opens none, and keeps table alignment as attributes', () => {
    const out = clean('<a href="https://example.com">x</a><table><tr><td style="text-align:center">c</td><td style="color:red">d</td></tr></table>');
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(out).toContain('<td align="center">c</td><td>d</td>');
    expect(out).toContain('<table border="1" cellpadding="6">');
  });

  it('downloads a whole page with the title written as text', () => {
    expect(htmlPage('<p>x</p>\n', 'A <b> & "c"', 'de')).toBe(
      '<!DOCTYPE html>\n<html lang="de">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>A &lt;b&gt; &amp; &quot;c&quot;</title>\n</head>\n<body>\n<p>x</p>\n</body>\n</html>\n',
    );
  });
});
