import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { CONTRACT_PDF } from './sample.ts';
import { EXAMPLE_OUTPUTS } from './examples.ts';

export const contract = { name: 'contract.pdf', type: 'application/pdf', base64: CONTRACT_PDF };

/** The example's edits: every kind of field filled, the date written, a tick and a signature placed. */
export const EXAMPLE_EDITS = JSON.stringify({
  fields: { Name: 'Ada Lovelace', Agree: true, Plan: 'Premium', Country: 'France', Extras: ['Delivery'] },
  items: [
    { type: 'text', page: 2, x: 330, y: 284, width: 90, height: 16, text: '04/12/2026' },
    { type: 'tick', page: 1, x: 370, y: 150, width: 16, height: 16 },
    { type: 'drawing', page: 2, x: 50, y: 250, width: 200, height: 50, strokes: [[0.05, 0.8, 0.2, 0.1, 0.3, 0.9, 0.45, 0.2, 0.6, 0.7, 0.95, 0.4]] },
  ],
});

/**
 * A PDF and its edits in, the signed PDF out. The page (Panel.tsx) shows the pages and the form and
 * writes the edits as you place and fill things; the command line takes them as JSON (run.ts says the
 * format). Runs in the worker: pdf-lib is loaded there on first use.
 */
export const manifest = defineTool({
  related: ['pdf-tools', 'images-to-pdf', 'pdf-to-images'],
  fields: {
    pdf: { kind: 'file', read: 'bytes', accept: 'application/pdf,.pdf', maxBytes: 100 * 1024 * 1024 },
    edits: { kind: 'text', mono: true, rows: 6, secret: true },
  },
  options: {
    flatten: { type: 'boolean', default: true },
  },
  worker: true,
  timeLimitSeconds: 60,
  examples: [
    { name: 'fill', input: { pdf: contract, edits: EXAMPLE_EDITS }, output: EXAMPLE_OUTPUTS.fill },
    { name: 'keepForm', input: { pdf: contract, edits: JSON.stringify({ fields: { Name: 'Ada Lovelace' } }) }, options: { flatten: false }, output: EXAMPLE_OUTPUTS.keepForm },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
