/**
 * Checks a server's TLS through the host's one checked path: the host is read, resolved once and checked
 * (ctx.target), then four handshakes go to that checked address on an allowed port (ctx.tls): one that
 * verifies against the trusted roots (protocol, cipher, trust, OCSP stapling), one that trusts nothing
 * (the chain exactly as the server sent it), and one each pinned to TLS 1.0 and 1.1 (still accepted?).
 */
import { X509Certificate } from 'node:crypto';
import { defineServerTool, type TlsOutcome } from '@sdk/server';
import { describeChain, isToolError, parseAddress, toolError } from '@sdk/core';
import { PROBLEMS, type Problem, type TlsCheck, type TlsRequest } from './run.ts';

const HANDSHAKE_MS = 8000;
/** A certificate this close to its end is said to expire soon (Let's Encrypt renews 30 days before). */
const SOON_DAYS = 14;
const DAY_MS = 86_400_000;

/** OpenSSL's reasons for not trusting a chain, as the problems a site owner can fix. */
function trustProblem(code: string, lastSentIsRoot: boolean): Problem {
  if (code === 'DEPTH_ZERO_SELF_SIGNED_CERT') return 'selfSigned';
  if (code === 'SELF_SIGNED_CERT_IN_CHAIN') return 'untrustedRoot';
  if (code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' || code === 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY' || code === 'UNABLE_TO_GET_ISSUER_CERT') return lastSentIsRoot ? 'untrustedRoot' : 'incompleteChain';
  if (code === 'CERT_HAS_EXPIRED') return 'expired';
  if (code === 'CERT_NOT_YET_VALID') return 'notYetValid';
  return 'untrusted';
}

export const server = defineServerTool<TlsRequest, TlsCheck>({
  perMinute: 20,
  timeLimitSeconds: 20,
  async handle(request, ctx) {
    // Before any lookup or connection: only the ports the operator allows.
    if (!ctx.settings.tlsPorts.includes(request.port)) return toolError('portNotAllowed', { port: request.port, allowed: ctx.settings.tlsPorts.join(', '), field: 'port' });
    const target = await ctx.target(request.host);
    if (isToolError(target)) return target;
    const servername = parseAddress(request.host) ? undefined : target.host;
    const probe = (extra: { trust: 'roots' | 'none'; version?: 'TLSv1' | 'TLSv1.1' }) => ctx.tls(target, request.port, { servername, timeoutMs: HANDSHAKE_MS, ...extra });
    const [main, asSent, v10, v11] = await Promise.all([probe({ trust: 'roots' }), probe({ trust: 'none' }), probe({ trust: 'none', version: 'TLSv1' }), probe({ trust: 'none', version: 'TLSv1.1' })]);
    if (!main.ok) {
      const params = { host: target.host, port: request.port };
      // Only an old version gets through: browsers refuse the site, and that is the answer.
      if (main.reason === 'protocol' && (v10.ok || v11.ok)) return toolError('onlyLegacyTls', { ...params, version: v11.ok ? 'TLS 1.1' : 'TLS 1.0' });
      if (main.reason === 'refused') return toolError('connectionRefused', params);
      if (main.reason === 'timeout') return toolError('noAnswer', params);
      return toolError('noTls', params);
    }
    const described = await describeChain(main.chain);
    if ('bad' in described) return toolError('unreadableCertificate', { number: described.bad });
    const sentCount = asSent.ok ? asSent.chain.length : main.chain.length;
    const certificates = described.certificates.map((c, i) => ({ ...c, sent: i < sentCount }));
    const leaf = new X509Certificate(main.chain[0]!);
    const hostMatch = servername ? leaf.checkHost(servername) !== undefined : leaf.checkIP(target.address) !== undefined;
    const now = Date.now();
    const accepted = (outcome: TlsOutcome) => (outcome.ok ? true : outcome.reason === 'protocol' || outcome.reason === 'reset' ? false : null);
    const legacy = [
      { version: 'TLSv1' as const, accepted: accepted(v10) },
      { version: 'TLSv1.1' as const, accepted: accepted(v11) },
    ];

    const problems = new Set<Problem>();
    const leafInfo = certificates[0]!;
    if (certificates.some((c) => c.notAfter < now)) problems.add('expired');
    if (certificates.some((c) => c.notBefore > now)) problems.add('notYetValid');
    if (!hostMatch) problems.add('wrongHost');
    const lastSent = certificates[sentCount - 1];
    // The chain itself is trusted when the only complaint is the name (said as wrongHost).
    const trusted = main.authorized || main.authorizationError === 'ERR_TLS_CERT_ALTNAME_INVALID';
    if (!trusted && main.authorizationError) problems.add(trustProblem(main.authorizationError, !!lastSent && lastSent.selfIssued && sentCount > 1));
    if (legacy.some((l) => l.accepted)) problems.add('legacyProtocols');
    if (leafInfo.keyType === 'RSA' && Number(leafInfo.keySize) < 2048) problems.add('weakKey');
    if (certificates.slice(0, sentCount).some((c) => !c.selfIssued && /SHA-1|MD5/i.test(c.signatureAlgorithm))) problems.add('weakSignature');
    if (!problems.has('expired') && leafInfo.notAfter - now < SOON_DAYS * DAY_MS) problems.add('expiresSoon');
    if (!main.ocspStapled) problems.add('noOcspStapling');
    return {
      host: target.host,
      address: target.address,
      port: request.port,
      checkedAt: now,
      protocol: main.protocol,
      cipher: main.cipher,
      ms: main.ms,
      certificates,
      chain: described.chain,
      trusted,
      trustError: trusted ? null : main.authorizationError,
      hostMatch,
      legacy,
      ocspStapled: main.ocspStapled,
      problems: PROBLEMS.filter((p) => problems.has(p)),
    };
  },
});
