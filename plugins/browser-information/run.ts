import Bowser from 'bowser';
import { toolError, type ToolError } from '@sdk/core';
import { MAX_UA_LENGTH, type Input } from './manifest.ts';

export interface NameVersion {
  readonly name: string;
  readonly version: string | null;
}

export interface UaInfo {
  readonly userAgent: string;
  readonly browser: NameVersion | null;
  readonly engine: NameVersion | null;
  readonly os: NameVersion | null;
  /** desktop, mobile, tablet, tv, bot, or unknown. */
  readonly device: string;
  readonly vendor: string | null;
  readonly model: string | null;
  /** Values browsers now freeze in the user agent (UA reduction), so it no longer tells them. */
  readonly frozen: readonly ('windows' | 'macos' | 'android')[];
}

const pair = (name: string | undefined, version: string | undefined): NameVersion | null => (name ? { name, version: version || null } : null);
const DEVICES = ['desktop', 'mobile', 'tablet', 'tv', 'bot'];

/** A user agent read with bowser (MIT), and the values in it that browsers freeze on purpose. */
export function parseUserAgent(userAgent: string): UaInfo {
  const p = Bowser.parse(userAgent);
  const frozen: UaInfo['frozen'][number][] = [];
  // Chromium and Firefox say "Windows NT 10.0" on Windows 10 and 11 alike.
  if (/Windows NT 10\.0/.test(userAgent)) frozen.push('windows');
  // Every browser on macOS 11 and later says 10.15.7 (Safari, Chrome) or 10.15 (Firefox).
  if (/Mac OS X 10[._]15([._]7)?[;)]/.test(userAgent)) frozen.push('macos');
  // Chrome's reduced user agent on Android: version 10 and model "K", whatever the phone.
  if (/Android 10; K\)/.test(userAgent)) frozen.push('android');
  return {
    userAgent,
    browser: pair(p.browser.name, p.browser.version),
    // Gecko's token is a frozen build date (20100101): its version is the rv: value.
    engine: pair(p.engine.name, p.engine.name === 'Gecko' ? /rv:([\d.]+)/.exec(userAgent)?.[1] : p.engine.version),
    // Windows says "NT 10.0": bowser's name for it ("10", "7", "XP") is what people call it.
    os: pair(p.os.name, p.os.name === 'Windows' ? (p.os.versionName ?? p.os.version) : p.os.version),
    device: DEVICES.includes(p.platform.type ?? '') ? p.platform.type! : 'unknown',
    vendor: p.platform.vendor ?? null,
    model: p.platform.model ?? null,
    frozen,
  };
}

/** The user agent typed (or this browser's, which the page passes in): what it says it is. */
export function run({ userAgent }: Input): UaInfo | ToolError {
  const text = userAgent.trim();
  if (text === '') return toolError('empty', { field: 'userAgent' });
  if (text.length > MAX_UA_LENGTH) return toolError('tooLong', { max: MAX_UA_LENGTH, field: 'userAgent' });
  if (/[\u0000-\u001f\u007f]/.test(text)) return toolError('controlCharacter', { field: 'userAgent' });
  return parseUserAgent(text);
}
