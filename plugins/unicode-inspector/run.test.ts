import { describe, expect, it } from 'vitest';
import { MAX_ROWS, run, type Inspection } from './run.ts';

const inspect = async (text: string, normalization = 'NFC') => (await run({ text }, { normalization } as never)) as Inspection;
const row = async (char: string) => (await inspect(char, 'none')).rows[0]!;

describe('unicode-inspector', () => {
  it('names code points from the Unicode character database, with aliases and labels', async () => {
    expect((await row('A')).name).toBe('LATIN CAPITAL LETTER A');
    expect((await row('€')).name).toBe('EURO SIGN');
    expect((await row('😀')).name).toBe('GRINNING FACE');
    expect((await row('\n')).name).toBe('LINE FEED');
    expect((await row('\uFFFF')).name).toBe('<noncharacter-FFFF>');
    expect((await row('가')).name).toBe('HANGUL SYLLABLE GA');
    expect((await row('中')).name).toBe('CJK UNIFIED IDEOGRAPH-4E2D');
  });
  it('writes UTF-8 bytes, UTF-16 code units and the HTML escape (RFC 3629 and RFC 2781 examples)', async () => {
    expect(await row('€')).toMatchObject({ codePoint: 0x20ac, utf8: 'E2 82 AC', utf16: '20AC', html: '&#x20AC;', category: 'Sc' });
    expect(await row('😀')).toMatchObject({ utf8: 'F0 9F 98 80', utf16: 'D83D DE00', html: '&#x1F600;', category: 'So' });
    expect(await row('\u00a0')).toMatchObject({ utf8: 'C2 A0', html: '&nbsp;', category: 'Zs' });
    expect(await row('\uD800')).toMatchObject({ utf8: null, utf16: 'D800', category: 'Cs' });
  });
  it('gives each code point its general category', async () => {
    const r = await inspect('Aa1\u0301\t\uE000\u0378-(', 'none');
    expect(r.rows.map((x) => x.category)).toEqual(['Lu', 'Ll', 'Nd', 'Mn', 'Cc', 'Co', 'Cn', 'Pd', 'Ps']);
  });
  it('counts characters as seen, code points, UTF-8 bytes and UTF-16 units', async () => {
    const r = await inspect('e\u0301👍🏽', 'none');
    expect([r.characters, r.codePoints, r.utf8Bytes, r.utf16Units]).toEqual([2, 4, 11, 6]);
  });
  it('flags invisible characters, bidi controls, unusual spaces and controls, and cleans them', async () => {
    const r = await inspect('a\u200Bb\u202Ec\u00a0d\u0007e\u2066f\u2069', 'none');
    expect(r.findings.map((f) => [f.position, f.flag])).toEqual([[2, 'invisible'], [4, 'bidi'], [6, 'space'], [8, 'control'], [10, 'bidi'], [12, 'bidi']]);
    expect(r.cleaned).toBe('abc def');
    expect(r.flagged).toEqual({ invisible: 1, bidi: 3, space: 1, control: 1, homoglyph: 0 });
  });
  it('flags Cyrillic or Greek look-alikes only inside Latin words', async () => {
    const r = await inspect('pаypal мама Αθήνα', 'none');
    expect(r.findings.map((f) => f.name)).toEqual(['CYRILLIC SMALL LETTER A']);
    expect(r.cleaned).toBe('paypal мама Αθήνα');
  });
  it('leaves joiners and tags that belong to an emoji alone', async () => {
    const r = await inspect('👨\u200D👩\u200D👧 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}', 'none');
    expect(r.findings).toEqual([]);
    expect(r.cleaned).toBeNull();
    expect((await inspect('a\u200Db', 'none')).findings.map((f) => f.flag)).toEqual(['invisible']);
  });
  it('normalises and lists what changed', async () => {
    const nfc = await inspect('Cafe\u0301');
    expect(nfc.normalized).toBe('Café');
    expect(nfc.changes).toEqual([{ position: 4, from: 'e\u0301', to: 'é' }]);
    const nfd = await inspect('é', 'NFD');
    expect(nfd.normalized).toBe('e\u0301');
    expect((await inspect('x²', 'NFKC')).normalized).toBe('x2');
    expect((await inspect('plain')).normalized).toBeNull();
    expect((await inspect('e\u0301', 'none')).normalized).toBeNull();
  });
  it('describes the first code points of a long text and counts all of it', async () => {
    const r = await inspect('ab'.repeat(MAX_ROWS), 'none');
    expect(r.rows).toHaveLength(MAX_ROWS);
    expect(r.codePoints).toBe(MAX_ROWS * 2);
  });
  it('asks for text when there is none', async () => {
    expect(await run({ text: '' }, { normalization: 'NFC' })).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'text' } });
  });
});
