import { use, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../head.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useLang } from '../context.ts';
import { resource } from '../resource.ts';
import { loadHostNamespace, loadI18n, type Lang } from '../../i18n/index.ts';

/** The contact page's texts: their own namespace, so no other page downloads them. */
export function contactTexts(lang: Lang): Promise<void> {
  return resource(`contact:${lang}`, async () => loadHostNamespace(await loadI18n(lang), 'contact'));
}
import { CONTACT_LIMITS, CONTACT_SUBJECTS, checkContact, type ContactField, type ContactInput, type FieldProblem } from './contactRules.ts';

export { CONTACT_SUBJECTS };
/** Where the contact form posts; the API server provides it. */
export const CONTACT_ENDPOINT = '/api/contact';
/** Where the form gets the server's signed time when it is shown (the minimum fill time is measured from it). */
export const CONTACT_TOKEN_ENDPOINT = '/api/contact/token';

interface FormToken {
  value: string;
  /** When this page received it (Date.now()): at least as late as the server's time in it. */
  receivedAt: number;
  minFillMs: number;
}

/** The server's signed time, or null where there is no API server (a static host). */
async function fetchFormToken(): Promise<FormToken | null> {
  try {
    const res = await fetch(CONTACT_TOKEN_ENDPOINT, { cache: 'no-store' });
    const body = res.ok ? ((await res.json()) as { token?: unknown; minFillMs?: unknown }) : null;
    return body && typeof body.token === 'string' && typeof body.minFillMs === 'number' ? { value: body.token, receivedAt: Date.now(), minFillMs: body.minFillMs } : null;
  } catch {
    return null;
  }
}

type Failure = 'unavailable' | 'network' | 'rejected' | 'rateLimited' | 'invalid';
type Status = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; reason: Failure; minutes?: number };

/** Whole minutes until the server takes messages again, from its Retry-After (else the error's seconds, else the hour). */
function minutesToWait(res: Response, seconds: unknown): number {
  const header = Number(res.headers.get('retry-after'));
  const wait = Number.isFinite(header) && header > 0 ? header : typeof seconds === 'number' && seconds > 0 ? seconds : 3600;
  return Math.max(1, Math.ceil(wait / 60));
}

const EMPTY: ContactInput = { name: '', email: '', subject: 'general', message: '' };

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Contact form: idle → sending → sent, or a clear failure that keeps what the visitor typed. Every
 * field is checked here first (a message at the field, in the page's language) and again by the
 * server; success is shown only when the server says the message is stored.
 */
export default function ContactPage() {
  const lang = useLang();
  use(contactTexts(lang));
  const { t } = useTranslation(['contact', 'common']);
  const id = useId();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<ContactField, FieldProblem>>>({});
  const [website, setWebsite] = useState('');
  const token = useRef<Promise<FormToken | null> | null>(null);
  // One key per message: a retry after a lost answer is stored once; a new message gets a new key.
  const key = useRef('');
  // Whether the key went with a send: a message changed after that is a new message with a new key.
  const keySent = useRef(false);
  const refs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), subject: useRef<HTMLSelectElement>(null), message: useRef<HTMLTextAreaElement>(null) };

  useEffect(() => {
    token.current = fetchFormToken();
    key.current = newKey();
  }, []);

  const set = (field: ContactField, raw: string) => {
    // A pasted log or code keeps its layout: its tabs become spaces (the server refuses control characters).
    const value = field === 'message' ? raw.replaceAll('\t', '    ') : raw;
    setValues((v) => ({ ...v, [field]: value }));
    if (keySent.current) {
      key.current = newKey();
      keySent.current = false;
    }
    if (problems[field]) setProblems((p) => ({ ...p, [field]: checkContact({ ...values, [field]: value })[field] }));
    if (status.state === 'failed') setStatus({ state: 'idle' });
  };

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (status.state === 'sending') return;
    const found = checkContact(values);
    setProblems(found);
    const first = (['name', 'email', 'subject', 'message'] as const).find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setStatus({ state: 'sending' });
    key.current ||= newKey();
    keySent.current = true;
    // A person who fills the form faster than the server's minimum (autofill, a pasted message) waits the
    // rest of it here, with the button saying "Sending…", instead of meeting the robots' refusal.
    const post = async () => {
      token.current ??= fetchFormToken();
      const current = await token.current;
      const wait = current ? current.minFillMs - (Date.now() - current.receivedAt) : 0;
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      const res = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, lang, key: key.current, website, token: current?.value ?? '' }),
      });
      const isJson = res.headers.get('content-type')?.includes('application/json');
      const body = isJson ? ((await res.json().catch(() => null)) as { ok?: boolean; error?: { code?: string; params?: { field?: string; problem?: string; seconds?: number } } } | null) : null;
      return { res, isJson, body };
    };
    try {
      let { res, isJson, body } = await post();
      if (body?.error?.code === 'formExpired') {
        // The server restarted or the page stayed open a day: a new token, and the message goes again.
        token.current = fetchFormToken();
        ({ res, isJson, body } = await post());
      }
      if (res.ok && body?.ok === true) {
        setStatus({ state: 'sent' });
        setValues(EMPTY);
        key.current = newKey();
        keySent.current = false;
        return;
      }
      const error = body?.error;
      if (error?.code === 'invalidField' && error.params?.field) {
        setProblems({ [error.params.field]: (error.params.problem ?? 'invalid') as FieldProblem });
        setStatus({ state: 'failed', reason: 'invalid' });
      } else if (res.status === 429) setStatus({ state: 'failed', reason: 'rateLimited', minutes: minutesToWait(res, error?.params?.seconds) });
      else setStatus({ state: 'failed', reason: res.status === 400 && isJson ? 'rejected' : 'unavailable' });
    } catch {
      setStatus({ state: 'failed', reason: 'network' });
    }
  }

  const limitOf = (field: ContactField) => ({ max: (CONTACT_LIMITS as Record<string, { max?: number }>)[field]?.max ?? 0, min: field === 'message' ? CONTACT_LIMITS.message.min : 1 });
  const problemText = (field: ContactField) => {
    const problem = problems[field];
    return problem ? t(`errors.${field}.${problem}`, limitOf(field)) : undefined;
  };
  const describedBy = (field: ContactField) => (problems[field] ? `${id}-${field}-error` : undefined);
  const fieldMessage = (field: ContactField) =>
    problems[field] ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {problemText(field)}
      </p>
    ) : null;

  const title = t('common:pages.contact.title');
  const sending = status.state === 'sending';
  return (
    <>
      <PageHead title={title} description={t('description')} path="/contact" />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{t('intro')}</p>
      {status.state === 'sent' ? (
        <div className="success-banner" role="status">
          <span aria-hidden="true">✓</span> {t('sent')}
          <button
            type="button"
            className="btn"
            onClick={() => {
              token.current = fetchFormToken();
              setStatus({ state: 'idle' });
            }}
          >
            {t('another')}
          </button>
        </div>
      ) : (
        <form className="contact-form" onSubmit={submit} noValidate aria-busy={sending}>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('name')}</label>
            <input ref={refs.name} id={`${id}-name`} name="name" required maxLength={CONTACT_LIMITS.name.max} autoComplete="name" value={values.name} onChange={(e) => set('name', e.target.value)} aria-invalid={!!problems.name} aria-describedby={describedBy('name')} readOnly={sending} />
            {fieldMessage('name')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('email')}</label>
            <input ref={refs.email} id={`${id}-email`} name="email" type="email" required maxLength={CONTACT_LIMITS.email.max} autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} aria-invalid={!!problems.email} aria-describedby={describedBy('email')} readOnly={sending} />
            {fieldMessage('email')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-subject`}>{t('subject')}</label>
            <select ref={refs.subject} id={`${id}-subject`} name="subject" value={values.subject} onChange={(e) => set('subject', e.target.value)} aria-invalid={!!problems.subject} aria-describedby={describedBy('subject')}>
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {t(`subjects.${s}`)}
                </option>
              ))}
            </select>
            {fieldMessage('subject')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-message`}>{t('message')}</label>
            <textarea ref={refs.message} id={`${id}-message`} name="message" required minLength={CONTACT_LIMITS.message.min} maxLength={CONTACT_LIMITS.message.max} rows={6} value={values.message} onChange={(e) => set('message', e.target.value)} aria-invalid={!!problems.message} aria-describedby={describedBy('message') ?? `${id}-message-count`} readOnly={sending} />
            <p className="muted field-hint" id={`${id}-message-count`}>
              {t('count', { count: values.message.length, max: CONTACT_LIMITS.message.max })}
            </p>
            {fieldMessage('message')}
          </div>
          {/* A field people never see or reach; robots fill it in. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={`${id}-website`}>Website</label>
            <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
          </div>
          {status.state === 'failed' && (
            <div className="error-banner" role="alert">
              <span aria-hidden="true">⚠</span> {t(`failed.${status.reason}`, status.minutes ? { count: status.minutes } : {})}
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? t('sending') : t('send')}
          </button>
        </form>
      )}
    </>
  );
}
