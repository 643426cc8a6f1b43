import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultBlocks, useDisplay, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Input, Options } from './manifest.ts';
import type { Countdown } from './run.ts';
import { parts, view } from './view.ts';
import './styles.css';

/**
 * The live count, which a declared result cannot be: it changes every second without any input.
 * Each tick reads the clock (Date.now()) and subtracts, so a tab left in the background, whose
 * timers the browser slows down, shows the right time again at its next tick. Before the moment it
 * counts down; from the moment on it counts up, said in words.
 */
export default function Output({ toolId, result }: ToolOutputProps<Countdown, Options, Input>) {
  const { t } = useTranslation(toolId);
  const fmt = useFormat();
  const nf = fmt.numberFormat();
  const display = useDisplay(toolId);
  const { blocks } = useMemo(() => view(result), [result]);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [result.instant]);

  const left = result.instant - now;
  const past = left <= 0;
  const p = parts(left);
  const nf2 = fmt.numberFormat({ minimumIntegerDigits: 2 });
  const two = (n: number) => nf2.format(n);
  const units = [
    { key: 'days', value: nf.format(p.days) },
    { key: 'hours', value: two(p.hours) },
    { key: 'minutes', value: two(p.minutes) },
    { key: 'seconds', value: two(p.seconds) },
  ] as const;
  const heading = result.title
    ? t(past ? 'live.sinceTitle' : 'live.untilTitle', { title: result.title, interpolation: { escapeValue: false } })
    : t(past ? 'live.since' : 'live.until');

  return (
    <>
      <section className="countdown-live" aria-labelledby="countdown-heading">
        <h3 id="countdown-heading" className="countdown-title">
          {heading}
        </h3>
        <div className="countdown-clock" role="timer" aria-label={heading}>
          {units.map((u) => (
            <div className="countdown-unit" key={u.key}>
              <span className="countdown-value">{u.value}</span>
              <span className="countdown-label">{t(`live.${u.key}`)}</span>
            </div>
          ))}
        </div>
        {past && <p className="countdown-state">{t(left > -1000 ? 'live.now' : 'live.passed')}</p>}
      </section>
      <ResultBlocks toolId={toolId} blocks={blocks} display={display} />
    </>
  );
}
