import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';
import { COLUMN_TYPES, LOCALES } from './columns.ts';

export const FORMATS = ['csv', 'tsv', 'json', 'sql', 'mysql'] as const;
export const MAX_ROWS = 10_000;
export const MAX_COLUMNS = 50;

/**
 * Rows of made-up data (Faker, loaded with the chosen language only, in the worker). The columns are the
 * host's grid: above each column a list of what it holds, in its first row its name; columns are added,
 * removed and moved with the grid's buttons, so the grid looks like the table it makes. A seed makes the
 * rows repeatable, and dates are counted from a day the visitor sets (today by default), so the same
 * seed, columns and day give the same rows on the page and on the command line.
 */
export const manifest = defineTool({
  related: ['random-uuid-generator', 'iban-validator', 'credit-card-generator', 'json-csv-converter', 'lorem-ipsum-generator', 'password-generator'],
  produces: 'text',
  fields: {
    columns: {
      kind: 'grid',
      header: true,
      columnChoices: COLUMN_TYPES,
      minRows: 1,
      minColumns: 1,
      default: [
        ['rowNumber', 'fullName', 'email', 'city', 'birthdate'],
        ['id', 'name', 'email', 'city', 'birthdate'],
      ],
    },
    locale: { kind: 'select', choices: LOCALES, default: 'en-US', pageLanguageDefault: { en: 'en-US', es: 'es', de: 'de', fr: 'fr' } },
    rows: { kind: 'integer', min: 1, max: MAX_ROWS, default: 10 },
    seed: { kind: 'line', maxLength: 100, default: '' },
    today: { kind: 'date', default: 'now', now: true },
  },
  options: {
    format: { type: 'string', enum: FORMATS, default: 'csv' },
    table: { type: 'string', maxLength: 128, default: 'test_data' },
    min: { type: 'number', default: 1 },
    max: { type: 'number', default: 1000 },
    decimals: { type: 'integer', minimum: 0, maximum: 6, default: 0 },
  },
  ui: { format: 'segmented', table: 'text', min: 'updown', max: 'updown', decimals: 'updown' },
  random: true,
  // The rows are made when Generate is pressed: Faker (100 kB and more a language) is then loaded in the worker,
  // never in the page's first view. An empty seed is no empty input: it draws one.
  start: 'generate',
  runWhenEmpty: true,
  worker: true,
  downloads: ['txt', 'csv', 'json'],
  examples: [
    {
      name: 'people',
      input: {
        columns: [
          ['rowNumber', 'fullName', 'email', 'phone', 'city', 'birthdate'],
          ['id', 'name', 'email', 'phone', 'city', 'birthdate'],
        ],
        locale: 'en-US',
        rows: 3,
        seed: 'demo',
        today: '2026-01-01',
      },
      options: { format: 'csv' },
      output: {
        format: "csv",
        text: "id,name,email,phone,city,birthdate\n1,Hal Fisher Jr.,Hal.Fisher@example.net,(569) 761-5849,South Aliyafort,1997-06-23\n2,Baby Murray,Baby_Murray@example.com,(945) 878-2048,North Garnettmouth,1963-12-19\n3,Moises Conn,Moises.Conn@example.net,(316) 778-7887,Fort Thaliatown,1980-08-05",
        names: ["id","name","email","phone","city","birthdate"],
        rows: [
          [1,"Hal Fisher Jr.","Hal.Fisher@example.net","(569) 761-5849","South Aliyafort","1997-06-23"],
          [2,"Baby Murray","Baby_Murray@example.com","(945) 878-2048","North Garnettmouth","1963-12-19"],
          [3,"Moises Conn","Moises.Conn@example.net","(316) 778-7887","Fort Thaliatown","1980-08-05"],
        ],
        seed: "demo",
      },
    },
    {
      name: 'germanCustomers',
      input: {
        columns: [
          ['firstName', 'lastName', 'streetAddress', 'postcode', 'city', 'iban'],
          ['vorname', 'nachname', 'strasse', 'plz', 'ort', 'iban'],
        ],
        locale: 'de',
        rows: 3,
        seed: 'kunden',
        today: '2026-01-01',
      },
      options: { format: 'json' },
      output: {
        format: "json",
        text: "[\n  {\n    \"vorname\": \"Leonora\",\n    \"nachname\": \"Schötz\",\n    \"strasse\": \"Pregelstr. 93b\",\n    \"plz\": \"26573\",\n    \"ort\": \"Alt Bjarneland\",\n    \"iban\": \"DE94900134281040066640\"\n  },\n  {\n    \"vorname\": \"John\",\n    \"nachname\": \"Dreissigacker\",\n    \"strasse\": \"Werftstr. 99c\",\n    \"plz\": \"72701\",\n    \"ort\": \"Ost Lorenaland\",\n    \"iban\": \"DE59710050010052175046\"\n  },\n  {\n    \"vorname\": \"Ellen\",\n    \"nachname\": \"Otte\",\n    \"strasse\": \"Prießnitzstr. 1\",\n    \"plz\": \"10252\",\n    \"ort\": \"Lünen\",\n    \"iban\": \"DE40980086361058000350\"\n  }\n]",
        names: ["vorname","nachname","strasse","plz","ort","iban"],
        rows: [
          ["Leonora","Schötz","Pregelstr. 93b","26573","Alt Bjarneland","DE94900134281040066640"],
          ["John","Dreissigacker","Werftstr. 99c","72701","Ost Lorenaland","DE59710050010052175046"],
          ["Ellen","Otte","Prießnitzstr. 1","10252","Lünen","DE40980086361058000350"],
        ],
        seed: "kunden",
      },
    },
    {
      name: 'frenchOrders',
      input: {
        columns: [
          ['uuid', 'company', 'number', 'boolean', 'pastDate'],
          ['id', 'client', 'montant', 'payee', 'date'],
        ],
        locale: 'fr',
        rows: 3,
        seed: 'commandes',
        today: '2026-01-01',
      },
      options: { format: 'sql', table: 'commandes', min: 5, max: 500, decimals: 2 },
      output: {
        format: "sql",
        text: "INSERT INTO \"commandes\" (\"id\", \"client\", \"montant\", \"payee\", \"date\") VALUES ('04fd724d-f3f7-4a29-9ec2-3d7e93261c78', 'Da silva SA', 489.25, FALSE, '2019-11-19');\nINSERT INTO \"commandes\" (\"id\", \"client\", \"montant\", \"payee\", \"date\") VALUES ('8d2a77af-c9b7-4649-b61f-660f69c86af8', 'Vidal et Pons', 425.97, FALSE, '2021-01-01');\nINSERT INTO \"commandes\" (\"id\", \"client\", \"montant\", \"payee\", \"date\") VALUES ('ff0a40ee-9501-4b0b-89ce-e2d5dc1ddf79', 'Gerard SCOP', 321.97, TRUE, '2020-02-19');",
        names: ["id","client","montant","payee","date"],
        rows: [
          ["04fd724d-f3f7-4a29-9ec2-3d7e93261c78","Da silva SA",489.25,false,"2019-11-19"],
          ["8d2a77af-c9b7-4649-b61f-660f69c86af8","Vidal et Pons",425.97,false,"2021-01-01"],
          ["ff0a40ee-9501-4b0b-89ce-e2d5dc1ddf79","Gerard SCOP",321.97,true,"2020-02-19"],
        ],
        seed: "commandes",
      },
    },
    {
      name: 'spanishUsers',
      input: {
        columns: [
          ['username', 'fullName', 'ipv4', 'url', 'futureDate'],
          ['usuario', 'nombre', 'ip', 'web', 'alta'],
        ],
        locale: 'es',
        rows: 3,
        seed: 'usuarios',
        today: '2026-01-01',
      },
      options: { format: 'mysql', table: 'usuarios' },
      output: {
        format: "mysql",
        text: "INSERT INTO `usuarios` (`usuario`, `nombre`, `ip`, `web`, `alta`) VALUES ('Jose.CornejoFernandez', 'José Cornejo Fernández', '221.69.208.54', 'https://legal-receptor.es', '2034-04-14');\nINSERT INTO `usuarios` (`usuario`, `nombre`, `ip`, `web`, `alta`) VALUES ('Teodoro_MenaPerez30', 'Sr. Teodoro Mena Pérez', '231.119.141.171', 'https://judicious-charm.com', '2027-01-07');\nINSERT INTO `usuarios` (`usuario`, `nombre`, `ip`, `web`, `alta`) VALUES ('Marcos.AcostaViera58', 'Marcos Acosta Viera', '14.169.172.106', 'https://mammoth-joy.com/', '2031-10-16');",
        names: ["usuario","nombre","ip","web","alta"],
        rows: [
          ["Jose.CornejoFernandez","José Cornejo Fernández","221.69.208.54","https://legal-receptor.es","2034-04-14"],
          ["Teodoro_MenaPerez30","Sr. Teodoro Mena Pérez","231.119.141.171","https://judicious-charm.com","2027-01-07"],
          ["Marcos.AcostaViera58","Marcos Acosta Viera","14.169.172.106","https://mammoth-joy.com/","2031-10-16"],
        ],
        seed: "usuarios",
      },
    },
    {
      name: 'duplicateName',
      input: {
        columns: [
          ['firstName', 'email', 'email'],
          ['name', 'email', 'email'],
        ],
        locale: 'en-US',
        rows: 3,
        seed: 'demo',
        today: '2026-01-01',
      },
      output: toolError('duplicateName', { name: 'email', column: 3 }),
    },
  ],
});

export type Input = InputOf<typeof manifest>;
export type Options = OptionsOf<typeof manifest>;
