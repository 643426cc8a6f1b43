// pdf.js's worker modules, imported to run pdf.js's worker code in the tool's own worker (render.ts): the package types only its main modules.
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
