import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { asResultView, type ResultBlock } from '@sdk/core';
import { view } from './view.ts';
import { run, type HeadersCheck } from './run.ts';
import { checkCookies, gradeHeaders, letterGrade } from './server.ts';

const texts = (blocks: readonly ResultBlock[], lang: 'en' | 'fr' = 'en') => {
  const w = writer('http-headers-checker', lang);
  return blocks.flatMap((b) => (b.kind === 'note' ? [w(b.text)] : b.kind === 'values' ? b.items.map((i) => `${w(i.label)}: ${w(i.value)}`) : b.kind === 'table' ? [w(b.caption!), ...b.rows.map((r) => r.map((c) => w(c)).join(' | '))] : []));
};

describe('the address typed', () => {
  it('is read as browsers read it: https:// when no scheme, no credentials or fragment sent', () => {
    expect(run({ url: ' example.com/a?b=1#top ', method: 'GET' })).toEqual({ url: 'https://example.com/a?b=1', method: 'GET' });
    expect(run({ url: 'http://user:secret@example.org/', method: 'HEAD' })).toEqual({ url: 'http://example.org/', method: 'HEAD' });
  });
  it('says what is wrong at the field', () => {
    expect(run({ url: '', method: 'GET' })).toMatchObject({ code: 'enterUrl', params: { field: 'url' } });
    expect(run({ url: 'ftp://example.com/', method: 'GET' })).toEqual({ kind: 'tool-error', code: 'unsupportedScheme', params: { scheme: 'ftp', field: 'url' } });
    expect(run({ url: 'exa mple.com', method: 'GET' })).toMatchObject({ code: 'invalidUrl' });
  });
});

describe('the judgement of the final answer', () => {
  it('grades each security header and gives a letter', () => {
    const headers: [string, string][] = [
      ['strict-transport-security', 'max-age=300'],
      ['content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline'"],
      ['x-content-type-options', 'nosniff'],
      ['x-frame-options', 'SAMEORIGIN'],
      ['referrer-policy', 'unsafe-url'],
    ];
    const graded = gradeHeaders({ url: 'https://example.com/', headers });
    expect(graded.map((g) => [g.header, g.grade, g.why])).toEqual([
      ['strict-transport-security', 'weak', 'hstsShort'],
      ['content-security-policy', 'weak', 'cspUnsafe'],
      ['x-content-type-options', 'good', 'xctoGood'],
      ['frame', 'good', 'frameOptions'],
      ['referrer-policy', 'weak', 'referrerLeaks'],
      ['permissions-policy', 'missing', 'permissionsMissing'],
    ]);
    expect(letterGrade(graded)).toBe('D');
    // A nonce keeps 'unsafe-inline' from counting (browsers ignore it then).
    expect(gradeHeaders({ url: 'https://x/', headers: [['content-security-policy', "script-src 'nonce-abc' 'unsafe-inline'"]] })[1]!.grade).toBe('good');
  });
  it('judges each cookie by its flags', () => {
    expect(checkCookies([{ url: 'https://x/', headers: [['set-cookie', 'id=1; SameSite=None'], ['set-cookie', 'ok=2; Secure; HttpOnly']] }])).toEqual([
      { hop: 1, name: 'id', secure: false, httpOnly: false, sameSite: 'None', problems: ['noSecure', 'noHttpOnly', 'noneWithoutSecure'] },
      { hop: 1, name: 'ok', secure: true, httpOnly: true, sameSite: null, problems: [] },
    ]);
  });
});

describe('the view', () => {
  const result: HeadersCheck = {
    hops: [
      { url: 'http://example.com/', address: '93.184.215.14', status: 301, statusText: 'Moved Permanently', location: 'https://example.com/', ms: 12 },
      { url: 'https://example.com/', address: '93.184.215.14', status: 200, statusText: 'OK', location: null, ms: 30 },
    ],
    stopped: null,
    final: { url: 'https://example.com/', status: 200, statusText: 'OK', headers: [['content-encoding', 'br']], httpVersion: '1.1', http2: true, compression: 'br' },
    security: gradeHeaders({ url: 'https://example.com/', headers: [] }),
    grade: 'F',
    cookies: [],
  };
  it('shows the grade, the steps and what each missing header means, in the page language', () => {
    const en = texts(asResultView(view(result)).blocks);
    expect(en).toEqual(expect.arrayContaining(['Security headers grade: F', 'Redirects: 1', 'Compression: br', '2 steps', '1 | http://example.com/ | 301 Moved Permanently | https://example.com/ | 12 ms']));
    expect(en.some((t) => t.includes('Without a Content-Security-Policy'))).toBe(true);
    expect(texts(asResultView(view(result)).blocks, 'fr')).toContain('Note des en-têtes de sécurité: F');
  });
  it('says where and why a request stopped', () => {
    const stopped = { ...result, final: null, grade: null, security: [], stopped: { code: 'forbiddenTarget', params: { hop: 2, address: '10.0.0.1', kind: 'private', rfc: 'RFC 1918', url: 'http://10.0.0.1/' } } };
    expect(texts(asResultView(view(stopped)).blocks)[0]).toBe('Stopped at step 2: 10.0.0.1 is a private, local or reserved address (RFC 1918): this site does not connect to it.');
  });
});
