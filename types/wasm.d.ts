// The part of WebAssembly the SDK's engines use (src/sdk/core/ffmpeg.ts), for the type checks without the DOM library
// (the pure code's and the server's, which runs plugins' run() in Node).
declare namespace WebAssembly {
  class Module {}
  class Instance {
    readonly exports: Record<string, unknown>;
  }
  type Imports = Record<string, Record<string, unknown>>;
  function compile(bytes: ArrayBuffer | Uint8Array): Promise<Module>;
  function instantiate(module: Module, imports?: Imports): Promise<Instance>;
}
