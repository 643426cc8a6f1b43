/**
 * The SDK's pure half: everything a plugin's meta.ts, manifest.ts, run.ts and view.ts may import
 * (no DOM, no React; runs in Node, browsers and workers). `import { … } from '@sdk/core'`.
 */
export * from './tool.ts';
export * from './categories.ts';
export * from './toolError.ts';
export * from './regexErrors.ts';
export * from './jsonErrors.ts';
export * from './jsonExact.ts';
export * from './ip.ts';
export * from './textLanguage.ts';
export * from './fields.ts';
export * from './keypad.ts';
export * from './result.ts';
export * from './text.ts';
export * from './bytes.ts';
export * from './byteSize.ts';
export * from './files.ts';
export * from './raster.ts';
export * from './csv.ts';
export * from './random.ts';
export * from './number.ts';
export * from './calendar.ts';
export * from './timeZone.ts';
export * from './zoneChoices.ts';
export * from './localZone.ts';
export * from './zoneNames.ts';
export * from './color.ts';
export * from './cssColor.ts';
export * from './oklab.ts';
export * from './hsl.ts';
export * from './host.ts';
export * from './progress.ts';
export * from './printPng.ts';
export * from './crc32.ts';
export * from './jsonPath.ts';
export * from './bigAssetCache.ts';
export * from './bigAssets.ts';
export * from './qrScan.ts';
export * from './money.ts';
export * from './clock.ts';
export * from './ibanRegistry.ts';
export * from './checksums.ts';
export * from './detect.ts';
export * from './mediaSamples.ts';
export * from './timecode.ts';
export * from './mediaCapture.ts';
