/**
 * The stopwatch and the timer. A Panel, not a declared form: both are buttons and a clock that moves
 * on its own, the timer rings (Web Audio) and notifies, and the laps grow as the visitor presses Lap.
 * Every time shown is a difference of two clock readings (Date.now()), never a count of ticks: a
 * background tab, whose timers the browser slows to one a minute, shows the right time at once when
 * it comes back, and the timer rings on the first tick after its end.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText, timerText } from '@sdk/core';
import { ActionBar, ErrorBanner, MIME, askToNotify, ring, systemNotify, Tabs, useDownload, useNow, useToolHost, useToolRun, type ToolPanelProps } from '@sdk/ui';
import { TABS, type Options } from './manifest.ts';
import { lapRows, lapsCsv, type Setting } from './run.ts';
import './styles.css';

/** How often the shown time is redrawn (hundredths move); the time itself is read from the clock. */
const TICK_MS = 50;

function Stopwatch({ toolId }: { toolId: string }) {
  const { t, i18n } = useTranslation(toolId);
  const decimal = useMemo(() => new Intl.NumberFormat(i18n.language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.', [i18n.language]);
  const download = useDownload();
  // Time before the current run, the clock reading when it started (null: stopped), the totals at each lap.
  const [banked, setBanked] = useState(0);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [totals, setTotals] = useState<number[]>([]);
  const now = useNow(startedAt !== null, TICK_MS) ?? 0;
  const elapsed = banked + (startedAt !== null ? Math.max(0, now - startedAt) : 0);
  const read = () => banked + (startedAt !== null ? Math.max(0, Date.now() - startedAt) : 0);
  const rows = lapRows(totals);

  const toggle = () => {
    if (startedAt === null) setStartedAt(Date.now());
    else {
      setBanked(read());
      setStartedAt(null);
    }
  };
  const reset = () => {
    setBanked(0);
    setStartedAt(null);
    setTotals([]);
  };
  const csv = () =>
    download(`${toolId}-laps.csv`, lapsCsv(rows, [t('laps.lap'), t('laps.lapSeconds'), t('laps.totalSeconds'), t('laps.mark')], { best: t('laps.best'), worst: t('laps.worst') }, i18n.language), MIME.csv);

  return (
    <div className="stopwatch-and-timer-face">
      <p className="stopwatch-and-timer-clock" role="timer" aria-label={t('stopwatch.clock')} translate="no">
        {clockText(elapsed, decimal)}
      </p>
      <div className="stopwatch-and-timer-buttons">
        <button type="button" className="btn btn-primary" onClick={toggle}>
          {startedAt === null ? (elapsed ? t('buttons.resume') : t('buttons.start')) : t('buttons.stop')}
        </button>
        <button type="button" className="btn" onClick={() => setTotals([...totals, read()])} disabled={startedAt === null}>
          {t('buttons.lap')}
        </button>
        <button type="button" className="btn" onClick={reset} disabled={!elapsed && !totals.length}>
          {t('buttons.reset')}
        </button>
        <button type="button" className="btn" onClick={csv} disabled={!rows.length}>
          {t('buttons.csv')}
        </button>
      </div>
      {rows.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('laps.caption')}>
          <table className="output-table stopwatch-and-timer-laps">
            <caption>{t('laps.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('laps.lap')}</th>
                <th scope="col">{t('laps.lapTime')}</th>
                <th scope="col">{t('laps.total')}</th>
              </tr>
            </thead>
            <tbody>
              {[...rows].reverse().map((r) => (
                <tr key={r.n} className={r.mark ? `stopwatch-and-timer-${r.mark}` : undefined}>
                  <th scope="row">
                    {r.n}
                    {r.mark && <span className="stopwatch-and-timer-mark"> {t(`laps.${r.mark}`)}</span>}
                  </th>
                  <td translate="no">{clockText(r.lapMs, decimal)}</td>
                  <td translate="no">{clockText(r.totalMs, decimal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Timer({ toolId, totalMs }: { toolId: string; totalMs: number | null }) {
  const { t } = useTranslation(toolId);
  const host = useToolHost();
  // The clock reading at which it ends while running; the time left while paused (null: not started).
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [pausedLeft, setPausedLeft] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const rung = useRef(false);
  const now = useNow(endsAt !== null, TICK_MS) ?? 0;
  // A new length after the end: the clock shows it again.
  useEffect(() => setDone(false), [totalMs]);
  const left = endsAt !== null ? endsAt - now : done ? 0 : (pausedLeft ?? totalMs ?? 0);

  useEffect(() => {
    if (endsAt === null || now < endsAt || rung.current) return;
    rung.current = true;
    setEndsAt(null);
    setPausedLeft(null);
    setDone(true);
    ring();
    systemNotify(t('timer.notificationTitle'), t('timer.notificationBody', { time: timerText(totalMs ?? 0) }));
  }, [now, endsAt, totalMs, t]);

  const start = () => {
    if (totalMs === null) return;
    askToNotify();
    rung.current = false;
    setDone(false);
    setEndsAt(Date.now() + (pausedLeft ?? totalMs));
    setPausedLeft(null);
  };
  const pause = () => {
    if (endsAt === null) return;
    setPausedLeft(Math.max(0, endsAt - Date.now()));
    setEndsAt(null);
  };
  const reset = () => {
    setEndsAt(null);
    setPausedLeft(null);
    setDone(false);
  };
  const field = (name: 'hours' | 'minutes' | 'seconds', max: number) => (
    <label className="stopwatch-and-timer-part">
      <span>{t(`fields.${name}.label`)}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={String(host.values[name] ?? '')}
        disabled={endsAt !== null || pausedLeft !== null}
        onChange={(e) => host.setValue(name, e.target.value)}
      />
    </label>
  );

  return (
    <div className="stopwatch-and-timer-face">
      <div className="stopwatch-and-timer-parts">
        {field('hours', 99)}
        {field('minutes', 59)}
        {field('seconds', 59)}
      </div>
      <p className="stopwatch-and-timer-clock" role="timer" aria-label={t('timer.clock')} translate="no">
        {timerText(left)}
      </p>
      <div className="stopwatch-and-timer-buttons">
        {endsAt === null ? (
          <button type="button" className="btn btn-primary" onClick={start} disabled={totalMs === null}>
            {pausedLeft !== null ? t('buttons.resume') : t('buttons.start')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={pause}>
            {t('buttons.pause')}
          </button>
        )}
        <button type="button" className="btn" onClick={reset} disabled={endsAt === null && pausedLeft === null && !done}>
          {t('buttons.reset')}
        </button>
      </div>
      <p className="stopwatch-and-timer-done" role="status">
        {done ? t('timer.done') : ''}
      </p>
      <p className="field-description">{t('timer.note')}</p>
    </div>
  );
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const host = useToolHost();
  const options = host.options as Options;
  const input = useMemo(() => {
    const read = (name: string) => {
      const raw = String(host.values[name] ?? '').trim();
      return raw === '' ? null : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    };
    return { hours: read('hours'), minutes: read('minutes'), seconds: read('seconds') };
  }, [host.values]);
  const { result, error } = useToolRun(input, options);
  const setting = error ? undefined : (result as Setting | undefined);
  const totalMs = setting?.tab === 'timer' ? setting.totalMs : null;

  return (
    <div className="tool-body stopwatch-and-timer">
      <section className="panel-section" aria-label={t('name')}>
        <Tabs id="stopwatch-and-timer" label={t('options.tab.title')} tabs={TABS.map((key) => ({ key, label: t(`options.tab.values.${key}`) }))} selected={options.tab} onSelect={(tab) => host.setOptions({ ...options, tab })}>
          {options.tab === 'stopwatch' ? <Stopwatch toolId={toolId} /> : <Timer toolId={toolId} totalMs={totalMs} />}
        </Tabs>
        {options.tab === 'timer' && error && <ErrorBanner error={error} toolId={toolId} />}
        <ActionBar filename={toolId} downloads={[]} link={host.link} linkCanCarryInput={host.linkCanCarryInput} />
      </section>
    </div>
  );
}
