/**
 * What the page says about a code, in Display values: the scanning warnings (as notes), the line of
 * details under the code, the image's accessible name, and the encoded text that Copy text copies.
 * The code itself, its downloads and its colours are drawn by the panel.
 */
import { MIN_SCAN_CONTRAST, msg, num, type Display, type NoteBlock, type ResultView } from '@sdk/core';
import { LEVEL_RECOVERY, type Input, type Options } from './manifest.ts';
import type { QrResult } from './run.ts';
import { isBatch, lineNumbers, type BatchResult } from './batch.ts';

/** Longest content named in the image's accessible name. */
const ALT_CHARS = 60;

const whole = (value: number) => num(value, { maximumFractionDigits: 0 });

/** "15 %" in the page's language: the share of the code a level can restore. */
export function recovery(level: Options['level']): Display {
  return num(LEVEL_RECOVERY[level], { style: 'percent' });
}

/** "Version 4 · 33 × 33 modules · 55 bytes · level M (15 %)". */
export function details(code: QrResult): Display {
  return msg('details', { version: whole(code.version), modules: whole(code.modules), bytes: whole(code.bytes), level: code.level, percent: recovery(code.level) });
}

/** The code's accessible name: what it does, and with what (the address, the network, the contact). */
export function altText(input: Input, type: Options['type']): Display {
  if (type === 'batch') return msg('alt.text');
  const value =
    type === 'url' || type === 'email' || type === 'phone' || type === 'sms'
      ? input[type === 'sms' ? 'phone' : type].trim()
      : type === 'wifi'
        ? input.ssid
        : type === 'vcard'
          ? [input.firstName.trim(), input.lastName.trim()].filter(Boolean).join(' ') || input.organization.trim()
          : '';
  return msg(`alt.${type}`, { value: value.length > ALT_CHARS ? `${value.slice(0, ALT_CHARS)}…` : value });
}

/**
 * Scanning problems the chosen look causes, in words (never colour alone), and the level a logo raised;
 * Copy text copies the encoded text.
 */
export function view(code: QrResult | BatchResult, { options }: { options: Pick<Options, 'size' | 'level' | 'logoSize'> }): ResultView {
  if (isBatch(code)) return batchView(code, options);
  const raised: NoteBlock[] = code.logo && options.level !== code.level ? [{ kind: 'note', tone: 'info', text: msg('levelRaised') }] : [];
  return {
    blocks: [
      ...raised,
      ...code.warnings.map(
        (w): NoteBlock => ({
          kind: 'note',
          tone: 'warning',
          text: msg(`warnings.${w}`, {
            ratio: num(code.contrast, { maximumFractionDigits: 2 }),
            min: whole(MIN_SCAN_CONTRAST),
            size: whole(options.size),
            share: num(options.logoSize / 100, { style: 'percent' }),
          }),
        }),
      ),
    ],
    copy: code.payload,
    copyLabel: msg('common:actions.copyText'),
  };
}

/** A batch: how many codes, the empty lines skipped, the level a logo raised and the lines a logo made unreadable. Copy copies the file names. */
export function batchView(batch: BatchResult, options: Pick<Options, 'level' | 'logoSize'>): ResultView {
  const notes: NoteBlock[] = [{ kind: 'note', tone: 'info', text: msg('batch.count', { count: whole(batch.count), format: batch.format.toUpperCase() }) }];
  if (batch.empty.length > 0) notes.push({ kind: 'note', tone: 'info', text: msg('batch.empty', { count: whole(batch.empty.length), lines: lineNumbers(batch.empty) }) });
  if (batch.level !== options.level) notes.push({ kind: 'note', tone: 'info', text: msg('levelRaised') });
  if (batch.unreadable.length > 0)
    notes.push({
      kind: 'note',
      tone: 'warning',
      text: msg('batch.unreadable', { count: whole(batch.unreadable.length), lines: lineNumbers(batch.unreadable), share: num(options.logoSize / 100, { style: 'percent' }) }),
    });
  return { blocks: notes, copy: batch.names.join('\n'), copyLabel: msg('batch.copyNames') };
}
