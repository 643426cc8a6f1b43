import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';
import { QPDF_CORE } from '@sdk/pdf';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { LOCKED_PDF, PLAIN_PDF, RESTRICTED_PDF } from './sample.ts';

const pdf = (name: string, base64: string) => ({ name, type: 'application/pdf', base64 });
const plain = pdf('plain.pdf', PLAIN_PDF);
const locked = pdf('locked.pdf', LOCKED_PDF);
const restricted = pdf('restricted.pdf', RESTRICTED_PDF);

/**
 * Protect a PDF with AES-256 (an open password, a permissions password and what it allows), or unlock one whose
 * password the visitor knows. qpdf, compiled to WebAssembly, encrypts and decrypts in the tool's worker
 * (@sdk/pdf). Passwords are secret fields: never remembered, never in a link. Encrypting is random (salts and
 * key), so its examples show what is refused; unlocking gives the same bytes every time.
 */
export const manifest = defineTool({
  related: ['compress-pdf', 'pdf-tools', 'images-to-pdf', 'pdf-to-images'],
  fields: {
    pdf: { kind: 'file', read: 'bytes', accept: 'application/pdf,.pdf', maxBytes: 200 * 1024 * 1024 },
    password: { kind: 'line', secret: true, wide: true, maxLength: 127 },
    ownerPassword: { kind: 'line', secret: true, wide: true, maxLength: 127, tabs: ['protect'] },
  },
  options: {
    mode: { type: 'string', enum: ['protect', 'unlock'], default: 'protect' },
    print: { type: 'boolean', default: true },
    copy: { type: 'boolean', default: true },
    modify: { type: 'boolean', default: false },
    annotate: { type: 'boolean', default: true },
    forms: { type: 'boolean', default: true },
  },
  ui: { mode: 'tabs' },
  optionTabs: { print: ['protect'], copy: ['protect'], modify: ['protect'], annotate: ['protect'], forms: ['protect'] },
  worker: true,
  timeLimitSeconds: 60,
  bigAssets: [QPDF_CORE],
  examples: [
    { name: 'unlock', input: { pdf: locked, password: 'open sesame' }, options: { mode: 'unlock' }, output: EXAMPLE_OUTPUTS.unlock },
    { name: 'unlockRestricted', input: { pdf: restricted, password: 'owner secret' }, options: { mode: 'unlock' }, output: EXAMPLE_OUTPUTS.unlockRestricted },
    { name: 'wrongPassword', input: { pdf: locked, password: 'open sesame!' }, options: { mode: 'unlock' }, output: toolError('wrongPassword', { field: 'password' }) },
    { name: 'notEncrypted', input: { pdf: plain, password: 'anything' }, options: { mode: 'unlock' }, output: toolError('notEncrypted', { field: 'pdf' }) },
    { name: 'noPassword', input: { pdf: plain }, options: { mode: 'protect' }, output: toolError('noPassword', { field: 'password' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
