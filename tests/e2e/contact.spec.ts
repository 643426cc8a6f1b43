/**
 * The contact form in four languages against the real API server: the page's own per-field
 * messages, idle → sending → sent, the message stored (read back from the database), and a failure
 * that keeps what the visitor typed and says what to do; on a plain static host, never a fake success.
 */
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { openContactStore } from '../../src/server/contact/store.ts';
import { createInstance } from '../../src/i18n/instance.ts';
import { readFileSync } from 'node:fs';

const LANGS = ['en', 'es', 'de', 'fr'] as const;
const DB = resolve(process.env.CONTACT_DB ?? 'data/contact.sqlite');

function texts(lang: (typeof LANGS)[number]) {
  const common = JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as { pages: { contact: Record<string, unknown> } };
  // The contact page's own texts, where the tests have always read them: common's pages.contact.
  const contact = JSON.parse(readFileSync(`locales/${lang}/contact.json`, 'utf8')) as Record<string, unknown>;
  common.pages.contact = { ...common.pages.contact, ...contact };
  const i18n = createInstance(lang, { [lang]: { common } });
  return i18n.getFixedT(lang, 'common');
}

const field = (page: Page, label: string) => page.locator('main .contact-form').getByLabel(label, { exact: true });

for (const lang of LANGS) {
  test(`contact form in ${lang}: field messages, then sending → sent, and the message is stored`, async ({ page, foreignRequests }) => {
    const t = texts(lang);
    await gotoHydrated(page, `/${lang}/contact`);
    const name = field(page, t('pages.contact.name'));
    const email = field(page, t('pages.contact.email'));
    const message = field(page, t('pages.contact.message'));
    const send = page.getByRole('button', { name: t('pages.contact.send') });

    // Nothing typed: a message at each field, in the page's language, and nothing sent.
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posts++;
    });
    await send.click();
    await expect(name).toHaveAccessibleDescription(t('pages.contact.errors.name.required'));
    await expect(message).toHaveAccessibleDescription(t('pages.contact.errors.message.required'));
    await expect(name).toBeFocused();
    await name.fill('Ann Example');
    await email.fill('ann@');
    await message.fill('Short');
    await send.click();
    await expect(email).toHaveAccessibleDescription(t('pages.contact.errors.email.invalid'));
    await expect(message).toHaveAccessibleDescription(t('pages.contact.errors.message.tooShort', { min: 10 }));
    expect(posts).toBe(0);

    const marker = `e2e ${lang} ${Date.now()}`;
    await email.fill('ann@example.com');
    await field(page, t('pages.contact.subject')).selectOption('suggestion');
    await message.fill(`Hello from the test: ${marker}.`);
    // Slow the answer down a little to see the sending state.
    await page.route('**/api/contact', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await send.click();
    await expect(page.getByRole('button', { name: t('pages.contact.sending') })).toBeDisabled();
    await expect(page.locator('main').getByRole('status')).toContainText(t('pages.contact.sent'));

    const store = openContactStore(DB, { readonly: true });
    const stored = (await store.list({ limit: 50 })).find((m) => m.message.includes(marker));
    await store.close();
    expect(stored).toMatchObject({ name: 'Ann Example', email: 'ann@example.com', subject: 'suggestion', lang });
    expect(foreignRequests).toEqual([]);
  });
}

test('a visitor who fills and sends the form within the minimum fill time sees it sending, then sent, never the robots\' refusal', async ({ page }) => {
  const t = texts('en');
  const token = page.waitForResponse((r) => r.url().endsWith('/api/contact/token'));
  await gotoHydrated(page, '/en/contact');
  const { minFillMs } = (await (await token).json()) as { minFillMs: number };
  const tokenSeenAt = Date.now();
  const marker = `quick-${Date.now()}`;
  // Autofill and a pasted message: the whole form in a moment.
  await field(page, 'Name').fill('Quick Visitor');
  await field(page, 'Email').fill('quick@example.com');
  await field(page, 'Message').fill(`Pasted at once:\t${marker}.`);
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/contact')) statuses.push(r.status());
  });
  await page.getByRole('button', { name: t('pages.contact.send') }).click();
  // Sent well within the minimum: without the page's wait, the server would refuse it.
  expect(Date.now() - tokenSeenAt).toBeLessThan(minFillMs);
  await expect(page.getByRole('button', { name: t('pages.contact.sending') })).toBeDisabled();
  await expect(page.locator('main').getByRole('status')).toContainText(t('pages.contact.sent'));
  expect(statuses).toEqual([201]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const store = openContactStore(DB, { readonly: true });
  // The pasted tab became spaces: the server refuses control characters, the visitor never meets that.
  expect((await store.list({ limit: 50 })).some((m) => m.message.includes(`Pasted at once:    ${marker}.`))).toBe(true);
  await store.close();
});

test('a failure keeps what the visitor typed and says what to do', async ({ page }) => {
  const t = texts('en');
  await gotoHydrated(page, '/en/contact');
  await field(page, 'Name').fill('Bo');
  await field(page, 'Email').fill('bo@example.com');
  await field(page, 'Message').fill('This message must not be lost.');
  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'storeFailed' } }) }));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toHaveText(new RegExp(t('pages.contact.failed.unavailable').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(field(page, 'Message')).toHaveValue('This message must not be lost.');
  // The server's own figure: 36 minutes left of the hour (2,131 s, rounded up), never a fixed "an hour".
  await page.route('**/api/contact', (route) => route.fulfill({ status: 429, contentType: 'application/json', headers: { 'retry-after': '2131' }, body: JSON.stringify({ error: { code: 'rateLimited', params: { seconds: 2131 } } }) }));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText(t('pages.contact.failed.rateLimited', { count: 36 }));
  await expect(page.getByRole('alert')).toContainText('36 minutes');
  await expect(field(page, 'Name')).toHaveValue('Bo');
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText(t('pages.contact.failed.network'));
  await expect(page.getByText(t('pages.contact.sent'))).toHaveCount(0);
});

test('on a plain static host a submit says it failed, keeps the text and never fakes success', async ({ page }) => {
  await page.goto(`${process.env.E2E_STATIC_BASE}/en/contact`);
  await page.locator('html[data-hydrated]').waitFor();
  await field(page, 'Name').fill('Ann');
  await field(page, 'Email').fill('ann@example.com');
  await field(page, 'Subject').selectOption('feedback');
  await field(page, 'Message').fill('Hello, this is a test message.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('could not be sent');
  await expect(page.getByText('Thank you!')).toHaveCount(0);
  await expect(field(page, 'Message')).toHaveValue('Hello, this is a test message.');
});
