/**
 * Bespoke only in its sound: the result is the view's blocks, drawn by the host's components, then
 * Play / Stop (Web Audio) and Download WAV. Both use the same samples from audio.ts (pure and unit
 * tested): timing at the chosen speed with Farnsworth spacing, a sine tone, a WAV file made in the
 * browser. Nothing is fetched or sent.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asResultView } from '@sdk/core';
import { ResultBlocks, downloadFile, useDisplay, useFormat, type ToolOutputProps } from '@sdk/ui';
import { duration, encodeWav, MAX_SECONDS, SAMPLE_RATE, samples, segments } from './audio.ts';
import type { Input, Options } from './manifest.ts';
import type { MorseResult } from './run.ts';
import { view } from './view.ts';

export default function Output({ toolId, result, input, options }: ToolOutputProps<MorseResult, Options, Input>) {
  const { t } = useTranslation(toolId);
  const fmt = useFormat();
  const display = useDisplay(toolId);
  const { blocks } = useMemo(() => asResultView(view(result, { input, options })), [result, input, options]);
  const farnsworthWpm = options.farnsworth ? options.farnsworthWpm : undefined;
  const tones = useMemo(() => segments(result.morse, { wpm: options.wpm, farnsworthWpm }), [result.morse, options.wpm, farnsworthWpm]);
  const seconds = duration(tones);
  const tooLong = seconds > MAX_SECONDS;
  const [playing, setPlaying] = useState(false);
  const audio = useRef<{ context: AudioContext; source: AudioBufferSourceNode } | null>(null);

  const stop = () => {
    const current = audio.current;
    audio.current = null;
    if (current) {
      current.source.onended = null;
      try {
        current.source.stop();
      } catch {
        // Already ended.
      }
      void current.context.close();
    }
    setPlaying(false);
  };
  // A new sound (other text, speed or tone) stops the old one, and so does leaving the page.
  useEffect(() => stop, [tones, options.tone]);

  const play = () => {
    stop();
    const pcm = samples(tones, options.tone);
    const context = new AudioContext();
    const buffer = context.createBuffer(1, pcm.length, SAMPLE_RATE);
    buffer.copyToChannel(pcm, 0);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    source.onended = () => {
      if (audio.current?.source === source) stop();
    };
    audio.current = { context, source };
    setPlaying(true);
    source.start();
  };

  const download = () => {
    const wav = encodeWav(samples(tones, options.tone));
    downloadFile('morse-code.wav', new Blob([wav], { type: 'audio/wav' }));
  };

  const length = fmt.numberWith(seconds, { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
  return (
    <>
      <ResultBlocks toolId={toolId} blocks={blocks} display={display} />
      {tones.length > 0 && (
        <div className="morse-code-sound" role="group" aria-label={t('sound.label')}>
          {/* One button that says what it does next, so keyboard focus stays on it. */}
          <button type="button" className="btn btn-primary" onClick={playing ? stop : play} disabled={tooLong}>
            {playing ? t('sound.stop') : t('sound.play')}
          </button>
          <button type="button" className="btn" onClick={download} disabled={tooLong}>
            {t('sound.download')}
          </button>
          <span className="io-meta">{tooLong ? t('sound.tooLong', { max: fmt.number(MAX_SECONDS / 60) }) : t('sound.length', { length, wpm: fmt.number(options.wpm) })}</span>
        </div>
      )}
    </>
  );
}
