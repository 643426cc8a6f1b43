import { useEffect, useMemo, useState } from 'react';
import { msg, type ResultBlock } from '@sdk/core';
import { ResultBlocks, useDisplay, useInBrowser, type ToolOutputProps } from '@sdk/ui';
import type { Input, Options } from './manifest.ts';
import type { DiagramResult } from './run.ts';
import { view } from './view.ts';
import { drawDiagram, type DrawnDiagram } from './render.ts';

/** The site's theme as drawn now: the header's choice (html[data-theme]), else the device's. */
function siteIsDark(): boolean {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'dark' || chosen === 'light') return chosen === 'dark';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

function useSiteDark(inBrowser: boolean): boolean {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    if (!inBrowser) return;
    const update = () => setDark(siteIsDark());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    media?.addEventListener('change', update);
    return () => {
      observer.disconnect();
      media?.removeEventListener('change', update);
    };
  }, [inBrowser]);
  return dark;
}

type Drawing = { code: string; dark: boolean } & ({ drawn: DrawnDiagram } | { failed: string });

/**
 * The diagram drawn by Mermaid in the page and shown as an image with SVG and PNG downloads. Bespoke because
 * Mermaid measures text with the page's layout: run() (pure, also in Node) checks the syntax, and the drawing,
 * which needs the DOM, happens here (render.ts says how it keeps the Content-Security-Policy).
 */
export default function Output({ toolId, result }: ToolOutputProps<DiagramResult, Options, Input>) {
  const display = useDisplay(toolId);
  const inBrowser = useInBrowser();
  const dark = useSiteDark(inBrowser);
  const [drawing, setDrawing] = useState<Drawing | null>(null);

  useEffect(() => {
    if (!inBrowser) return;
    let live = true;
    drawDiagram(result.code, dark).then(
      (drawn) => live && setDrawing({ code: result.code, dark, drawn }),
      (error: unknown) => live && setDrawing({ code: result.code, dark, failed: error instanceof Error ? error.message.split('\n')[0]!.slice(0, 300) : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [inBrowser, result.code, dark]);

  const blocks = useMemo((): ResultBlock[] => {
    if (!drawing) return [{ kind: 'note', text: msg('drawing') }];
    if ('failed' in drawing) return [{ kind: 'note', tone: 'warning', text: msg('errors.draw', { detail: drawing.failed }) }];
    const { svg, width, height } = drawing.drawn;
    return [
      {
        kind: 'image',
        svg,
        width,
        height,
        alt: msg('alt'),
        formats: ['svg', 'png'],
        filename: 'diagram',
      },
    ];
  }, [drawing]);
  const summary = useMemo(() => view(result).blocks, [result]);

  const stale = drawing !== null && drawing.code !== result.code;
  return (
    <div className="diagram-editor-output" aria-busy={stale || drawing === null}>
      <ResultBlocks toolId={toolId} blocks={[...blocks, ...summary]} display={display} />
    </div>
  );
}
