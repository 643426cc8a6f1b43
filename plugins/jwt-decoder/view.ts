/**
 * What the token says and whether its signature holds: the verdict first, a warning when it has
 * expired or is not valid yet, the algorithm and registered claims explained (dates in the visitor's
 * own time zone and language, with how long ago or ahead), then the header and payload pretty-printed.
 */
import { date, msg, num, stringifyJsonExact, type Display, type NoteBlock, type ResultBlock, type ResultView, type ToolError, type ValueItem } from '@sdk/core';
import type { JwtResult } from './run.ts';
import type { SignResult } from './sign.ts';

/** A date and time with the visitor's time zone named. */
const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'long' };
const relative = (time: number): Display => ({ relative: time });

/** What each algorithm is, in words (the key kinds are proper names). */
const ALG_FAMILIES: Record<string, string> = { HS: 'hmac', RS: 'rsa', PS: 'pss', ES: 'ecdsa' };
function algHint(alg: string): Display | undefined {
  if (alg === 'none') return msg('algs.none');
  if (alg === 'EdDSA' || alg === 'Ed25519') return msg('algs.eddsa');
  const family = ALG_FAMILIES[alg.slice(0, 2)];
  const bits = /^(?:HS|RS|PS|ES)(256|384|512)$/.exec(alg)?.[1];
  return family && bits ? msg(`algs.${family}`, { bits }) : undefined;
}

function verdict(result: JwtResult): NoteBlock {
  const warning = result.verification !== 'valid' && result.verification !== 'noKey';
  const text = result.verification === 'valid' ? msg('verification.valid', { alg: result.alg, key: msg(`keyKinds.${result.keyKind ?? 'secret'}`) }) : msg(`verification.${result.verification}`, { alg: result.alg });
  return { kind: 'note', text, tone: warning ? 'warning' : 'info' };
}

/** A signed token: the token to copy, a warning for a short HMAC secret, then what it holds. */
function signedView(result: SignResult): ResultView {
  const blocks: ResultBlock[] = [{ kind: 'text', text: result.token, label: msg('signedLabel'), mono: true, noTranslate: true }];
  if (result.shortSecret) blocks.push({ kind: 'note', tone: 'warning', text: msg('shortSecret', { bytes: num(result.shortSecret.bytes), min: num(result.shortSecret.min), alg: result.alg }) });
  blocks.push({ kind: 'text', text: result.headerJson, label: msg('headerLabel'), mono: true, noTranslate: true });
  blocks.push({ kind: 'text', text: result.payloadJson, label: msg('payloadLabel'), mono: true, noTranslate: true });
  blocks.push({ kind: 'note', text: msg('signPrivacy') });
  return { blocks, copy: result.token, copyLabel: msg('copyToken'), copyNotice: msg('tokenCopied'), txt: result.token, filename: 'jwt' };
}

export function view(result: JwtResult | SignResult, _context?: unknown): ResultView {
  if ('mode' in result) return signedView(result);
  const blocks: ResultBlock[] = [verdict(result)];
  const time = (name: string) => result.claims.find((c) => c.name === name)?.time ?? null;
  const exp = time('exp');
  const nbf = time('nbf');
  if (result.expired && exp !== null) blocks.push({ kind: 'note', tone: 'warning', text: msg('expiredNote', { date: date(exp, DATE_FORMAT) }) });
  if (result.notYetValid && nbf !== null) blocks.push({ kind: 'note', tone: 'warning', text: msg('notYetValidNote', { date: date(nbf, DATE_FORMAT) }) });

  const items: ValueItem[] = [{ label: msg('headerFields.alg'), value: result.alg, mono: true, hint: algHint(result.alg) }];
  for (const name of ['typ', 'kid'] as const) {
    const value = result.header[name];
    if (value !== undefined) items.push({ label: msg(`headerFields.${name}`), value: typeof value === 'string' ? value : stringifyJsonExact(value), mono: true });
  }
  for (const claim of result.claims) {
    const label = msg(`claims.${claim.name}.label`);
    if (claim.time === undefined) items.push({ label, value: claim.value, copy: true, hint: msg(`claims.${claim.name}.hint`) });
    else if (claim.time === null) items.push({ label, value: claim.value, hint: msg('notNumericDate') });
    else {
      // How long ago or ahead, ticking in the browser; the date itself (in the visitor's zone) and the number under it.
      const expiredLabel = claim.name === 'exp' && result.expired ? msg('claims.exp.labelPast') : label;
      items.push({ label: expiredLabel, value: relative(claim.time), hint: msg('dateAndSeconds', { date: date(claim.time, DATE_FORMAT), seconds: claim.value }) });
    }
  }
  blocks.push({ kind: 'values', layout: 'rows', label: msg('claimsLabel'), items });
  blocks.push({ kind: 'text', text: result.headerJson, label: msg('headerLabel'), mono: true, noTranslate: true });
  blocks.push({ kind: 'text', text: result.payloadJson, label: msg('payloadLabel'), mono: true, noTranslate: true });
  blocks.push({ kind: 'note', text: msg('privacy') });
  // The JSON download is run()'s result with its numbers as written (JSON.stringify would round 12345678901234567890).
  const view: ResultView = { blocks, copy: result.payloadJson, copyLabel: msg('copyPayload'), json: stringifyJsonExact(result, 2), filename: 'jwt' };
  return result.keyError ? { ...view, fieldMessages: { key: keyMessage(result.keyError) } } : view;
}

/** Why the key cannot be used, said at the key field in the words of its error. */
function keyMessage(error: ToolError): Display {
  const params = Object.fromEntries(Object.entries(error.params ?? {}).filter(([name]) => name !== 'field').map(([name, value]) => [name, typeof value === 'number' ? num(value) : value]));
  return msg(`errors.${error.code}`, params);
}
