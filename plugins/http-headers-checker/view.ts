/**
 * The answer, as a site owner reads it: the grade and the final status, why the request stopped early
 * if it did, every redirect hop, the security headers with what each one means, cookies with their
 * flags, and every header of the final answer.
 */
import { msg, num, shownExcerpt, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { HeadersCheck } from './run.ts';

/** Codes the host's checked path gives (said in the host's words); the others are this tool's. */
const HOST_CODES = new Set(['forbiddenTarget', 'hostNotFound', 'dnsTimeout', 'dnsFailed']);
const STOP_CODES = new Set(['portNotAllowed', 'connectionRefused', 'noAnswer', 'tlsFailed', 'badAnswer', 'badRedirect', 'unsupportedScheme', 'redirectLoop', 'tooManyRedirects']);

function reason(stopped: NonNullable<HeadersCheck['stopped']>): Display {
  // Numbers (a port, a count) written in the page's language; addresses and URLs as they are.
  const params = Object.fromEntries(Object.entries(stopped.params).map(([k, v]) => [k, typeof v === 'number' ? num(v) : v]));
  if (HOST_CODES.has(stopped.code)) return msg(`common:errors.${stopped.code}`, params);
  if (STOP_CODES.has(stopped.code)) return msg(`errors.${stopped.code}`, params);
  return msg('errors.stoppedOther', { code: stopped.code });
}

/** Characters of a security header's value shown beside its grade. */
const VALUE_CHARS = 48;

const mark = { good: 'grade.good', weak: 'grade.weak', missing: 'grade.missing' } as const;

export function view(result: HeadersCheck): ResultView {
  const final = result.final;
  const blocks: ResultBlock[] = [];
  if (final) {
    blocks.push({
      kind: 'values',
      items: [
        { label: msg('result.grade'), value: result.grade ?? '', main: true, hint: msg('result.gradeHint') },
        { label: msg('result.status'), value: `${final.status} ${final.statusText}`.trim() },
        { label: msg('result.redirects'), value: num(result.hops.length - 1) },
        { label: msg('result.http'), value: `HTTP/${final.httpVersion}`, hint: final.http2 === null ? undefined : msg(final.http2 ? 'result.http2Yes' : 'result.http2No') },
        { label: msg('result.compression'), value: final.compression ?? msg('result.noCompression') },
        { label: msg('result.finalUrl'), value: final.url, mono: true, copy: true },
      ],
    });
  }
  if (result.stopped) blocks.push({ kind: 'note', tone: 'warning', text: msg('stoppedAt', { hop: num(Number(result.stopped.params.hop ?? result.hops.length + 1)), reason: reason(result.stopped) }) });
  blocks.push({
    kind: 'table',
    caption: msg('hops.caption', { count: num(result.hops.length) }),
    columns: [{ label: msg('hops.number'), numeric: true }, { label: msg('hops.url'), mono: true }, { label: msg('hops.status') }, { label: msg('hops.location'), mono: true }, { label: msg('hops.time'), numeric: true }],
    rows: result.hops.map((h, i) => [num(i + 1), h.url, `${h.status} ${h.statusText}`.trim(), h.location ?? '', num(h.ms, { style: 'unit', unit: 'millisecond' })]),
  });
  if (final) {
    blocks.push({
      kind: 'table',
      caption: msg('security.caption'),
      rowHeaders: true,
      columns: [{ label: msg('security.header') }, { label: msg('security.grade') }, { label: msg('security.meaning') }, { label: msg('security.value'), mono: true }],
      // A long policy is cut here (it is whole in the table of every header below), so the meanings stay readable.
      rows: result.security.map((s) => [msg(`header.${s.header}`), msg(mark[s.grade]), msg(`why.${s.why}`), shownExcerpt(s.value ?? '', VALUE_CHARS)]),
    });
  }
  if (result.cookies.length > 0) {
    blocks.push({
      kind: 'table',
      caption: msg('cookies.caption', { count: num(result.cookies.length) }),
      columns: [{ label: msg('cookies.name'), mono: true }, { label: msg('cookies.hop'), numeric: true }, { label: 'Secure' }, { label: 'HttpOnly' }, { label: 'SameSite' }, { label: msg('cookies.advice') }],
      rows: result.cookies.map((c) => [
        c.name,
        num(c.hop),
        msg(c.secure ? 'answer.yes' : 'answer.no'),
        msg(c.httpOnly ? 'answer.yes' : 'answer.no'),
        c.sameSite ?? msg('cookies.noSameSite'),
        c.problems.length ? c.problems.map((p) => msg(`cookies.${p}`)).reduce<Display>((all, p) => (all === '' ? p : msg('cookies.and', { first: all, second: p })), '') : msg('cookies.fine'),
      ]),
    });
  }
  if (final) {
    blocks.push({
      kind: 'table',
      caption: msg('headers.caption', { count: num(final.headers.length) }),
      columns: [{ label: msg('headers.name'), mono: true }, { label: msg('headers.value'), mono: true }],
      rows: final.headers.map(([n, v]) => [n, v]),
    });
  }
  return {
    blocks,
    copy: final ? [`HTTP/${final.httpVersion} ${final.status} ${final.statusText}`.trim(), ...final.headers.map(([n, v]) => `${n}: ${v}`)].join('\n') : undefined,
    json: result,
    filename: `headers-${new URL(result.hops[0]?.url ?? 'https://site/').hostname}`,
  };
}
