/** The page's check of the address (the SDK's readWebAddress; the server reads it again, hop by hop). */
import { isToolError, readWebAddress, toolError, type ToolError } from '@sdk/core';
import { METHODS, type Input } from './manifest.ts';

export interface HeadersRequest {
  url: string;
  method: (typeof METHODS)[number];
}

export type Grade = 'good' | 'weak' | 'missing';
export const SECURITY_HEADERS = ['strict-transport-security', 'content-security-policy', 'x-content-type-options', 'frame', 'referrer-policy', 'permissions-policy'] as const;
export type SecurityHeader = (typeof SECURITY_HEADERS)[number];

export interface CookieCheck {
  hop: number;
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
  /** What a site owner should change: noSecure, noHttpOnly, noneWithoutSecure. */
  problems: ('noSecure' | 'noHttpOnly' | 'noneWithoutSecure')[];
}

/** The server's answer (plugins/http-headers-checker/server.ts). */
export interface HeadersCheck {
  hops: { url: string; address: string; status: number; statusText: string; location: string | null; ms: number }[];
  /** Why the request stopped before a final answer (a refused redirect, a loop…): its code and words' params. */
  stopped: { code: string; params: Record<string, string | number> } | null;
  final: {
    url: string;
    status: number;
    statusText: string;
    headers: [string, string][];
    httpVersion: string;
    /** The server offers HTTP/2 (ALPN h2) on this https address; null for http or when not checked. */
    http2: boolean | null;
    compression: string | null;
  } | null;
  security: { header: SecurityHeader; grade: Grade; value: string | null; why: string }[];
  /** A to F, from the security headers. */
  grade: string | null;
  cookies: CookieCheck[];
}

export function run(input: Input): HeadersRequest | ToolError {
  const text = input.url.trim();
  if (text === '') return toolError('enterUrl', { field: 'url' });
  if (!(METHODS as readonly string[]).includes(input.method)) return toolError('invalidUrl', { field: 'method' });
  const url = readWebAddress(text);
  if (isToolError(url)) return url;
  return { url: url.href, method: input.method as HeadersRequest['method'] };
}
