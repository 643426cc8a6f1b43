/**
 * The SDK for PDF tools that rewrite a file's structure: qpdf in the tool's worker (`import { qpdf } from '@sdk/pdf'`).
 * An entry point of its own because it names a big file (qpdf's WebAssembly, `?big`): the API server and the
 * pages of other tools never load it, and only these tools' code refers to it.
 */
export * from './qpdf.ts';
