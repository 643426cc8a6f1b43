/**
 * What a column can hold, in the order the list above each column offers them: the row's number, then
 * a person, contact details, an address, work, dates, numbers and identifiers, the internet, text.
 */
export const COLUMN_TYPES = [
  'rowNumber',
  'fullName',
  'firstName',
  'lastName',
  'email',
  'username',
  'password',
  'phone',
  'streetAddress',
  'city',
  'postcode',
  'region',
  'country',
  'company',
  'jobTitle',
  'birthdate',
  'pastDate',
  'futureDate',
  'number',
  'boolean',
  'uuid',
  'iban',
  'testCardNumber',
  'url',
  'ipv4',
  'ipv6',
  'sentence',
  'paragraph',
] as const;

export type ColumnType = (typeof COLUMN_TYPES)[number];

export const isColumnType = (value: string): value is ColumnType => (COLUMN_TYPES as readonly string[]).includes(value);

/** A column's name when the visitor leaves it blank: its kind in snake_case (first_name). */
export const defaultName = (type: ColumnType): string => type.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The columns that draw the row's person (first and last name), so that the name, e-mail and user name match. */
export const PERSON_TYPES: readonly ColumnType[] = ['fullName', 'firstName', 'lastName', 'email', 'username'];

/** The data's languages and countries (Faker's locale modules), the page's language first on each page. */
export const LOCALES = ['en-US', 'en-GB', 'es', 'de', 'fr'] as const;
export type DataLocale = (typeof LOCALES)[number];

/** The country of each locale's IBANs: the United States has none, so US English gets British ones. */
export const IBAN_COUNTRY: Readonly<Record<DataLocale, string>> = { 'en-US': 'GB', 'en-GB': 'GB', es: 'ES', de: 'DE', fr: 'FR' };
