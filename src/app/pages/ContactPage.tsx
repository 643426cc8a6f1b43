import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../head.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';

export const CONTACT_SUBJECTS = ['general', 'feedback', 'support', 'suggestion'] as const;
/** Where the contact form posts; the API server provides it. */
export const CONTACT_ENDPOINT = '/api/contact';

type Status = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; reason: 'unavailable' | 'network' | 'rejected' };

/** Contact form: idle → sending → sent, or a clear failure. Never a success the server did not confirm. */
export default function ContactPage() {
  const { t } = useTranslation('common');
  const id = useId();
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setStatus({ state: 'sending' });
    try {
      const res = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: data.name, email: data.email, subject: data.subject, message: data.message }),
      });
      const isJson = res.headers.get('content-type')?.includes('application/json');
      if (res.ok && isJson) {
        setStatus({ state: 'sent' });
        form.reset();
      } else setStatus({ state: 'failed', reason: res.status === 400 || res.status === 429 ? 'rejected' : 'unavailable' });
    } catch {
      setStatus({ state: 'failed', reason: 'network' });
    }
  }

  const title = t('pages.contact.title');
  return (
    <>
      <PageHead title={title} description={t('pages.contact.description')} path="/contact" />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{t('pages.contact.intro')}</p>
      {status.state === 'sent' ? (
        <div className="success-banner" role="status">
          <span aria-hidden="true">✓</span> {t('pages.contact.sent')}
          <button type="button" className="btn" onClick={() => setStatus({ state: 'idle' })}>
            {t('pages.contact.another')}
          </button>
        </div>
      ) : (
        <form className="contact-form" onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('pages.contact.name')}</label>
            <input id={`${id}-name`} name="name" required maxLength={100} autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('pages.contact.email')}</label>
            <input id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="email" />
          </div>
          <div className="field">
            <label htmlFor={`${id}-subject`}>{t('pages.contact.subject')}</label>
            <select id={`${id}-subject`} name="subject" defaultValue="general">
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {t(`pages.contact.subjects.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-message`}>{t('pages.contact.message')}</label>
            <textarea id={`${id}-message`} name="message" required minLength={10} maxLength={5000} rows={6} />
          </div>
          {status.state === 'failed' && (
            <div className="error-banner" role="alert">
              <span aria-hidden="true">⚠</span> {t(`pages.contact.failed.${status.reason}`)}
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={status.state === 'sending'}>
            {status.state === 'sending' ? t('pages.contact.sending') : t('pages.contact.send')}
          </button>
        </form>
      )}
    </>
  );
}
