/**
 * The code (for a given time or counter; the current code is drawn live by Output.tsx), the time it
 * is valid, the settings used, and for an authenticator app the otpauth:// URI and its QR code.
 */
import { create } from 'qrcode';
import { date, msg, num, type ImageBlock, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { OtpResult } from './run.ts';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'long' };
/** Secrets shorter than this are below RFC 4226's minimum (128 bits). */
const MIN_BITS = 128;
const QR_SIZE = 240;
const QR_MARGIN = 4;

/** The QR code of a text as SVG: one path of dark modules on white, a quiet zone of 4 modules. */
export function qrSvg(text: string): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const parts: string[] = [];
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && modules.get(y, x)) x++;
      parts.push(`M${start + QR_MARGIN} ${y + QR_MARGIN}h${x - start}v1h-${x - start}z`);
    }
  }
  const total = n + 2 * QR_MARGIN;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${QR_SIZE}" height="${QR_SIZE}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="#ffffff"/><path d="${parts.join('')}" fill="#000000"/></svg>`
  );
}

/** The settings in a line: "SHA-1 · 6 digits · new code every 30 s". */
export function settingsLine(result: OtpResult) {
  const algorithm = result.algorithm.replace('SHA', 'SHA-');
  return result.mode === 'totp'
    ? msg('settingsTotp', { algorithm, digits: num(result.digits), period: num(result.period) })
    : msg('settingsHotp', { algorithm, digits: num(result.digits) });
}

export function view(result: OtpResult, _context: { input: Input; options: Options }): ResultView {
  const blocks: ResultBlock[] = [];
  if (result.code !== null && result.counter !== null) {
    const items: ValueItem[] = [{ label: msg(result.mode === 'totp' ? 'codeAt' : 'codeHotp'), value: result.code, main: true, mono: true, copy: true }];
    if (result.mode === 'totp' && result.at !== null) {
      const start = result.counter * result.period * 1000;
      items.push({ label: msg('validity'), value: msg('validFromTo', { from: date(start, DATE_FORMAT), to: date(start + result.period * 1000, DATE_FORMAT) }) });
      items.push({ label: msg('timeStep'), value: num(result.counter, { useGrouping: false }), hint: msg('timeStepHint', { at: num(result.at, { useGrouping: false }), period: num(result.period) }) });
    } else items.push({ label: msg('counter'), value: num(result.counter, { useGrouping: false }), hint: msg('counterHint') });
    blocks.push({ kind: 'values', items, announce: true });
  }
  blocks.push({ kind: 'note', text: result.fromUri ? msg('fromUri', { settings: settingsLine(result) }) : settingsLine(result) });
  if (result.secretBits < MIN_BITS) blocks.push({ kind: 'note', tone: 'warning', text: msg('shortSecret', { bits: num(result.secretBits) }) });
  if (result.uri !== null) {
    blocks.push({ kind: 'text', text: result.uri, label: msg('uriLabel'), mono: true, noTranslate: true });
    const qr: ImageBlock = { kind: 'image', svg: qrSvg(result.uri), width: QR_SIZE, height: QR_SIZE, alt: msg('qrAlt'), formats: ['svg', 'png'], filename: 'otpauth-qr', caption: msg('qrCaption') };
    blocks.push(qr);
  } else blocks.push({ kind: 'note', text: msg('needAccount') });
  blocks.push({ kind: 'note', text: msg('privacy') });
  const copy = result.code ?? result.uri ?? undefined;
  return { blocks, ...(copy !== undefined ? { copy, copyLabel: msg(result.code !== null ? 'copyCode' : 'copyUri') } : {}), filename: 'otp' };
}
