/**
 * A client-side tool sends nothing anywhere while it is used: no request carries a unique marker typed
 * into every field (or hidden in the bytes of the files chosen), and no request carries a body at all.
 * Used by tools.spec.ts on every tool page.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { ToolInfo } from './site.ts';
import { exampleFileBytes, isExampleFile, type ToolManifest } from '../../src/sdk/core/index.ts';

/** A 2 × 2 PNG with the marker after its end: a file any image tool reads, whose bytes can be recognised. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAG0lEQVR4XmN4Zun2/+Ovd/8ZVty681/WNPw/AGkyC0IP83q8AAAAAElFTkSuQmCC';

/** The files a tool is tried with: its examples' sample files (real photos, PDFs, QR codes), and a marked PNG. */
async function sampleFiles(tool: { id: string }, marker: string): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const { manifest } = (await import(`../../plugins/${tool.id}/manifest.ts`)) as { manifest: ToolManifest };
  const files = manifest.examples.flatMap((ex) => Object.values(ex.input as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [v]))).filter(isExampleFile);
  return [
    ...files.slice(0, 2).map((f) => ({ name: f.name, mimeType: f.type, buffer: Buffer.concat([Buffer.from(exampleFileBytes(f)), Buffer.from(marker)]) })),
    { name: `${marker}.png`, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.from(marker)]) },
  ];
}

export interface Privacy {
  /** Types the marker into every field of the open tool page (tab by tab), tries each option and chooses files. */
  useWithMarker: () => Promise<void>;
  /** Fails the test if a request carried the marker or a body since the record began. */
  expectNothingSent: () => void;
}

/** Starts recording the page's requests, from now until the end of the test. */
export function privacy(page: Page, tool: ToolInfo): Privacy {
  const marker = `secret-${tool.id}-${Date.now()}`;
  const carrying: string[] = [];
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes(marker) || (req.postData() ?? '').includes(marker)) carrying.push(req.url());
    // A client-side tool never sends anything: no request carries a body, whatever it holds.
    if (req.method() !== 'GET' && req.method() !== 'HEAD') sent.push(`${req.method()} ${req.url()}`);
  });
  return {
    async useWithMarker() {
      // In one go inside the page (a few hundred actions cost a round trip each from here): every field a
      // person can type in gets the marker (a value set as typing does, with its input event), tab by tab,
      // then each radio button and box a person can see is clicked.
      await page.evaluate(async (text) => {
        const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const editable = (el: HTMLInputElement | HTMLTextAreaElement) => !el.disabled && !el.readOnly && el.checkVisibility();
        const typeInto = (el: HTMLInputElement | HTMLTextAreaElement) => {
          const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
          Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, text);
          el.dispatchEvent(new Event('input', { bubbles: true }));
        };
        const fields = () =>
          [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
            'main textarea, main input[type="text"], main input[type="search"], main input[type="email"], main input[type="tel"], main input[type="url"], main input:not([type])',
          )].filter((el) => editable(el) && el.value !== text);
        // A field typed in may bring others (a choice that shows more): until none is left without the marker.
        const fillAll = async () => {
          for (let pass = 0; pass < 3 && fields().length > 0; pass++) {
            for (const el of fields()) typeInto(el);
            await settle();
          }
        };
        await fillAll();
        // Bespoke panels show their fields tab by tab.
        const tabs = document.querySelectorAll<HTMLElement>('main [role="tab"]').length;
        for (let i = 0; i < tabs; i++) {
          document.querySelectorAll<HTMLElement>('main [role="tab"]')[i]?.click();
          await settle();
          await fillAll();
        }
        // Only what a person can reach: a control in a closed <details> or off screen is not clicked. Looked
        // up again after each click: choosing a radio may redraw the panel (a QR type brings other fields).
        for (const type of ['radio', 'checkbox']) {
          const boxes = () => [...document.querySelectorAll<HTMLInputElement>(`main input[type="${type}"]`)].filter((el) => el.checkVisibility());
          for (let i = 0; i < Math.min(boxes().length, type === 'radio' ? 12 : Infinity); i++) {
            boxes()[i]?.click();
            await settle();
          }
        }
      }, `{"${marker}": "${marker}"}`);
      // Files are chosen too (photos, PDFs, images with the marker in their bytes): they are read here and never leave.
      const fileInputs = page.locator('main input[type="file"]');
      if ((await fileInputs.count()) > 0) {
        const files = await sampleFiles(tool, marker);
        for (let i = 0; i < (await fileInputs.count()); i++) {
          const input = fileInputs.nth(i);
          const multiple = (await input.getAttribute('multiple')) !== null;
          for (const chosen of multiple ? [files] : files) {
            await input.setInputFiles(chosen);
            // A field says it is busy while it reads a file (FileField, a text box's Open file).
            await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
          }
        }
      }
      // Whatever the last input set going (a run in the worker, files being read) finishes; then, since a
      // request that never comes cannot be awaited, a moment for one to leave before they are counted.
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await page.waitForTimeout(300);
    },
    expectNothingSent() {
      expect(carrying).toEqual([]);
      expect(sent).toEqual([]);
    },
  };
}
