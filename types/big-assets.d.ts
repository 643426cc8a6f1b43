// `import core from 'pkg/core.wasm?big'`: a big file a tool fetches when it needs it (scripts/lib/big-asset-plugin.ts,
// and scripts/lib/big-asset-hooks.mjs in Node). Here, where the plugins' own type checks find it too.
declare module '*?big' {
  const asset: import('../src/sdk/core/bigAssetCache.ts').BigAsset;
  export default asset;
}

// The ffmpeg.wasm core's Emscripten loader (src/sdk/core/ffmpeg.ts types the part it uses): the package ships no types.
declare module '@ffmpeg/core' {
  const createFFmpegCore: (module: Record<string, unknown>) => Promise<unknown>;
  export default createFFmpegCore;
}
