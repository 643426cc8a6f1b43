import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

// A browser's voices differ from machine to machine (headless Chromium has none): the test gives the
// page a speech synthesizer it drives itself, with an English and a French voice.
test.use({ isolatedContext: true });

async function fakeSpeech(page: Page) {
  await page.addInitScript(() => {
    type U = { text: string; voice: { lang: string } | null; rate: number; pitch: number; onstart?: () => void; onend?: () => void; onboundary?: (e: { name: string; charIndex: number }) => void };
    const voices = [
      { voiceURI: 'en-1', name: 'Ava', lang: 'en-US', localService: true, default: true },
      { voiceURI: 'en-2', name: 'Daniel', lang: 'en-GB', localService: false, default: false },
      { voiceURI: 'fr-1', name: 'Amélie', lang: 'fr-FR', localService: true, default: false },
    ];
    const state = { queue: [] as U[], spoken: [] as string[], paused: false, cancelled: 0, settings: [] as string[] };
    (window as unknown as { tts: unknown }).tts = {
      state,
      boundary(charIndex: number) {
        state.queue[0]?.onboundary?.({ name: 'word', charIndex });
      },
      finish() {
        const u = state.queue.shift();
        u?.onend?.();
        state.queue[0]?.onstart?.();
      },
    };
    (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
      voice = null;
      lang = '';
      rate = 1;
      pitch = 1;
      constructor(public text: string) {}
    };
    const listeners: (() => void)[] = [];
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => voices,
        addEventListener: (_: string, f: () => void) => listeners.push(f),
        removeEventListener: () => undefined,
        speak(u: U) {
          state.queue.push(u);
          state.spoken.push(u.text);
          state.settings.push(`${u.voice?.lang} ${u.rate} ${u.pitch}`);
          if (state.queue.length === 1) u.onstart?.();
        },
        pause: () => (state.paused = true),
        resume: () => (state.paused = false),
        cancel() {
          state.cancelled++;
          state.queue = [];
        },
      },
    });
  });
}

const tts = (page: Page) => page.evaluate(() => (window as unknown as { tts: { state: { spoken: string[]; paused: boolean; cancelled: number; settings: string[] } } }).tts.state);

test('reads sentence by sentence with the chosen voice, marks the word being spoken, pauses, resumes and stops', async ({ page, openTool, foreignRequests }) => {
  await fakeSpeech(page);
  await openTool('en', 'text-tools', 'text-to-speech');
  await page.getByLabel('Text to read aloud').fill('Hello there. How are you today?');
  const voice = page.getByLabel('Voice');
  await expect(voice.locator('option')).toHaveText(['Ava (en-US)', 'Daniel (en-GB) – online voice']);
  await voice.selectOption({ label: 'Daniel (en-GB) – online voice' });

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  expect((await tts(page)).spoken).toEqual(['Hello there. ', 'How are you today?']);
  expect((await tts(page)).settings).toEqual(['en-GB 1 1', 'en-GB 1 1']);
  const word = page.locator('mark.text-to-speech-word');
  await expect(word).toHaveText('Hello');
  await page.evaluate(() => (window as unknown as { tts: { boundary(i: number): void } }).tts.boundary(6));
  await expect(word).toHaveText('there');
  // The second sentence: its words are found at their place in the whole text.
  await page.evaluate(() => (window as unknown as { tts: { finish(): void; boundary(i: number): void } }).tts.finish());
  await page.evaluate(() => (window as unknown as { tts: { boundary(i: number): void } }).tts.boundary(4));
  await expect(word).toHaveText('are');

  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  expect((await tts(page)).paused).toBe(true);
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  expect((await tts(page)).paused).toBe(false);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(word).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

test('speed and pitch go to the voice, in French', async ({ page, openTool }) => {
  await fakeSpeech(page);
  await openTool('fr', 'text-tools', 'text-to-speech');
  await page.getByLabel('Texte à lire à voix haute').fill('Bonjour ! Ça va ?');
  await page.getByLabel('Vitesse (%)').fill('150');
  await page.getByLabel('Hauteur (%)').fill('80');
  await expect(page.getByLabel('Voix', { exact: true })).toHaveValue('fr-1');
  await page.getByRole('button', { name: 'Lire', exact: true }).click();
  expect((await tts(page)).settings[0]).toBe('fr-FR 1.5 0.8');
});

for (const [lang, label, notice] of [
  ['de', 'Vorzulesender Text', 'Ihr Browser hat keine Stimme für Deutsch.'],
  ['es', 'Texto que se leerá en voz alta', 'Tu navegador no tiene ninguna voz para el idioma «español».'],
] as const) {
  test(`says plainly when the browser has no voice for the language (${lang})`, async ({ page, openTool }) => {
    await fakeSpeech(page);
    await openTool(lang, 'text-tools', 'text-to-speech');
    await page.getByLabel(label).fill('Hallo. Hola.');
    await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
    await expect(page.getByRole('button', { name: /Abspielen|Reproducir/ })).toHaveCount(0);
  });
}
