import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '@sdk/core';
import { ResultBlocks, SelectField, useDisplay, useInBrowser, type ToolOutputProps } from '@sdk/ui';
import type { Input, Options } from './manifest.ts';
import type { Speech } from './run.ts';
import { view } from './view.ts';
import './styles.css';

/**
 * Reading aloud with the browser's own voices (Web Speech API), which a declared result cannot do: the
 * voices are the visitor's system's, found only in the browser, and the word being spoken is marked as
 * the voice reaches it. Each sentence is one utterance, so Pause, Resume and Stop answer at once and a
 * long text is not cut off by browsers that stop an utterance after about 15 seconds. Nothing is sent
 * anywhere by this page (some systems' voices are online services of the browser's maker: said below).
 */
type State = 'idle' | 'speaking' | 'paused';

function useVoices(): SpeechSynthesisVoice[] | null {
  const inBrowser = useInBrowser();
  const [voices, setVoices] = useState<SpeechSynthesisVoice[] | null>(null);
  useEffect(() => {
    if (!inBrowser || typeof speechSynthesis === 'undefined') return;
    const read = () => setVoices(speechSynthesis.getVoices());
    read();
    speechSynthesis.addEventListener('voiceschanged', read);
    return () => speechSynthesis.removeEventListener('voiceschanged', read);
  }, [inBrowser]);
  return voices;
}

export default function Output({ toolId, result, input, options }: ToolOutputProps<Speech, Options, Input>) {
  const { t, i18n } = useTranslation(toolId);
  const inBrowser = useInBrowser();
  const supported = inBrowser && typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined';
  const voices = useVoices();
  const display = useDisplay(toolId);
  const { blocks } = useMemo(() => view(result), [result]);
  const forLanguage = useMemo(() => (voices ?? []).filter((v) => v.lang.toLowerCase().split(/[-_]/)[0] === result.language), [voices, result.language]);
  const [voiceUri, setVoiceUri] = useState('');
  const voice = forLanguage.find((v) => v.voiceURI === voiceUri) ?? forLanguage.find((v) => v.default) ?? forLanguage[0];
  const [state, setState] = useState<State>('idle');
  const [word, setWord] = useState<readonly [number, number] | null>(null);
  // Which run of utterances is current: a Stop or a new Play makes the old ones' events stale.
  const generation = useRef(0);
  const language = languageName(result.language, i18n.language);

  const stop = () => {
    generation.current++;
    if (supported) speechSynthesis.cancel();
    setState('idle');
    setWord(null);
  };
  // A new text, language or voice: what was being read is stopped.
  useEffect(() => stop, [result, voice?.voiceURI]); // eslint-disable-line react-hooks/exhaustive-deps

  const play = () => {
    if (!supported || !voice) return;
    stop();
    const run = generation.current;
    result.sentences.forEach((sentence, i) => {
      const u = new SpeechSynthesisUtterance(input.text.slice(sentence.start, sentence.end));
      u.voice = voice;
      u.lang = voice.lang;
      u.rate = options.rate / 100;
      u.pitch = options.pitch / 100;
      u.onstart = () => {
        if (generation.current === run) setWord(sentence.words[0] ?? null);
      };
      // The word at the voice's place: boundary events give its offset within the sentence.
      u.onboundary = (e) => {
        if (generation.current !== run || e.name === 'sentence') return;
        const at = sentence.start + e.charIndex;
        setWord(sentence.words.find(([s, end]) => at >= s && at < end) ?? null);
      };
      u.onend = () => {
        if (generation.current === run && i === result.sentences.length - 1) {
          setState('idle');
          setWord(null);
        }
      };
      u.onerror = (e) => {
        if (generation.current === run && e.error !== 'interrupted' && e.error !== 'canceled') {
          setState('idle');
          setWord(null);
        }
      };
      speechSynthesis.speak(u);
    });
    setState('speaking');
  };
  const pause = () => {
    speechSynthesis.pause();
    setState('paused');
  };
  const resume = () => {
    speechSynthesis.resume();
    setState('speaking');
  };

  const text = input.text;
  const marked = word ? (
    <>
      {text.slice(0, word[0])}
      <mark className="text-to-speech-word">{text.slice(word[0], word[1])}</mark>
      {text.slice(word[1])}
    </>
  ) : (
    text
  );

  return (
    <section className="text-to-speech-reader" aria-label={t('labels.reader')}>
      {!inBrowser ? null : !supported ? (
        <p className="text-to-speech-notice" role="status">
          {t('notices.unsupported')}
        </p>
      ) : voices !== null && forLanguage.length === 0 ? (
        <p className="text-to-speech-notice" role="status">
          {t('notices.noVoice', { language })}
        </p>
      ) : (
        <>
          <div className="field-grid">
            <SelectField
              id={`${toolId}-voice`}
              label={t('labels.voice')}
              value={voice?.voiceURI ?? ''}
              choices={forLanguage.map((v) => ({ value: v.voiceURI, label: `${v.name} (${v.lang})${v.localService ? '' : ` – ${t('labels.online')}`}` }))}
              onChange={setVoiceUri}
            />
          </div>
          <div className="text-to-speech-buttons">
            {state === 'idle' && (
              <button type="button" className="btn btn-primary" onClick={play} disabled={!voice}>
                {t('buttons.play')}
              </button>
            )}
            {state === 'speaking' && (
              <button type="button" className="btn btn-primary" onClick={pause}>
                {t('buttons.pause')}
              </button>
            )}
            {state === 'paused' && (
              <button type="button" className="btn btn-primary" onClick={resume}>
                {t('buttons.resume')}
              </button>
            )}
            <button type="button" className="btn" onClick={stop} disabled={state === 'idle'}>
              {t('buttons.stop')}
            </button>
          </div>
        </>
      )}
      <p className="text-to-speech-text" lang={result.language} aria-live="off">
        {marked}
      </p>
      <ResultBlocks toolId={toolId} blocks={blocks} display={display} />
      <p className="field-description">{t('notices.noDownload')}</p>
    </section>
  );
}
