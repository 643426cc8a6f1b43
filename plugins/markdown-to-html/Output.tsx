import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import { ResultBlocks, downloadFile, useDisplay, useInBrowser, type ToolOutputProps } from '@sdk/ui';
import type { Input, Options } from './manifest.ts';
import type { MarkdownResult } from './run.ts';
import { view } from './view.ts';
import './styles.css';

/**
 * Nothing in the preview may load anything: the frame's own policy allows images from data: URLs
 * only, on top of the page's policy it inherits.
 */
const FRAME_POLICY = "default-src 'none'; img-src data:";

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A whole HTML page around the converted fragment, for the download. */
export function htmlPage(body: string, title: string, lang: string): string {
  return `<!DOCTYPE html>\n<html lang="${escapeText(lang)}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeText(title)}</title>\n</head>\n<body>\n${body}</body>\n</html>\n`;
}

/**
 * The HTML made safe to draw: DOMPurify's HTML profile (no script, no event handler, no SVG or
 * MathML), no forms, media or frames, no style attributes; then every image whose source is not a
 * data: URL loses its source (it would be a request to another site: its alt text stays, with a
 * note in its title), links open nowhere (the frame may not open windows), and table alignment
 * and borders become attributes (the page's policy forbids inline styles).
 */
export function sanitizeForPreview(html: string, purifier: ReturnType<typeof DOMPurify>, remoteImageNote: string): string {
  purifier.removeAllHooks();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (typeof el.getAttribute !== 'function') return;
    for (const name of ['src', 'srcset', 'background', 'poster', 'cite', 'longdesc']) {
      const value = el.getAttribute(name);
      if (value !== null && !(name === 'src' && /^data:image\//i.test(value.trim()))) {
        el.removeAttribute(name);
        if (el.tagName === 'IMG' && name === 'src') el.setAttribute('title', remoteImageNote);
      }
    }
    if (el.tagName === 'A') {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
    if (el.tagName === 'TABLE') {
      el.setAttribute('border', '1');
      el.setAttribute('cellpadding', '6');
    }
  });
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    // Table alignment from Markdown (style="text-align:…") kept as the align attribute.
    if (data.attrName === 'style') {
      const m = /^\s*text-align\s*:\s*(left|right|center)\s*;?\s*$/i.exec(data.attrValue);
      if (m) (node as Element).setAttribute('align', m[1]!.toLowerCase());
      data.keepAttr = false;
    }
  });
  const clean = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'button', 'select', 'textarea', 'audio', 'video', 'source', 'track', 'picture', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'ping', 'action', 'formaction'],
    ADD_ATTR: ['target', 'align'],
  });
  purifier.removeAllHooks();
  return clean;
}

/**
 * The HTML as text with the host's Copy, a download of a whole page, and a live preview: the
 * sanitised HTML in a sandboxed frame with no scripts (sandbox="") that loads nothing from
 * anywhere. The preview is bespoke: the host has no block that draws HTML.
 */
export default function Output({ toolId, result }: ToolOutputProps<MarkdownResult, Options, Input>) {
  const { t, i18n } = useTranslation(toolId);
  const display = useDisplay(toolId);
  const inBrowser = useInBrowser();
  const { blocks } = useMemo(() => view(result), [result]);
  const note = t('preview.remoteImage');
  const srcDoc = useMemo(() => {
    if (!inBrowser) return '';
    const clean = sanitizeForPreview(result.html, DOMPurify(window), note);
    return `<!DOCTYPE html><html lang="${escapeText(i18n.language)}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}"><title>${escapeText(t('preview.title'))}</title></head><body>${clean}</body></html>`;
  }, [inBrowser, result.html, note, i18n.language, t]);

  return (
    <>
      <ResultBlocks toolId={toolId} blocks={blocks} display={display} />
      <div className="io-actions">
        <button type="button" className="btn" onClick={() => downloadFile('markdown.html', htmlPage(result.html, result.title || t('preview.untitled'), i18n.language), 'text/html;charset=utf-8')}>
          {t('downloadHtml')}
        </button>
      </div>
      <h3>{t('preview.heading')}</h3>
      <p className="io-meta">{t('preview.note')}</p>
      <iframe className="markdown-to-html-preview" title={t('preview.title')} sandbox="" srcDoc={srcDoc} />
    </>
  );
}
