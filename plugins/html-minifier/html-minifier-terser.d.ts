// The package's browser build (clean-css and terser bundled with the few Node shims they need):
// its source entry pulls in Node's `process`, `fs` and `path`, which a Web Worker does not have.
declare module 'html-minifier-terser/dist/htmlminifier.esm.bundle' {
  export { minify } from 'html-minifier-terser';
}
