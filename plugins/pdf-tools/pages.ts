/** Page lists ("1-3, 5, 8-") now live in the SDK, shared with the other PDF tools. */
export { compressPages, indicesOf, parsePages, rangeName, type PageRange } from '@sdk/core';
