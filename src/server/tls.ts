/**
 * One TLS handshake with a checked address (the TLS checker's only way to a server): the protocol and
 * cipher agreed, the certificates the server sent, whether they verify against the trusted roots, and
 * whether the server stapled an OCSP answer. The connection is closed as soon as the handshake is over:
 * nothing is sent or read beyond it.
 */
import { connect, rootCertificates, type ConnectionOptions, type PeerCertificate, type TLSSocket } from 'node:tls';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import type { CheckedTarget, TlsProbe, TlsOutcome } from '@sdk/server/index.ts';
import { connectAttempts } from './targets.ts';
import { settleOnce } from './settleOnce.ts';

/** The system's roots (Node's copy of Mozilla's list) and the operator's own (TLS_CHECK_CA_FILE), read once. */
export function trustedRoots(caFile: string | undefined): string[] {
  return caFile ? [...rootCertificates, readFileSync(caFile, 'utf8')] : [...rootCertificates];
}

/** The chain as Node assembled it, leaf first, each certificate once (a root is its own issuer). */
function chainOf(socket: TLSSocket): Uint8Array[] {
  const out: Uint8Array[] = [];
  const seen = new Set<string>();
  let cert: PeerCertificate | undefined = socket.getPeerCertificate(true);
  while (cert && cert.raw && !seen.has(cert.fingerprint256)) {
    seen.add(cert.fingerprint256);
    out.push(new Uint8Array(cert.raw));
    cert = (cert as PeerCertificate & { issuerCertificate?: PeerCertificate }).issuerCertificate;
  }
  return out;
}

/**
 * `probe.trust`: 'roots' verifies against the trusted roots (Node then adds the root it found to the
 * chain); 'none' trusts nothing, so the chain is exactly what the server sent. `probe.version` pins one
 * protocol version, with every cipher allowed (to learn whether an old version is still accepted).
 */
export function tlsHandshake(target: CheckedTarget, port: number, probe: TlsProbe, roots: readonly string[], signal?: AbortSignal): Promise<TlsOutcome> {
  return new Promise((resolve) => {
    if (signal?.aborted || !isIP(target.address)) return resolve({ ok: false, reason: 'timeout' });
    connectAttempts.count++;
    connectAttempts.last = [...connectAttempts.last.slice(-20), `${target.address}:${port}`];
    const started = performance.now();
    let stapled = false;
    const options: ConnectionOptions & { requestOCSP?: boolean } = {
      // An address, never a name (checked below): no lookup happens between the check and the connection.
      host: target.address,
      port,
      // SNI carries the name the visitor typed; an address is not sent as a server name (RFC 6066).
      ...(probe.servername ? { servername: probe.servername } : {}),
      rejectUnauthorized: false,
      ca: probe.trust === 'roots' ? [...roots] : [],
      requestOCSP: probe.trust === 'roots',
      ...(probe.alpn ? { ALPNProtocols: [...probe.alpn] } : {}),
      ...(probe.version ? { minVersion: probe.version, maxVersion: probe.version, ciphers: 'DEFAULT:@SECLEVEL=0' } : {}),
    };
    const socket = connect(options);
    const finish = settleOnce<TlsOutcome>(socket, resolve, { timeoutMs: probe.timeoutMs, onTimeout: () => ({ ok: false, reason: 'timeout' }), onAbort: () => ({ ok: false, reason: 'timeout' }), signal });
    socket.on('OCSPResponse', (response: Buffer | null) => {
      stapled = !!response && response.length > 0;
    });
    socket.once('secureConnect', () => {
      const cipher = socket.getCipher();
      finish({
        ok: true,
        protocol: socket.getProtocol() ?? '',
        cipher: cipher.standardName || cipher.name,
        chain: chainOf(socket),
        authorized: socket.authorized,
        authorizationError: socket.authorizationError ? String((socket.authorizationError as unknown as { code?: string }).code ?? socket.authorizationError) : null,
        ocspStapled: stapled,
        alpnProtocol: typeof socket.alpnProtocol === 'string' ? socket.alpnProtocol : null,
        ms: Math.round(performance.now() - started),
      });
    });
    // on, not once (settleOnce.ts): a second error while the socket closes must be heard too.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? '';
      if (code === 'ECONNREFUSED') finish({ ok: false, reason: 'refused' });
      else if (code === 'ECONNRESET' || code === 'EPIPE') finish({ ok: false, reason: 'reset' });
      else if (code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS') || /SSL|TLS|alert/i.test(err.message)) finish({ ok: false, reason: 'protocol', code });
      else finish({ ok: false, reason: 'timeout', code });
    });
  });
}
