/**
 * Checks the address to look up ("Get My IP" needs none: the server takes the visitor's own) and
 * writes it in its normal form (134744072 and 0x08080808 are 8.8.8.8).
 */
import { parseAddress, toolError, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';

export type IpQuery = { ip: string } | { mine: true };

/** The server's answer (plugins/ip-address-lookup/server.ts). */
export interface IpResult {
  ip: string;
  version: 4 | 6;
  /** Looked up as the visitor's own address. */
  mine: boolean;
  /** A private or reserved address: what it is, and no location. */
  special?: { kind: string; rfc: string };
  asn?: number;
  org?: string;
  countryCode?: string;
  region?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
  timeZone?: string;
  /** The databases the answer comes from: name, licence, attribution and date (YYYY-MM-DD). */
  sources: { name: string; licence: string; attribution: string; date: string }[];
}

export function run(input: Input, _options: Record<string, never>, start?: string): IpQuery | ToolError {
  if (start === 'myIp') return { mine: true };
  const text = input.ip.trim();
  if (text === '') return toolError('enterIp', { field: 'ip' });
  const ip = parseAddress(text);
  return ip ? { ip: ip.address } : toolError('invalidIp', { field: 'ip' });
}
