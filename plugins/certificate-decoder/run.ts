import { toolError, type ToolError } from '@sdk/core';
import { describeChain, type CertResult } from '@sdk/core';
import type { Input } from './manifest.ts';

export type { CertInfo, CertResult, ChainLink } from '@sdk/core';

/** Certificates read at most from one paste or file. */
export const MAX_CERTIFICATES = 20;

/** The DER of each certificate in a text: PEM blocks, or one certificate in bare Base64. */
export function certificatesIn(text: string): Uint8Array[] | ToolError {
  const err = (code: string, params: Record<string, string | number> = {}) => toolError(code, { ...params, field: 'text' });
  const blocks = [...text.matchAll(/-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)(?:-----END \1-----|$)/g)];
  const decode = (b64: string): Uint8Array | null => {
    const clean = b64.replace(/\s+/g, '');
    if (clean === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
    try {
      return Uint8Array.from(atob(clean.padEnd(Math.ceil(clean.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    } catch {
      return null;
    }
  };
  if (blocks.length === 0) {
    // A certificate in Base64 without its armour (as some consoles show it).
    const bytes = /^[\sA-Za-z0-9+/=]+$/.test(text) ? decode(text) : null;
    return bytes && bytes[0] === 0x30 ? [bytes] : err('notPem');
  }
  const certs = blocks.filter((m) => m[1] === 'CERTIFICATE' || m[1] === 'X509 CERTIFICATE' || m[1] === 'TRUSTED CERTIFICATE');
  if (certs.length === 0) return err('wrongPem', { label: blocks[0]![1]! });
  if (certs.length > MAX_CERTIFICATES) return err('tooMany', { max: MAX_CERTIFICATES });
  const out: Uint8Array[] = [];
  for (const [i, m] of certs.entries()) {
    if (!m[0].includes('-----END')) return err('truncatedPem', { number: i + 1 });
    const bytes = decode(m[2]!);
    if (!bytes) return err('badBase64', { number: i + 1 });
    out.push(bytes);
  }
  return out;
}

/**
 * Decodes X.509 certificates (one, or a chain as a server sends it: leaf first) from PEM text or a
 * DER/PEM file, and checks the chain: each certificate's issuer is the next one's subject and the
 * next one's key verifies its signature. @peculiar/x509 loads on first use, in the worker.
 */
export async function run(input: Input): Promise<CertResult | ToolError> {
  let ders: Uint8Array[] | ToolError;
  const file = input.file;
  if (file?.bytes) {
    const head = new TextDecoder().decode(file.bytes.slice(0, 64));
    // PEM, or bare Base64 (a certificate's always starts with MI); anything else is DER.
    ders = /-----BEGIN|^\s*MI[A-Za-z0-9+/]/.test(head) ? certificatesIn(new TextDecoder().decode(file.bytes)) : [file.bytes];
    if ('kind' in ders) ders = toolError(ders.code, { ...ders.params, field: 'file' });
  } else {
    if (input.text.trim() === '') return toolError('empty', { field: 'text' });
    ders = certificatesIn(input.text);
  }
  if ('kind' in ders) return ders;
  try {
    const described = await describeChain(ders);
    return 'bad' in described ? toolError('badCertificate', { number: described.bad, field: file?.bytes ? 'file' : 'text' }) : described;
  } catch {
    return toolError('unexpected');
  }
}
