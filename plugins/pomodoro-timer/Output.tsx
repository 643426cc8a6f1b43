import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timerText } from '@sdk/core';
import { askToNotify, ResultBlocks, ring, systemNotify, useDisplay, useFormat, useNow, type ToolOutputProps } from '@sdk/ui';
import { catchUp, firstSession, isRunning, leftAt, next, pause, phaseMs, position, start, type Phase, type Plan, type Session } from './cycle.ts';
import type { Input, Options } from './manifest.ts';
import { view } from './view.ts';
import './styles.css';

/**
 * The live Pomodoro timer, which a declared result cannot be: a clock that moves on its own, rings and
 * notifies at each change of phase, and answers the keyboard. Time is read from the clock (cycle.ts),
 * so a background tab is right again on its next tick. The session is kept outside the component: a
 * length being retyped hides the result for a moment, and the running session must survive that.
 */
let kept: { session: Session; plan: Plan } | null = null;

const KEYS = { toggle: ' ', skip: 'n', reset: 'r' } as const;

/** Keys typed into a field are the visitor's text, never a command; the space bar on a button presses that button. */
function typing(target: EventTarget | null, key: string): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || (key === ' ' && ['BUTTON', 'A', 'SUMMARY'].includes(el.tagName));
}

export default function Output({ toolId, result: plan, options }: ToolOutputProps<Plan, Options, Input>) {
  const { t } = useTranslation(toolId);
  const display = useDisplay(toolId);
  const fmt = useFormat();
  const { blocks } = useMemo(() => view(plan), [plan]);
  const [session, setSession] = useState<Session>(() => (kept ? kept.session : firstSession(plan)));
  const [announcement, setAnnouncement] = useState('');
  const running = isRunning(session);
  const now = useNow(running, 250) ?? 0;

  // New lengths: a phase not yet started takes its new length; a running or paused one keeps its time.
  useEffect(() => {
    const before = kept?.plan;
    if (before && before !== plan) setSession((s) => (!isRunning(s) && s.leftMs === phaseMs(before, s.phase) ? { ...s, leftMs: phaseMs(plan, s.phase) } : s));
  }, [plan]);
  useEffect(() => {
    kept = { session, plan };
  }, [session, plan]);

  // Each tick: every phase that ended, with a ring and a notification for the one that begins.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  useEffect(() => {
    if (!running) return;
    const { session: after, ended } = catchUp(session, plan, Date.now(), optionsRef.current.autoStart);
    if (!ended.length) return;
    setSession(after);
    const message = t(`changes.${after.phase}`, { count: after.completed, formatted: fmt.number(after.completed, 0) });
    setAnnouncement(message);
    if (optionsRef.current.sound) ring();
    systemNotify(t(`phases.${after.phase}`), message);
  }, [now, running, session, plan, t, fmt]);

  const left = leftAt(session, now || Date.now());
  const total = phaseMs(plan, session.phase);
  const { session: n, of } = position(session, plan);
  const phaseName = t(`phases.${session.phase}`);

  // The tab's title says the time left, so it reads from the tab strip while the visitor works elsewhere.
  useEffect(() => {
    if (!running) return;
    const title = document.title;
    return () => {
      document.title = title;
    };
  }, [running]);
  useEffect(() => {
    if (running) document.title = `${timerText(left)} · ${phaseName}`;
  }, [running, left, phaseName]);

  const toggle = () => {
    if (running) setSession((s) => pause(s, Date.now()));
    else {
      askToNotify();
      setAnnouncement('');
      setSession((s) => start(s, Date.now()));
    }
  };
  const skip = () => {
    setAnnouncement('');
    setSession((s) => {
      const following = next(s, plan);
      return isRunning(s) ? start(following, Date.now()) : following;
    });
  };
  const reset = () => {
    setAnnouncement('');
    setSession(firstSession(plan));
  };
  const actions = useRef({ toggle, skip, reset });
  actions.current = { toggle, skip, reset };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target, e.key)) return;
      const key = e.key.toLowerCase();
      const action = key === KEYS.toggle ? 'toggle' : key === KEYS.skip ? 'skip' : key === KEYS.reset ? 'reset' : null;
      if (!action) return;
      e.preventDefault();
      actions.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <section className={`pomodoro-timer-face pomodoro-timer-${session.phase}`} aria-labelledby="pomodoro-timer-phase">
        <h3 id="pomodoro-timer-phase" className="pomodoro-timer-phase">
          <span aria-hidden="true">{PHASE_MARK[session.phase]}</span> {phaseName}
        </h3>
        <p className="pomodoro-timer-clock" role="timer" aria-label={t('live.clock', { phase: phaseName })} translate="no">
          {timerText(left)}
        </p>
        <progress className="pomodoro-timer-progress" max={total} value={total - left} aria-label={t('live.progress')} />
        <p className="pomodoro-timer-count">
          {session.phase === 'work' ? t('live.session', { n: fmt.number(n, 0), of: fmt.number(of, 0) }) : t('live.after', { n: fmt.number(n, 0), of: fmt.number(of, 0) })} · {t('live.completed', { count: session.completed, formatted: fmt.number(session.completed, 0) })}
        </p>
        <div className="pomodoro-timer-buttons">
          <button type="button" className="btn btn-primary" onClick={toggle} aria-keyshortcuts="Space">
            {running ? t('buttons.pause') : left < total ? t('buttons.resume') : t('buttons.start')}
          </button>
          <button type="button" className="btn" onClick={skip} aria-keyshortcuts="N">
            {t(session.phase === 'work' ? 'buttons.skipToBreak' : 'buttons.skipToWork')}
          </button>
          <button type="button" className="btn" onClick={reset} aria-keyshortcuts="R" disabled={!running && session.completed === 0 && session.phase === 'work' && left === total}>
            {t('buttons.reset')}
          </button>
        </div>
        <p className="pomodoro-timer-status" role="status">
          {announcement}
        </p>
        <p className="field-description">{t('live.keys')}</p>
      </section>
      <ResultBlocks toolId={toolId} blocks={blocks} display={display} />
    </>
  );
}

/** A sign beside the phase's name, so the phase never shows by colour alone. */
const PHASE_MARK: Record<Phase, string> = { work: '●', short: '○', long: '◎' };
