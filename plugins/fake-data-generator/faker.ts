/**
 * Faker, one language at a time: each locale is its own chunk, loaded the first time it is asked for
 * (in the worker on the page), so the page loads none of it and a run in German loads no Spanish.
 */
import type { Faker } from '@faker-js/faker';
import type { DataLocale } from './columns.ts';

const LOADERS: Readonly<Record<DataLocale, () => Promise<{ faker: Faker }>>> = {
  'en-US': () => import('@faker-js/faker/locale/en_US'),
  'en-GB': () => import('@faker-js/faker/locale/en_GB'),
  es: () => import('@faker-js/faker/locale/es'),
  de: () => import('@faker-js/faker/locale/de'),
  fr: () => import('@faker-js/faker/locale/fr'),
};

const loaded = new Map<DataLocale, Promise<Faker>>();

export function loadFaker(locale: DataLocale): Promise<Faker> {
  let faker = loaded.get(locale);
  if (!faker) {
    faker = LOADERS[locale]().then((m) => m.faker);
    loaded.set(locale, faker);
    // A failed download is tried again on the next run.
    faker.catch(() => loaded.delete(locale));
  }
  return faker;
}
