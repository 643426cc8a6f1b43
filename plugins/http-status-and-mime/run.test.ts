import { describe, expect, it } from 'vitest';
import { run } from './run.ts';
import { STATUS_CODES } from './statuses.ts';
import en from './locales/en.json';

const status = async (query: string) => (await run({ query }, { table: 'status' })).rows.map((r) => (r as { code: number }).code);
const mime = async (query: string) => (await run({ query }, { table: 'mime' })).rows as { type: string; extensions: string[] }[];

describe('status codes', () => {
  it('lists every IANA code once, in order, each with an explanation', () => {
    const codes = STATUS_CODES.map((s) => s.code);
    expect(codes.length).toBe(63);
    expect([...codes].sort((a, b) => a - b)).toEqual(codes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(en.codes).map(Number).sort((a, b) => a - b)).toEqual(codes);
  });
  it('has 418 with its RFCs', async () => {
    const [teapot] = (await run({ query: '418' }, { table: 'status' })).rows as { code: number; rfc: string; name: string }[];
    expect(teapot).toEqual({ code: 418, name: '(Unused) · I’m a teapot', rfc: 'RFC 9110 §15.5.19, RFC 2324 §2.3.2' });
  });
  it('gives RFC 9110 sections for the core codes and the right RFC for the others', () => {
    const rfc = (code: number) => STATUS_CODES.find((s) => s.code === code)!.rfc;
    expect(rfc(404)).toBe('RFC 9110 §15.5.5');
    expect(rfc(308)).toBe('RFC 9110 §15.4.9');
    expect(rfc(422)).toBe('RFC 9110 §15.5.21');
    expect(rfc(429)).toBe('RFC 6585 §4');
    expect(rfc(451)).toBe('RFC 7725 §3');
    expect(rfc(103)).toBe('RFC 8297');
  });
  it('shows the whole table when the search is empty', async () => {
    expect(await status('')).toHaveLength(63);
    expect(await status('   ')).toHaveLength(63);
  });
  it('finds codes by their start and by class', async () => {
    expect(await status('40')).toEqual([400, 401, 402, 403, 404, 405, 406, 407, 408, 409]);
    expect(await status('5XX')).toEqual([500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511]);
    expect(await status('999')).toEqual([]);
  });
  it('finds a partial phrase in each language, without accents or case mattering', async () => {
    expect(await status('teapot')).toEqual([418]);
    expect(await status('Too many')).toEqual([429]);
    expect(await status('demasiadas peticiones')).toEqual([429]);
    expect(await status('peticion condicional')).toEqual([304, 428]);
    expect(await status('teekanne')).toEqual([418]);
    expect(await status('Ratenbegrenzung')).toEqual([429]);
    expect(await status('théière')).toEqual([418]);
    expect(await status('portails captifs')).toEqual([511]);
    expect(await status('rfc 4918')).toEqual([207, 423, 424, 507]);
  });
});

describe('MIME types', () => {
  it('gives the type of an extension, with or without its dot', async () => {
    expect((await mime('.mjs'))[0]).toEqual({ type: 'text/javascript', extensions: ['js', 'mjs'] });
    expect((await mime('mjs'))[0]!.type).toBe('text/javascript');
    expect((await mime('*.PNG'))[0]!.type).toBe('image/png');
  });
  it('gives the extensions of a type, the exact type first', async () => {
    const rows = await mime('application/json');
    expect(rows[0]).toEqual({ type: 'application/json', extensions: ['json', 'map'] });
  });
  it('lists only types that have extensions, all of them when the search is empty', async () => {
    const all = await mime('');
    expect(all.length).toBeGreaterThan(900);
    expect(all.every((r) => r.extensions.length > 0)).toBe(true);
  });
  it('says nothing matches rather than guessing', async () => {
    expect(await mime('.nosuchextension')).toEqual([]);
  });
});
