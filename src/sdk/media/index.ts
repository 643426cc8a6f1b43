/**
 * The SDK for audio and video tools: FFmpeg in the tool's worker (`import { ffmpeg } from '@sdk/media'`).
 * An entry point of its own because it names a big file (the ffmpeg core, `?big`): the API server and the
 * other Node programs that load @sdk/core never load it, and only these tools' code refers to it.
 */
export * from './ffmpeg.ts';
