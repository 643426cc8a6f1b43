import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../../src/i18n/languages.ts';
import { compareLocale, flatten, type Json } from './localeKeys.ts';

const files = import.meta.glob<Json>('/locales/*/*.json', { eager: true, import: 'default' });
const en = files['/locales/en/common.json']!;
const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('/locales/en/'))
  .map((path) => path.split('/')[3]!.replace(/\.json$/, ''));

describe.each(namespaces)('host locale namespace %s', (ns) => {
  const english = files[`/locales/en/${ns}.json`]!;
  it.each(LANG_CODES.filter((l) => l !== 'en'))('%s has exactly the English keys, none empty, same placeholders', (lang) => {
    const locale = files[`/locales/${lang}/${ns}.json`];
    expect(locale, `locales/${lang}/${ns}.json`).toBeDefined();
    expect(compareLocale(english, locale!, lang)).toEqual([]);
  });

  it('English itself has no empty string', () => {
    expect(compareLocale(english, english, 'en')).toEqual([]);
  });
});

describe('host locales', () => {

  it('spells the spec messages verbatim', () => {
    const flat = flatten(en);
    expect(flat.get('notFound.message')).toBe('Sorry, the page you are looking for does not exist.');
    expect(flat.get('routeError.title')).toBe('Unexpected Application Error!');
  });
});
