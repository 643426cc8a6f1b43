import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { displayText } from '@sdk/ui';
import { displayContext, writer } from '../../tests/display.ts';
import { run, type CertResult } from './run.ts';
import { ISRG_ROOT_X2, TEST_LEAF, TEST_ROOT } from './samples.ts';
import { view } from './view.ts';

const en = writer('certificate-decoder', 'en');
const de = writer('certificate-decoder', 'de');

async function show(text: string) {
  const result = await run({ text, file: null });
  if (isToolError(result)) throw new Error(result.code);
  return asResultView(view(result as CertResult, { input: { text, file: null }, options: {} }));
}
const notes = (blocks: readonly unknown[]) => (blocks as NoteBlock[]).filter((b) => b.kind === 'note').map((b) => en(b.text));

describe('certificate decoder view', () => {
  it('says a good chain is in order and ends with a root, then shows each certificate', async () => {
    const v = await show(`${TEST_LEAF}\n${TEST_ROOT}`);
    expect(notes(v.blocks)).toEqual([
      'Chain in order: each of the 2 certificates is issued and signed by the next one.',
      'The last certificate is a self-signed root: its own key verifies its signature.',
      'Decoded in your browser: your certificates are never uploaded.',
    ]);
    const certs = v.blocks.filter((b): b is ValuesBlock => b.kind === 'values');
    expect(certs.map((c) => en(c.label!))).toEqual(['Certificate 1 of 2', 'Certificate 2 of 2']);
    const leaf = Object.fromEntries(certs[0]!.items.map((i) => [en(i.label), i]));
    expect(en(leaf['Subject']!.value)).toBe('CN=www.example.com');
    expect(en(leaf['Subject alternative names']!.value)).toBe('DNS: www.example.com, DNS: example.com, IP: 192.0.2.1');
    expect(en(leaf['Public key']!.value)).toBe('RSA 2,048 bits');
    expect(en(leaf['Basic constraints']!.value)).toBe('Not a certificate authority');
    expect(en(leaf['Extended key usage']!.value)).toBe('serverAuth, clientAuth');
    expect(en(leaf['Critical extensions']!.value)).toBe('basicConstraints, keyUsage');
    expect(en(leaf['Valid from (not before)']!.hint!)).toBe('Valid for 365 days in all');
    // Expiry: days left or since, written in the browser at its current time.
    expect(leaf['Expires (not after)']!.value).toEqual({ relative: Date.UTC(2026, 2, 1), unit: 'day' });
    expect(displayText(leaf['Expires (not after)']!.value, displayContext('certificate-decoder', 'en', Date.UTC(2026, 10, 26)))).toBe('270 days ago');
    const root = Object.fromEntries(certs[1]!.items.map((i) => [en(i.label), i]));
    expect(en(root['Basic constraints']!.value)).toBe('Certificate authority, at most 0 intermediates below it');
    expect(de(root['Basic constraints']!.value)).toBe('Zertifizierungsstelle, höchstens 0 Zwischenzertifikate darunter');
  });

  it('names the link that breaks in a chain out of order', async () => {
    const v = await show(`${TEST_ROOT}\n${TEST_LEAF}`);
    expect(notes(v.blocks).slice(0, 3)).toEqual([
      'Certificate 1’s issuer is not certificate 2’s subject: the chain is out of order or a certificate is missing.',
      'Certificate 2’s key does not verify certificate 1’s signature.',
      'The chain ends without its root: the last certificate’s issuer is expected in the trust store.',
    ]);
    expect((v.blocks[0] as NoteBlock).tone).toBe('warning');
  });

  it('says a single root is self-signed, with no path length limit', async () => {
    const v = await show(ISRG_ROOT_X2);
    expect(notes(v.blocks)[0]).toBe('Self-signed certificate: its own key verifies its signature.');
    const items = (v.blocks.find((b) => b.kind === 'values') as ValuesBlock).items;
    expect(en((v.blocks.find((b) => b.kind === 'values') as ValuesBlock).label!)).toBe('Certificate');
    expect(en(items.find((i) => en(i.label) === 'Basic constraints')!.value)).toBe('Certificate authority, no path length limit');
    expect(en(items.find((i) => en(i.label) === 'Public key')!.value)).toBe('ECDSA P-384');
  });
});
