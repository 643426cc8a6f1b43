/**
 * The size of a PNG download: as on screen, or for print at 300 or 600 DPI with a printed width in
 * millimetres, and a line saying the pixels and the physical size in the page's language. The QR
 * code and barcode generators compute the whole pixels per module (core/printPng.ts) and write the
 * DPI into the file. The controls load on first use (PrintSizeFields.tsx), so the other tool pages
 * do not carry them; the texts are the tool's own keys printPng.*.
 */
import { lazy, Suspense } from 'react';
import type { PrintDpi } from '../core/printPng.ts';

/** What the PNG is for: the screen (no resolution in the file), or print at a DPI and a width. */
export type PngTarget = { readonly dpi: 'screen' } | { readonly dpi: PrintDpi; readonly mm: number };

export const SCREEN_PNG: PngTarget = { dpi: 'screen' };

export interface PrintSizeProps {
  /** The tool whose locale holds the texts (printPng.legend, .screen, .print, .width, .widthValue, .screenSize, .printSize). */
  toolId: string;
  /** Radio group name, unique on the page. */
  name: string;
  target: PngTarget;
  onChange: (target: PngTarget) => void;
  /** The PNG's pixels for this target. */
  width: number;
  height: number;
  /** What the printed width includes or how it is rounded, in the tool's words. */
  hint?: string;
}

const Fields = lazy(() => import('./PrintSizeFields.tsx'));

export function PrintSize(props: PrintSizeProps) {
  return (
    <Suspense fallback={null}>
      <Fields {...props} />
    </Suspense>
  );
}
