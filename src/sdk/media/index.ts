/**
 * The SDK for audio, video and photo formats the browser cannot read itself: FFmpeg in the tool's worker
 * (`import { ffmpeg } from '@sdk/media'`) and HEIC photos read by libheif (`decodeHeif`).
 * An entry point of its own because it names big files (`?big`): the API server and the other Node programs
 * that load @sdk/core never load it, and only these tools' code refers to it.
 */
export * from './ffmpeg.ts';
export * from './heif.ts';
