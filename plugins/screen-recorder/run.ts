/**
 * The screen recorder's run(): it only says which sound is recorded, since the screen exists only on the
 * page. The recording's clock (time recorded, pauses left out) is the SDK's (startClock, recordedMs).
 */
import type { Input, Options } from './manifest.ts';

export function run(_input: Input, options: Options): { systemAudio: boolean; microphone: boolean } {
  return { systemAudio: options.systemAudio, microphone: options.microphone };
}
