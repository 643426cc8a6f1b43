import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError, toolError } from '@sdk/core';
import { run, type BuildResult, type ParseResult } from './run.ts';
import { manifest, type Input } from './manifest.ts';
import { view } from './view.ts';

const EMPTY: Input = { url: '', scheme: 'https', host: '', port: null, path: '', query: '', fragment: '' };
const parse = (url: string) => run({ ...EMPTY, url }, { mode: 'parse' }) as ParseResult;
const build = (input: Partial<Input>) => run({ ...EMPTY, ...input }, { mode: 'build' });
const codes = (url: string) => parse(url).changes.map((c) => c.code);

describe('parse', () => {
  it('splits a URL into its parts, decoded', () => {
    const r = parse('https://user:p%40ss@example.com:8080/a%20b/c?x=1&y=%C3%A9t%C3%A9&x=2&flag#fr%C3%A4g');
    expect(r).toMatchObject({ scheme: 'https', username: 'user', password: 'p@ss', hostAscii: 'example.com', hostKind: 'domain', port: '8080', defaultPort: 443, pathname: '/a%20b/c', fragment: 'fr%C3%A4g', fragmentDecoded: 'fräg', origin: 'https://example.com:8080' });
    expect(r.segments).toEqual([{ raw: 'a%20b', decoded: 'a b' }, { raw: 'c', decoded: 'c' }]);
    expect(r.query).toEqual([['x', '1'], ['y', 'été'], ['x', '2'], ['flag', '']]);
    expect(r.changes).toEqual([]);
  });
  it('shows an international host in Unicode and Punycode', () => {
    expect(parse('http://例子.测试/')).toMatchObject({ hostAscii: 'xn--fsqu00a.xn--0zwm56d', hostUnicode: '例子.测试' });
    expect(parse('http://xn--mnchen-3ya.de/')).toMatchObject({ hostAscii: 'xn--mnchen-3ya.de', hostUnicode: 'münchen.de', changes: [] });
  });
  it('keeps an escape that is not UTF-8 as written', () => {
    expect(parse('https://a.example/%FF%41?q=%E2%82').segments).toEqual([{ raw: '%FF%41', decoded: '%FFA' }]);
  });
  it('reads URLs without a host or with an opaque path', () => {
    expect(parse('mailto:ana@example.com?subject=Hi%20there')).toMatchObject({ scheme: 'mailto', hostKind: 'none', segments: [], pathname: 'ana@example.com', query: [['subject', 'Hi there']], defaultPort: null });
    expect(parse('file:///C:/Users/a%20b.txt')).toMatchObject({ hostKind: 'none', segments: [{ raw: 'C:' }, { raw: 'Users' }, { raw: 'a%20b.txt', decoded: 'a b.txt' }] });
  });
});

describe('what the parser changed, in words', () => {
  it.each([
    ['  https://example.com/\n', ['trimmed']],
    ['https://exa\tmple.com/', ['tabsRemoved']],
    ['HTTP://example.com/', ['schemeLower']],
    ['https://EXAMPLE.com/', ['hostLower']],
    ['https://bücher.example/', ['hostPunycode']],
    ['http://0x7f.1/', ['ipv4']],
    ['http://[0:0::1]/', ['ipv6']],
    ['https://example.com:443/', ['defaultPort']],
    ['https://example.com:/', ['emptyPort']],
    ['https://example.com:0080/', ['portOther']],
    ['https://example.com/a/./b/../c', ['dotSegments']],
    ['https://example.com/a/%2e%2E/c', ['dotSegments']],
    ['https://example.com', ['rootPath']],
    ['https:\\\\example.com\\a', ['backslashes']],
    ['https:example.com/', ['slashes']],
    ['https://example.com/a b?q=a b#c d', ['encoded', 'encoded', 'encoded']],
    ['https://example.com/', []],
  ])('%j → %j', (url, expected) => expect(codes(url)).toEqual(expected));
  it('lists the characters encoded, with their escapes', () => {
    expect(parse('https://example.com/ö"<x>').changes).toEqual([{ code: 'encoded', params: { part: 'path', chars: '"ö" → %C3%B6, """ → %22, "<" → %3C, ">" → %3E' } }]);
  });
});

describe('bad input', () => {
  it('says what is missing or wrong, at the URL field', () => {
    expect(run({ ...EMPTY, url: '  ' }, { mode: 'parse' })).toEqual(toolError('emptyUrl', { field: 'url' }));
    expect(run({ ...EMPTY, url: 'example.com/path' }, { mode: 'parse' })).toEqual(toolError('noScheme', { field: 'url' }));
    expect(run({ ...EMPTY, url: 'https://exa mple.com/' }, { mode: 'parse' })).toEqual(toolError('invalidUrl', { field: 'url' }));
    expect(run({ ...EMPTY, url: 'https://example.com:99999/' }, { mode: 'parse' })).toEqual(toolError('invalidUrl', { field: 'url' }));
    expect(run({ ...EMPTY, url: 'http://[::1/' }, { mode: 'parse' })).toEqual(toolError('invalidUrl', { field: 'url' }));
  });
  it('never throws, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        for (const url of [s, `https://${s}`, `https://a.example/${s}`]) {
          const r = run({ ...EMPTY, url }, { mode: 'parse' });
          if (isToolError(r)) expect(['emptyUrl', 'noScheme', 'invalidUrl']).toContain(r.code);
          else expect(() => view(r)).not.toThrow();
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('build', () => {
  it('puts the parts together and encodes each as it must be', () => {
    expect(build({ scheme: 'https', host: 'münchen.example', port: 8443, path: '/a b/ü', query: 'q=Straße & Platz\nflag\n\nx=1=2\nplus=a+b', fragment: 'Teil 1' })).toEqual({
      mode: 'build',
      url: 'https://xn--mnchen-3ya.example:8443/a%20b/%C3%BC?q=Stra%C3%9Fe%20%26%20Platz&flag&x=1%3D2&plus=a%2Bb#Teil%201',
      hostUnicode: 'münchen.example',
    });
  });
  it('adds the leading slash of a path, and leaves out a default port', () => {
    expect((build({ host: 'example.com', path: 'docs', port: 443 }) as BuildResult).url).toBe('https://example.com/docs');
  });
  it('says which part is wrong, at its field', () => {
    expect(build({ scheme: '1http', host: 'a.example' })).toEqual(toolError('badScheme', { field: 'scheme' }));
    expect(build({ scheme: 'https', host: '' })).toEqual(toolError('emptyHost', { field: 'host' }));
    expect(build({ scheme: 'https', host: 'exa mple.com' })).toEqual(toolError('invalidHost', { field: 'host' }));
    expect(build({ scheme: 'https', host: 'a.example/x' })).toEqual(toolError('invalidHost', { field: 'host' }));
  });
  it('parse → build (the tab change) → the same URL', () => {
    for (const url of ['https://ana@bücher.example:8080/a%20b/c?q=caf%C3%A9&q=2&e=#frag%20x', 'http://[2001:db8::1]/x?y=%2B', 'https://example.com/']) {
      const parsed = parse(url);
      const change = manifest.onTabChange!({ input: { ...EMPTY, url }, options: { mode: 'parse' }, output: parsed, from: 'parse', to: 'build' });
      const built = build({ ...(change.input as Partial<Input>) }) as BuildResult;
      const again = parse(built.url);
      expect([again.hostAscii, again.port, again.pathname, again.query, again.fragmentDecoded]).toEqual([parsed.hostAscii, parsed.port, parsed.pathname, parsed.query, parsed.fragmentDecoded]);
    }
  });
});

describe('a part that cannot be written in a URL', () => {
  it('says so at its field instead of failing (half of a character)', () => {
    const base = { url: '', scheme: 'https', host: 'example.com', port: null, path: '', query: '', fragment: '' };
    expect(run({ ...base, query: 'q=\ud800' } as never, { mode: 'build' } as never)).toMatchObject({ code: 'loneSurrogate', params: { field: 'query' } });
    expect(run({ ...base, path: '/a\udc00' } as never, { mode: 'build' } as never)).toMatchObject({ code: 'loneSurrogate', params: { field: 'path' } });
  });
});
