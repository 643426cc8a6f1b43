/**
 * Domain status codes: EPP's (RFC 5731 §2.3, RFC 3915 for the grace periods) as WHOIS writes them
 * ("clientTransferProhibited https://icann.org/epp#clientTransferProhibited"), and RDAP's words for the same
 * (RFC 8056 §2: "client transfer prohibited"; "active" for ok, "associated" for linked). Both are read to
 * the EPP code, which the view explains in words; anything else is kept as the registry wrote it.
 */

/** Every EPP code the view explains (status.<code> in the locales). */
export const EPP_STATUSES = [
  'ok',
  'inactive',
  'linked',
  'pendingCreate',
  'pendingDelete',
  'pendingRenew',
  'pendingRestore',
  'pendingTransfer',
  'pendingUpdate',
  'addPeriod',
  'autoRenewPeriod',
  'renewPeriod',
  'transferPeriod',
  'redemptionPeriod',
  'clientDeleteProhibited',
  'clientHold',
  'clientRenewProhibited',
  'clientTransferProhibited',
  'clientUpdateProhibited',
  'serverDeleteProhibited',
  'serverHold',
  'serverRenewProhibited',
  'serverTransferProhibited',
  'serverUpdateProhibited',
] as const;

/** RDAP's words that are not EPP's camel case spelled out (RFC 8056 §2). */
const RDAP_WORDS: Record<string, string> = { active: 'ok', associated: 'linked' };

const BY_LOWER = new Map<string, string>(EPP_STATUSES.map((code) => [code.toLowerCase(), code]));

/** The EPP code a status stands for ("client transfer prohibited", "clientTransferProhibited https://…" → clientTransferProhibited), else the text as written. */
export function statusCode(text: string): string {
  const first = text.trim().split(/\s+(?=https?:)|\s+\(/)[0]!.trim();
  const words = first.toLowerCase();
  if (RDAP_WORDS[words]) return RDAP_WORDS[words]!;
  const joined = BY_LOWER.get(words.replace(/[\s_-]+/g, ''));
  return joined ?? first;
}

export const isEppStatus = (code: string): boolean => (EPP_STATUSES as readonly string[]).includes(code);
