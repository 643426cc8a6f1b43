import UAParser from 'ua-parser-js';
import { toolError, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';

export const MAX_UA_LENGTH = 2000;

/** Device types ua-parser-js 1.x names; anything else is shown as the library wrote it. */
export const DEVICE_TYPES = ['mobile', 'tablet', 'smarttv', 'console', 'wearable', 'embedded'] as const;

export interface Client {
  /** A search engine's or a site's crawler, or a command-line tool or HTTP library. */
  kind: 'bot' | 'cli';
  name: string;
  version: string | null;
}

export interface UaResult {
  userAgent: string;
  /** Crawlers and command-line clients, which ua-parser-js 1.x does not name. */
  client: Client | null;
  browser: { name: string | null; version: string | null };
  engine: { name: string | null; version: string | null };
  os: { name: string | null; version: string | null };
  device: { type: string | null; vendor: string | null; model: string | null };
  cpu: { architecture: string | null };
}

/**
 * Crawlers and command-line clients, tried before ua-parser-js (1.x knows browsers only). A crawler
 * that poses as a phone (Googlebot Smartphone) is named here, and the device it poses as is still read.
 */
const CLIENTS: readonly [RegExp, Client['kind'], string][] = [
  [/\bGooglebot(?:-(?:Image|Video|News))?\/([\d.]+)/i, 'bot', 'Googlebot'],
  [/\bAdsBot-Google\b(?:-Mobile)?/i, 'bot', 'AdsBot-Google'],
  [/\bGoogle-InspectionTool\/([\d.]+)/i, 'bot', 'Google-InspectionTool'],
  [/\bbingbot\/([\d.]+)/i, 'bot', 'Bingbot'],
  [/\bDuckDuckBot(?:-Https)?\/([\d.]+)/i, 'bot', 'DuckDuckBot'],
  [/\bYandexBot\/([\d.]+)/i, 'bot', 'YandexBot'],
  [/\bBaiduspider(?:-render)?\/([\d.]+)/i, 'bot', 'Baiduspider'],
  [/\bApplebot\/([\d.]+)/i, 'bot', 'Applebot'],
  [/\bfacebookexternalhit\/([\d.]+)/i, 'bot', 'facebookexternalhit'],
  [/\bTwitterbot\/([\d.]+)/i, 'bot', 'Twitterbot'],
  [/\bLinkedInBot\/([\d.]+)/i, 'bot', 'LinkedInBot'],
  [/\bSlackbot(?:-LinkExpanding)?(?: ([\d.]+))?/i, 'bot', 'Slackbot'],
  [/\bGPTBot\/([\d.]+)/i, 'bot', 'GPTBot'],
  [/\bClaudeBot\/([\d.]+)/i, 'bot', 'ClaudeBot'],
  [/\bAhrefsBot\/([\d.]+)/i, 'bot', 'AhrefsBot'],
  [/\bSemrushBot(?:\/([\d.~a-z]+))?/i, 'bot', 'SemrushBot'],
  [/^curl\/([\d.]+)/i, 'cli', 'curl'],
  [/^Wget\/([\d.]+)/i, 'cli', 'Wget'],
  [/^python-requests\/([\d.]+)/i, 'cli', 'Python Requests'],
  [/^python-urllib\/([\d.]+)/i, 'cli', 'Python urllib'],
  [/^python-httpx\/([\d.]+)/i, 'cli', 'HTTPX'],
  [/^aiohttp\/([\d.]+)|Python\/[\d.]+ aiohttp\/([\d.]+)/i, 'cli', 'aiohttp'],
  [/^Go-http-client\/([\d.]+)/i, 'cli', 'Go net/http'],
  [/^PostmanRuntime\/([\d.]+)/i, 'cli', 'Postman'],
  [/^insomnia\/([\d.]+)/i, 'cli', 'Insomnia'],
  [/^okhttp\/([\d.]+)/i, 'cli', 'OkHttp'],
  [/^axios\/([\d.]+)/i, 'cli', 'axios'],
  [/^node-fetch(?:\/([\d.]+))?/i, 'cli', 'node-fetch'],
  [/^undici/i, 'cli', 'Node.js fetch (undici)'],
  [/^Java\/([\d._]+)/i, 'cli', 'Java'],
  [/^libwww-perl\/([\d.]+)/i, 'cli', 'libwww-perl'],
  [/^HTTPie\/([\d.]+)/i, 'cli', 'HTTPie'],
  [/^PowerShell\/([\d.]+)|WindowsPowerShell\/([\d.]+)/i, 'cli', 'PowerShell'],
];

export function clientOf(ua: string): Client | null {
  for (const [re, kind, name] of CLIENTS) {
    const m = re.exec(ua);
    if (m) return { kind, name, version: m.slice(1).find((v) => v !== undefined) ?? null };
  }
  return null;
}

const orNull = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);

/** A user agent read by ua-parser-js 1.x (MIT) and the list of crawlers and command-line clients above. */
export function run({ userAgent }: Input): UaResult | ToolError {
  const ua = userAgent.trim();
  if (ua === '') return toolError('empty');
  if (ua.length > MAX_UA_LENGTH) return toolError('tooLong', { max: MAX_UA_LENGTH });
  const r = new UAParser(ua).getResult();
  return {
    userAgent: ua,
    client: clientOf(ua),
    browser: { name: orNull(r.browser.name), version: orNull(r.browser.version) },
    engine: { name: orNull(r.engine.name), version: orNull(r.engine.version) },
    os: { name: orNull(r.os.name), version: orNull(r.os.version) },
    device: { type: orNull(r.device.type), vendor: orNull(r.device.vendor), model: orNull(r.device.model) },
    cpu: { architecture: orNull(r.cpu.architecture) },
  };
}
