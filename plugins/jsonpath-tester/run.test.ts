import { describe, expect, it } from 'vitest';
import { isToolError, jsonNumber } from '@sdk/core';
import { jsonPointer, normalizedPath, run, type QueryResult } from './run.ts';

/** The document of RFC 9535, Figure 1. */
const RFC = {
  store: {
    book: [
      { category: 'reference', author: 'Nigel Rees', title: 'Sayings of the Century', price: 8.95 },
      { category: 'fiction', author: 'Evelyn Waugh', title: 'Sword of Honour', price: 12.99 },
      { category: 'fiction', author: 'Herman Melville', title: 'Moby Dick', isbn: '0-553-21311-3', price: 8.99 },
      { category: 'fiction', author: 'J. R. R. Tolkien', title: 'The Lord of the Rings', isbn: '0-395-19395-8', price: 22.99 },
    ],
    bicycle: { color: 'red', price: 399 },
  },
};
async function q(query: string, doc: unknown = RFC): Promise<QueryResult> {
  const result = await run({ query, text: JSON.stringify(doc) });
  if (isToolError(result)) throw new Error(`error ${result.code} ${JSON.stringify(result.params)}`);
  return result;
}
const values = async (query: string, doc?: unknown) => (await q(query, doc)).matches.map((m) => m.value);
const paths = async (query: string, doc?: unknown) => (await q(query, doc)).matches.map((m) => m.path);

describe('RFC 9535, Table 2 (the bookstore examples)', () => {
  const authors = ['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien'];
  it('selects authors by path and by descendants', async () => {
    expect(await values('$.store.book[*].author')).toEqual(authors);
    expect(await values('$..author')).toEqual(authors);
  });
  it('selects all things in the store, and every price', async () => {
    expect(await values('$.store.*')).toEqual([RFC.store.book, RFC.store.bicycle]);
    expect((await values('$.store..price')).sort()).toEqual([12.99, 22.99, 399, 8.95, 8.99].sort());
  });
  it('selects by index, negative index, union and slice', async () => {
    expect(await values('$..book[2].author')).toEqual(['Herman Melville']);
    expect(await values('$..book[2].publisher')).toEqual([]);
    expect(await values('$..book[-1]')).toEqual([RFC.store.book[3]]);
    expect(await values('$..book[0,1]')).toEqual(RFC.store.book.slice(0, 2));
    expect(await values('$..book[:2]')).toEqual(RFC.store.book.slice(0, 2));
  });
  it('filters by existence and by comparison', async () => {
    expect(await paths('$..book[?@.isbn]')).toEqual(["$['store']['book'][2]", "$['store']['book'][3]"]);
    expect(await values('$..book[?@.price<10].title')).toEqual(['Sayings of the Century', 'Moby Dick']);
  });
  it('selects every member value and array element with $..*', async () => {
    expect((await q('$..*')).matches).toHaveLength(27);
  });
});

describe('functions (RFC 9535 §2.4)', () => {
  it('length, count, match, search and value', async () => {
    expect(await values('$.store.book[?length(@.title) > 15].price')).toEqual([8.95, 22.99]);
    expect(await values('$[?count(@.*) == 2]', { a: { x: 1, y: 2 }, b: { x: 1 } })).toEqual([{ x: 1, y: 2 }]);
    expect(await values("$.store.book[?match(@.author, 'J.*')].title")).toEqual(['The Lord of the Rings']);
    expect(await values("$.store.book[?search(@.author, 'Mel')].title")).toEqual(['Moby Dick']);
    expect(await values("$.store.book[?match(@.author, 'Mel')].title")).toEqual([]);
    expect(await values("$[?value(@..color) == 'red']", RFC)).toEqual([RFC.store]);
  });
});

describe('paths', () => {
  it('writes normalized paths as RFC 9535 §2.7 does', () => {
    expect(normalizedPath([])).toBe('$');
    expect(normalizedPath(['a', 1])).toBe("$['a'][1]");
    expect(normalizedPath(["it's"])).toBe("$['it\\'s']");
    expect(normalizedPath(['\u000b'])).toBe("$['\\u000b']");
    expect(normalizedPath(['a\\b\n\t'])).toBe("$['a\\\\b\\n\\t']");
    expect(normalizedPath(['é 😀'])).toBe("$['é 😀']");
  });
  it('writes JSON Pointers as RFC 6901 does', () => {
    expect(jsonPointer([])).toBe('');
    expect(jsonPointer(['a/b', 'm~n', 0])).toBe('/a~1b/m~0n/0');
  });
  it('matches the document itself with $', async () => {
    expect((await q('$', [1])).matches).toEqual([{ path: '$', pointer: '', value: [1] }]);
  });
});

describe('mistakes', () => {
  const error = (query: string, text = '{"a":[1,2]}') => run({ query, text });
  it('asks for an expression and a document', async () => {
    expect(await error('  ')).toEqual({ kind: 'tool-error', code: 'emptyQuery', params: { field: 'query' } });
    expect(await error('$', '')).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'text' } });
  });
  it('names JSON mistakes in the document with line and column', async () => {
    expect(await error('$', '{"a":1,}')).toMatchObject({ code: 'json.trailingComma', params: { line: 1, column: 7, field: 'text' } });
  });
  it('says an expression must start with $', async () => {
    expect(await error('a.b')).toEqual({ kind: 'tool-error', code: 'noRoot', params: { field: 'query' } });
  });
  it('gives the column of a syntax error, and says when the expression ends too soon', async () => {
    expect(await error('$.a[?@ =~ /x/]')).toEqual({ kind: 'tool-error', code: 'syntax', params: { column: 8, near: '=~ /x/]', field: 'query' } });
    expect(await error('$.a[')).toMatchObject({ code: 'syntaxEnd', params: { column: 5 } });
  });
  it('rejects what RFC 9535 declares not well-typed', async () => {
    expect(await error('$[?foo(@)]')).toEqual({ kind: 'tool-error', code: 'unknownFunction', params: { column: 4, name: 'foo', field: 'query' } });
    expect(await error('$[?match(@.a)]')).toEqual({ kind: 'tool-error', code: 'argumentCount', params: { column: 4, name: 'match', expected: 2, given: 1, field: 'query' } });
    expect(await error('$[?count(@.a)]')).toMatchObject({ code: 'typeError', params: { column: 4 } });
    expect(await error('$[?@.a == @.*]')).toMatchObject({ code: 'typeError' });
  });
});

describe('numbers as written', () => {
  const text = '{"items":[{"id":12345678901234567890,"price":0.1000000000000000000001,"qty":2.50},{"id":12345678901234567891,"price":12,"qty":1}],"__proto__":{"n":1E2}}';
  const select = async (query: string) => {
    const r = await run({ query, text });
    if (isToolError(r)) throw new Error(r.code);
    return r.matches.map((m) => m.value);
  };

  it('gives integers beyond 2^53 and long decimals digit for digit, alone or inside what is selected', async () => {
    expect(await select('$.items[*].id')).toEqual([jsonNumber('12345678901234567890'), jsonNumber('12345678901234567891')]);
    expect(await select('$.items[0]')).toEqual([{ id: jsonNumber('12345678901234567890'), price: jsonNumber('0.1000000000000000000001'), qty: jsonNumber('2.50') }]);
    expect(await select("$['__proto__'].n")).toEqual([jsonNumber('1E2')]);
  });

  it('still compares numbers in filters, and selects the same nodes as without them', async () => {
    expect(await select('$.items[?@.price < 1].qty')).toEqual([jsonNumber('2.50')]);
    expect(await select('$.items[?@.qty == 2.5].id')).toEqual([jsonNumber('12345678901234567890')]);
    expect(await select('$..n')).toEqual([jsonNumber('1E2')]);
  });
});
