/** The encoders' WebAssembly files (big files, fetched by codecs.ts only when their format is written). */
import oxipngWasm from '@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm?big';
import mozjpegWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?big';
import webpWasm from '@jsquash/webp/codec/enc/webp_enc.wasm?big';
import avifWasm from '@jsquash/avif/codec/enc/avif_enc.wasm?big';

/** Each format's WebAssembly, by MIME type (the non-SIMD, single-thread builds: the same output everywhere). */
export const CODEC_ASSETS = { 'image/png': oxipngWasm, 'image/jpeg': mozjpegWasm, 'image/webp': webpWasm, 'image/avif': avifWasm } as const;

