import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * Markdown tables: typed in a grid (the host's grid field, a list above each column for its
 * alignment, since that is where a visitor looks for it: beside the column, as in a spreadsheet's
 * toolbar, not in a code such as "l,c,r" to keep in step with the columns by hand), or pasted
 * (tab-separated from a spreadsheet, CSV, or a Markdown table to tidy up); and a Markdown table back to CSV.
 */
export const manifest = defineTool({
  related: ['markdown-to-html', 'csv-toolkit', 'json-csv-converter', 'html-to-markdown'],
  produces: { edit: 'markdown', paste: 'markdown', toCsv: 'csv' },
  fields: {
    table: { kind: 'grid', header: true, columnChoices: ['none', 'left', 'center', 'right'], minRows: 3, tabs: ['edit'] },
    text: { kind: 'text', mono: true, tabs: ['paste', 'toCsv'], perTab: true },
  },
  options: {
    mode: { type: 'string', enum: ['edit', 'paste', 'toCsv'], default: 'edit' },
    pad: { type: 'boolean', default: true },
  },
  ui: { mode: 'tabs' },
  optionTabs: { pad: ['edit', 'paste'] },
  downloads: ['txt', 'csv'],
  examples: [
    {
      name: 'prices',
      input: {
        table: [
          ['left', 'right', 'center'],
          ['Fruit', 'Price', 'In stock'],
          ['Apple', '1.20', 'yes'],
          ['Kiwi | gold', '0.5', 'no'],
        ],
      },
      options: { mode: 'edit', pad: true },
      output: {
        output: 'markdown',
        text: '| Fruit        | Price | In stock |\n| :----------- | ----: | :------: |\n| Apple        |  1.20 |   yes    |\n| Kiwi \\| gold |   0.5 |    no    |',
        rows: [
          ['Fruit', 'Price', 'In stock'],
          ['Apple', '1.20', 'yes'],
          ['Kiwi | gold', '0.5', 'no'],
        ],
        padded: 0,
        cut: 0,
      },
    },
    {
      name: 'spreadsheet',
      input: { text: 'City\tCountry\tPopulation\n東京\t日本\t14,000,000\nParis 🗼\tFrance\t2,100,000\nZürich\tSwitzerland\n' },
      options: { mode: 'paste', pad: true },
      output: {
        output: 'markdown',
        text: '| City     | Country     | Population |\n| -------- | ----------- | ---------- |\n| 東京     | 日本        | 14,000,000 |\n| Paris 🗼 | France      | 2,100,000  |\n| Zürich   | Switzerland |            |',
        rows: [
          ['City', 'Country', 'Population'],
          ['東京', '日本', '14,000,000'],
          ['Paris 🗼', 'France', '2,100,000'],
          ['Zürich', 'Switzerland', ''],
        ],
        source: 'tsv',
        padded: 1,
        cut: 0,
      },
    },
    {
      name: 'csv',
      input: { text: 'name,note\nAda,"first line\nsecond line"\n"Grace","uses | pipes"\n' },
      options: { mode: 'paste', pad: false },
      output: {
        output: 'markdown',
        text: '| name | note |\n| --- | --- |\n| Ada | first line<br>second line |\n| Grace | uses \\| pipes |',
        rows: [
          ['name', 'note'],
          ['Ada', 'first line\nsecond line'],
          ['Grace', 'uses | pipes'],
        ],
        source: 'csv',
        padded: 0,
        cut: 0,
      },
    },
    {
      name: 'toCsv',
      input: { text: '| Command | Meaning |\n| :-- | --: |\n| `a \\| b` | pipe, "quoted" |\n| ls | list<br>files |\n' },
      options: { mode: 'toCsv' },
      output: {
        output: 'csv',
        text: 'Command,Meaning\n`a | b`,"pipe, ""quoted"""\nls,"list\nfiles"',
        rows: [
          ['Command', 'Meaning'],
          ['`a | b`', 'pipe, "quoted"'],
          ['ls', 'list\nfiles'],
        ],
        padded: 0,
        cut: 0,
      },
    },
    {
      name: 'badSeparator',
      input: { text: '| a | b |\n| --- |\n| 1 | 2 |' },
      options: { mode: 'toCsv' },
      output: toolError('separatorCells', { line: 2, columns: 2, found: 1 }),
    },
  ],
});

export type Input = InputOf<typeof manifest>;
export type Options = OptionsOf<typeof manifest>;
