/**
 * JSON Schemas every plugin's meta.ts and manifest.ts must satisfy (checked by the contract tests).
 * Lists such as the categories and field kinds are read from their one source, never repeated.
 */
import { CATEGORY_IDS } from '../src/sdk/core/categories.ts';
import { CONTENT_KINDS, DOWNLOAD_FORMATS, FIELD_KINDS, KEY_ACTIONS, OPTION_WIDGETS } from '../src/sdk/core/tool.ts';

const ID = '^[a-z0-9]+(-[a-z0-9]+)*$';
const NAME = '^[a-zA-Z][a-zA-Z0-9]*$';

/** plugins/<id>/meta.ts: the card data every page needs. */
export const metaSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Tool meta',
  type: 'object',
  additionalProperties: false,
  required: ['category', 'icon'],
  properties: {
    category: { enum: CATEGORY_IDS },
    icon: { type: 'string', minLength: 1, maxLength: 4 },
    badges: { type: 'array', items: { enum: ['new', 'popular'] }, uniqueItems: true },
    accepts: { type: 'object', propertyNames: { enum: CONTENT_KINDS }, minProperties: 1, additionalProperties: { anyOf: [{ const: true }, { type: 'string', minLength: 1 }] } },
    wasm: { const: true },
  },
} as const;

const tabs = { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true } as const;

/** A keypad key: text that shows itself, text shown as a symbol, or a key the host knows. */
const key = {
  anyOf: [
    { type: 'string', minLength: 1 },
    { type: 'object', additionalProperties: false, required: ['insert'], properties: { insert: { type: 'string', minLength: 1 }, show: { type: 'string', minLength: 1, maxLength: 4 }, name: { type: 'string', pattern: NAME } } },
    { type: 'object', additionalProperties: false, required: ['does'], properties: { does: { enum: KEY_ACTIONS }, name: { type: 'string', pattern: NAME } } },
  ],
} as const;

/** plugins/<id>/manifest.ts: what defineTool returns. Data only, no display text. */
export const manifestSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Tool manifest',
  type: 'object',
  additionalProperties: false,
  required: ['fields', 'options', 'examples'],
  properties: {
    related: { type: 'array', items: { type: 'string', pattern: ID }, uniqueItems: true, maxItems: 6 },
    produces: { anyOf: [{ enum: CONTENT_KINDS }, { type: 'object', minProperties: 1, additionalProperties: { enum: CONTENT_KINDS } }] },
    fields: {
      type: 'object',
      propertyNames: { pattern: NAME },
      maxProperties: 24,
      additionalProperties: {
        type: 'object',
        required: ['kind'],
        properties: {
          kind: { enum: FIELD_KINDS },
          tabs,
          when: { type: 'object', minProperties: 1, propertyNames: { pattern: NAME }, additionalProperties: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' } } },
          perTab: { type: 'boolean' },
          secret: { type: 'boolean' },
          remember: { type: 'boolean' },
          optional: { type: 'boolean' },
          multiple: { type: 'boolean' },
          maxBytes: { type: 'integer', minimum: 1 },
          seconds: { type: 'boolean' },
          min: { type: 'number' },
          max: { type: 'number' },
          step: { type: 'number', exclusiveMinimum: 0 },
          unit: { oneOf: [{ type: 'string', minLength: 1 }, { type: 'object', additionalProperties: { type: 'string', minLength: 1 } }] },
          // At most 6 keys a row: each keeps a 44 px tap target on a 375 px phone.
          keys: { type: 'array', minItems: 1, items: { type: 'array', minItems: 1, maxItems: 6, items: key } },
          timeline: { type: 'object', additionalProperties: false, required: ['start', 'end'], properties: { start: { type: 'string', pattern: NAME }, end: { type: 'string', pattern: NAME } } },
          crop: {
            type: 'object',
            additionalProperties: false,
            required: ['x', 'y', 'width', 'height'],
            properties: Object.fromEntries(['x', 'y', 'width', 'height', 'aspect', 'turn', 'flipH', 'flipV'].map((key) => [key, { type: 'string', pattern: NAME }])),
          },
          // A grid's fixed columns and per-column choices are named in the locale, by these names.
          columns: { type: 'array', minItems: 1, maxItems: 12, uniqueItems: true, items: { type: 'string', pattern: NAME } },
          columnChoices: { type: 'array', minItems: 2, uniqueItems: true, items: { type: 'string', pattern: NAME } },
          header: { type: 'boolean' },
          minRows: { type: 'integer', minimum: 1, maximum: 50 },
          minColumns: { type: 'integer', minimum: 1, maximum: 12 },
        },
        allOf: [
          // A keypad writes text: only line and text fields have one.
          { if: { required: ['keys'] }, then: { properties: { kind: { enum: ['line', 'text'] } } } },
          // A timeline plays the chosen file itself: a file field of one file, handed on unread.
          // Columns, choices per column and a header row are a grid's.
          { if: { anyOf: [{ required: ['columns'] }, { required: ['columnChoices'] }, { required: ['header'] }, { required: ['minRows'] }, { required: ['minColumns'] }] }, then: { properties: { kind: { const: 'grid' } } } },
          // A header row names free columns: fixed columns are named by the locale.
          { if: { required: ['columns'] }, then: { not: { required: ['header'] } } },
          { if: { required: ['timeline'] }, then: { properties: { kind: { const: 'file' }, read: { const: 'blob' }, multiple: { const: false } } } },
          // A crop box draws the chosen image itself: a file field of one image, read as bytes.
          { if: { required: ['crop'] }, then: { properties: { kind: { const: 'file' }, read: { enum: ['bytes', 'image'] }, multiple: { const: false } } } },
        ],
        not: { anyOf: [{ required: ['label'] }, { required: ['title'] }, { required: ['description'] }] },
      },
    },
    options: {
      description: 'A flat JSON Schema: scalar properties, each with a default; no titles (texts live in the locales), no oneOf/anyOf/$ref.',
      type: 'object',
      required: ['type', 'properties', 'required', 'additionalProperties'],
      properties: {
        type: { const: 'object' },
        properties: {
          type: 'object',
          propertyNames: { pattern: NAME },
          additionalProperties: {
            type: 'object',
            required: ['type', 'default'],
            not: { anyOf: [{ required: ['title'] }, { required: ['description'] }, { required: ['oneOf'] }, { required: ['anyOf'] }, { required: ['$ref'] }] },
            properties: { type: { enum: ['string', 'number', 'integer', 'boolean'] } },
          },
        },
        required: { type: 'array', items: { type: 'string' } },
        additionalProperties: { const: false },
      },
    },
    ui: { type: 'object', additionalProperties: { enum: OPTION_WIDGETS } },
    optionTabs: { type: 'object', additionalProperties: tabs },
    optionNames: { type: 'object', propertyNames: { pattern: NAME } },
    actions: { type: 'object', propertyNames: { pattern: NAME } },
    onTabChange: {},
    bigAssetsUsed: {},
    sentence: { type: 'boolean' },
    swap: { type: 'array', items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 } },
    downloads: { type: 'array', items: { enum: DOWNLOAD_FORMATS }, uniqueItems: true },
    random: { type: 'boolean' },
    worker: { anyOf: [{ type: 'boolean' }, { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true }] },
    timeLimitSeconds: { type: 'number', exclusiveMinimum: 0, maximum: 120 },
    bigAssets: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['url', 'bytes', 'name'],
        // A path on the site's own origin (never a CDN, nor //host/…); in Node (the tests, the command line) the package's file itself.
        properties: { url: { type: 'string', pattern: '^(/(?!/)|file:///)' }, bytes: { type: 'integer', minimum: 1 }, name: { type: 'string', minLength: 1 } },
      },
    },
    runWhenEmpty: { type: 'boolean' },
    start: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
    needsNetwork: { type: 'boolean' },
    server: {
      type: 'object',
      additionalProperties: false,
      required: ['starts'],
      properties: { starts: { type: 'array', items: { type: 'string', pattern: NAME }, minItems: 1, uniqueItems: true }, stream: { type: 'boolean' } },
    },
    examples: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'input', 'output'],
        properties: {
          name: { type: 'string', pattern: NAME },
          input: { type: 'object' },
          options: { type: 'object' },
          output: {},
        },
      },
    },
  },
} as const;
