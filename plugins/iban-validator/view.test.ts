import { describe, expect, it } from 'vitest';
import type { Display, ValuesBlock, TableBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { run, type IbanResult } from './run.ts';
import { problemText, view } from './view.ts';
import { checkIban } from './run.ts';

const options = { format: 'print' as const };
const said = (iban: string, lang: 'en' | 'es' | 'de' | 'fr') => writer('iban-validator', lang)(problemText(checkIban(iban).problem!));

describe('iban-validator view', () => {
  it('says each mistake with the visitor’s characters and the country named in the page’s language', () => {
    expect(said('DE89 3704 0044 0532 0130 0', 'en')).toBe('Germany: an IBAN has 22 characters, this one has 21.');
    expect(said('DE89 3704 0044 0532 0130 0', 'de')).toBe('Deutschland: Eine IBAN hat 22 Zeichen, diese hat 21.');
    expect(said('GP14 2004 1010 0505 0001 3M02 606', 'es')).toBe('Guadalupe: allí los IBAN empiezan por FR (Francia), no por GP.');
    expect(said('GB29 N3BK 6016 1331 9268 19', 'fr')).toBe('Royaume-Uni\u202f: le caractère 6 est «\u202f3\u202f» là où le format du compte demande une lettre majuscule.');
    expect(said('DE89 3704 0044 0532 0130 01', 'en')).toBe('Wrong check digits: this account number needs 62, not 89. Either the check digits or another character is mistyped.');
    expect(said('DE89\u200b370400440532013000', 'en')).toBe('“U+200B” (character 5) is not allowed: an IBAN has only letters A–Z and digits 0–9, with spaces between groups.');
  });
  it('shows one IBAN’s verdict and parts, and copies it in the chosen format only when it is valid', () => {
    const one = run({ ibans: 'gb29nwbk60161331926819' }, options) as IbanResult;
    const v = view(one, { options: { format: 'electronic' } });
    const w = writer('iban-validator', 'en');
    const rows = (v.blocks[0] as ValuesBlock).items.map((i) => `${w(i.label)}: ${w(i.value)}`);
    expect(rows).toEqual([
      'Verdict: Valid',
      'IBAN (print format): GB29 NWBK 6016 1331 9268 19',
      'IBAN (electronic format): GB29NWBK60161331926819',
      'Country: United Kingdom',
      'Check digits: 29',
      'BBAN (national account number): NWBK60161331926819',
      'Bank code: NWBK',
      'Branch code: 601613',
      'Account number: 31926819',
      'SEPA country: Yes',
    ]);
    expect(v.copy).toBe('GB29NWBK60161331926819');
    const wrong = view(run({ ibans: 'GB29NWBK60161331926818' }, options) as IbanResult, { options });
    expect(wrong.copy).toBeUndefined();
    // Too short: the registry's example for the country shows the right shape.
    const short = view(run({ ibans: 'DE89 3704 0044 0532 0130 0' }, options) as IbanResult, { options });
    expect((short.blocks[1] as ValuesBlock).items.map((i) => `${w(i.label)}: ${w(i.value)}`)).toContain('Registry example (Germany): DE89 3704 0044 0532 0130 00');
    // What is wrong comes first, as a warning that wraps at any width.
    expect(wrong.blocks[0]).toMatchObject({ kind: 'note', tone: 'warning' });
    expect(w((wrong.blocks[0] as { text: Display }).text)).toBe('Wrong check digits: this account number needs 56, not 29. Either the check digits or another character is mistyped.');
  });
  it('gives a list a count, a row per line with its verdict, and copies the valid ones cleaned', () => {
    const r = run({ ibans: 'GB29 NWBK 6016 1331 9268 19\nXX12\nfr1420041010050500013m02606' }, options) as IbanResult;
    const v = view(r, { options });
    const w = writer('iban-validator', 'de');
    expect((v.blocks[0] as ValuesBlock).items.map((i) => `${w(i.label)}: ${w(i.value)}`)).toEqual(['Gültig: 2', 'Ungültig: 1']);
    const table = v.blocks[1] as TableBlock;
    expect(table.rows.map((row) => row.map((c) => w(c)).join(' | '))).toEqual([
      '1 | GB29 NWBK 6016 1331 9268 19 | Gültig | Vereinigtes Königreich | NWBK | 601613 | 31926819',
      '2 | XX12 | Ungültig: „XX“ ist kein Ländercode des IBAN-Registers: Keine IBAN beginnt damit. |  |  |  | ',
      '3 | FR14 2004 1010 0505 0001 3M02 606 | Gültig | Frankreich | 20041 |  | 010050500013M02606',
    ]);
    expect(v.copy).toBe('GB29 NWBK 6016 1331 9268 19\nFR14 2004 1010 0505 0001 3M02 606');
  });
});
