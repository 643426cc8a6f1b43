import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import type { Strength } from './run.ts';
import { crackTime, view } from './view.ts';

const password: Strength = {
  score: 0,
  guesses: 3,
  guessesLog10: 0.48,
  warning: 'topTen',
  suggestions: ['anotherWord'],
  patterns: [{ kind: 'dictionary', token: 'password', guessesLog10: 0.3, list: 'passwords', language: 'common', word: 'password', rank: 2, l33t: false, reversed: false }],
};

describe('password-strength view', () => {
  it('shows the strength, the crack times, the warning, the advice and the patterns, in the page language', () => {
    const { blocks } = view(password);
    expect(blocks.map((b) => b.kind)).toEqual(['meter', 'values', 'table', 'note', 'table', 'table', 'note']);
    const en = writer('password-strength', 'en');
    const meter = blocks[0]!;
    if (meter.kind !== 'meter') throw new Error('meter');
    expect([meter.value, en(meter.text)]).toEqual([0, 'Very weak']);
    const attacks = blocks[2]!;
    if (attacks.kind !== 'table') throw new Error('table');
    // 3 guesses: 108 s at 100 an hour, 0.3 s at 10 a second.
    expect(attacks.rows.map((r) => en(r[2]!))).toEqual(['1.8 minutes', 'less than a second', 'less than a second', 'less than a second']);
    const warning = blocks[3]!;
    if (warning.kind !== 'note') throw new Error('note');
    expect(warning.tone).toBe('warning');
    const fr = writer('password-strength', 'fr');
    expect(fr(warning.text)).toBe('C’est l’un des mots de passe les plus utilisés.');
    const patterns = blocks[5]!;
    if (patterns.kind !== 'table') throw new Error('table');
    const de = writer('password-strength', 'de');
    expect(patterns.rows[0]!.map((d) => de(d))).toEqual(['password', 'Bekanntes Wort', '„password“ in den häufigen Passwörtern, Rang 2', '2']);
  });

  it('says what was found in a word of a language, written backwards or with look-alikes', () => {
    const es = writer('password-strength', 'es');
    const { blocks } = view({ ...password, patterns: [{ kind: 'dictionary', token: 'n0ll1p4p', guessesLog10: 4, list: 'commonWords', language: 'fr', word: 'papillon', rank: 5997, l33t: true, reversed: true }] });
    const table = blocks.at(-2)!;
    if (table.kind !== 'table') throw new Error('table');
    expect(es(table.rows[0]![2]!)).toBe('«papillon» en las palabras comunes (francés), puesto 5997, al revés y con letras cambiadas por otras parecidas');
  });

  it('writes crack times in the largest unit, astronomically long ones in words', () => {
    const en = writer('password-strength', 'en');
    expect(en(crackTime(90))).toBe('1.5 minutes');
    expect(en(crackTime(86400 * 3))).toBe('3 days');
    expect(en(crackTime(5.2732933e19 / 1e4))).toBe('167 million years');
    expect(en(crackTime(5.2732933e19 / (100 / 3600)))).toBe('60.2 trillion years');
    expect(en(crackTime(1e30))).toBe('3.17 × 10²² years');
  });

  it('asks for a password when the field is empty, and explains why there is no breach check', () => {
    const en = writer('password-strength', 'en');
    const { blocks } = view(null);
    expect(blocks.map((b) => (b.kind === 'note' ? en(b.text) : b.kind))).toEqual([
      'Type a password to see how strong it is.',
      'This page does not check the password against known data breaches: that would send part of its hash to another server, and nothing you type here leaves your browser.',
    ]);
  });
});

describe('password-strength view: guesses per part', () => {
  it('writes guesses below a million as whole numbers', () => {
    const { blocks } = view({ ...password, patterns: [{ kind: 'recentYear', token: '2024', guessesLog10: 1.7 }] });
    const table = blocks.at(-2)!;
    if (table.kind !== 'table') throw new Error('table');
    expect(writer('password-strength', 'en')(table.rows[0]![3]!)).toBe('50');
  });
});

describe('password-strength view: spaces', () => {
  it('shows spaces in a part as ␣', () => {
    const { blocks } = view({ ...password, patterns: [{ kind: 'separator', token: ' ', guessesLog10: 1 }, { kind: 'bruteforce', token: ' horse ', guessesLog10: 7 }] });
    const table = blocks.at(-2)!;
    if (table.kind !== 'table') throw new Error('table');
    expect(table.rows.map((r) => r[0])).toEqual(['␣', '␣horse␣']);
  });
});
