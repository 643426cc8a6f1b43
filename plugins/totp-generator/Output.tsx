import { useMemo } from 'react';
import { asResultView, msg, num, type ResultBlock } from '@sdk/core';
import { ResultBlocks, useDisplay, type ToolOutputProps } from '@sdk/ui';
import type { Input, Options } from './manifest.ts';
import { base32Bytes, otp, timeStep } from './otp.ts';
import type { OtpResult } from './run.ts';
import { view } from './view.ts';

/**
 * The current TOTP code changes every period, but the host runs a tool only when its input changes:
 * this draws the code of the current time step, the next one and the seconds left, recomputed every
 * second in the browser (the host's own clock, useDisplay), then the view's blocks. A code for a
 * given time or an HOTP counter is the view alone.
 */
export default function Output({ toolId, result, input, options }: ToolOutputProps<OtpResult, Options, Input>) {
  const live = result.code === null;
  const display = useDisplay(toolId, live);
  const { blocks } = useMemo(() => asResultView(view(result, { input, options })), [result, input, options]);
  const bytes = useMemo(() => base32Bytes(result.secret), [result.secret]);
  const now = display.now;
  const liveBlocks: ResultBlock[] = [];
  if (live && now !== undefined) {
    const seconds = Math.floor(now / 1000);
    const step = timeStep(seconds, result.period);
    const left = result.period - (seconds % result.period);
    liveBlocks.push(
      {
        kind: 'values',
        announce: true,
        items: [
          { label: msg('codeNow'), value: otp(bytes, result.algorithm, result.digits, step), main: true, mono: true, copy: true },
          { label: msg('codeNext'), value: otp(bytes, result.algorithm, result.digits, step + 1), mono: true, copy: true },
        ],
      },
      { kind: 'meter', label: msg('timeLeft'), value: left, min: 0, max: result.period, text: msg('secondsLeft', { count: num(left) }) },
    );
  }
  return (
    <div className="totp-generator" data-live-code={live ? '' : undefined}>
      <ResultBlocks toolId={toolId} blocks={[...liveBlocks, ...blocks]} display={display} />
    </div>
  );
}
