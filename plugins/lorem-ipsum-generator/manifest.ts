import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const LENGTHS = ['short', 'medium', 'long'] as const;
export const MIN_PARAGRAPHS = 1;
export const MAX_PARAGRAPHS = 10;

export const manifest = defineTool({
  related: ['word-counter', 'case-converter', 'text-cleaner'],
  produces: 'text',
  // No fields: the text is made from the settings alone.
  options: {
    paragraphs: { type: 'integer', minimum: MIN_PARAGRAPHS, maximum: MAX_PARAGRAPHS, default: 3 },
    length: { type: 'string', enum: LENGTHS, default: 'medium' },
    startWithClassic: { type: 'boolean', default: true },
    repeatable: { type: 'boolean', default: false },
  },
  ui: { paragraphs: 'updown', length: 'segmented' },
  // Random unless "Same text every time": the view then turns Generate again off.
  random: true,
  downloads: ['txt'],
  // Output is random unless repeatable: every example fixes it, so its text is exact.
  examples: [
    {
      name: 'onePara',
      input: {},
      options: { paragraphs: 1, length: 'short', startWithClassic: true, repeatable: true },
      output: {
        text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Habitant recusandae eget quas nihil, viverra bibendum vestibulum. Quaerat reprehenderit hendrerit iusto eros phasellus distinctio odio natus dicta semper. Cupiditate habitasse perferendis nesciunt aliquid sociis saepe.',
        paragraphs: 1,
        sentences: 4,
        words: 34,
      },
    },
    {
      name: 'withoutClassic',
      input: {},
      options: { paragraphs: 2, length: 'short', startWithClassic: false, repeatable: true },
      output: {
        text: 'Cum aliquam illo rhoncus quam aute sodales posuere ligula doloribus aut lobortis atque. Habitasse fusce beatae posuere hac doloribus proident congue facilisi. Nec amet lobortis doloremque commodo neque proident culpa cras ante bibendum tempor facilis. Irure reprehenderit excepturi rutrum dolorum earum itaque iaculis qui.\n\nAt sed eleifend cursus modi platea, imperdiet morbi repellat varius. Accumsan laboriosam sunt mattis vehicula eum quisquam. Odio aliquam ut libero dolor pellentesque luctus atque, pellentesque porro velit.',
        paragraphs: 2,
        sentences: 7,
        words: 72,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
