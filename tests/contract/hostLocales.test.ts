import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../../src/i18n/languages.ts';
import { compareLocale, flatten, type Json } from './localeKeys.ts';

const files = import.meta.glob<Json>('/locales/*/common.json', { eager: true, import: 'default' });
const en = files['/locales/en/common.json']!;

describe('host locales', () => {
  it.each(LANG_CODES.filter((l) => l !== 'en'))('%s has exactly the English keys, none empty, same placeholders', (lang) => {
    const locale = files[`/locales/${lang}/common.json`];
    expect(locale, `locales/${lang}/common.json`).toBeDefined();
    expect(compareLocale(en, locale!, lang)).toEqual([]);
  });

  it('English itself has no empty string', () => {
    expect(compareLocale(en, en, 'en')).toEqual([]);
  });

  it('spells the spec messages verbatim', () => {
    const flat = flatten(en);
    expect(flat.get('notFound.message')).toBe('Sorry, the page you are looking for does not exist.');
    expect(flat.get('routeError.title')).toBe('Unexpected Application Error!');
  });
});
