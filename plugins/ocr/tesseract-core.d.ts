// tesseract.js-core's loader (an Emscripten module factory, CommonJS): typed where it is used (engine.ts).
declare module 'tesseract.js-core/tesseract-core-simd-lstm.js' {
  const TesseractCore: (module: Record<string, unknown>) => Promise<unknown>;
  export default TesseractCore;
}
