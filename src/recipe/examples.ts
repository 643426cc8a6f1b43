/**
 * The recipe page's examples: what chaining tools is for, each with an input to show it working. Names and
 * descriptions are `recipe.examples.<id>` in locales/<lng>/recipe.json; options only where they differ from
 * the tool's defaults. Played by tests/cli/recipes.test.ts through the command and through run() chained.
 */
export interface RecipeExample {
  readonly id: string;
  readonly steps: readonly { readonly tool: string; readonly options?: Readonly<Record<string, string | number | boolean>> }[];
  readonly input: string;
}

export const RECIPE_EXAMPLES: readonly RecipeExample[] = [
  {
    id: 'jwtPayload',
    steps: [{ tool: 'jwt-decoder' }, { tool: 'json-formatter', options: { sortKeys: true, indent: '4' } }],
    input: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkFkYSBMb3ZlbGFjZSIsImFkbWluIjp0cnVlLCJpYXQiOjE1MTYyMzkwMjJ9.9x5mWuBXdc2x7g7wRgdnrcHnkAKSEqG0-oDw2WtNCwg',
  },
  {
    id: 'urlToYaml',
    steps: [{ tool: 'url-decoder' }, { tool: 'json-formatter' }, { tool: 'json-yaml-converter', options: { mode: 'jsonToYaml' } }],
    input: '%7B%22name%22%3A%22Ada%22%2C%22languages%22%3A%5B%22en%22%2C%22fr%22%5D%2C%22active%22%3Atrue%7D',
  },
  {
    id: 'base64Hash',
    steps: [{ tool: 'base64-encoder', options: { mode: 'decode' } }, { tool: 'hash-generator', options: { algorithm: 'sha256' } }],
    input: 'SGVsbG8sIHdvcmxkIQ==',
  },
  {
    id: 'csvTypes',
    steps: [{ tool: 'json-csv-converter', options: { mode: 'csvToJson' } }, { tool: 'json-to-typescript', options: { rootName: 'Person' } }],
    input: 'name,age,member\nAda,36,true\nGrace,45,false\n',
  },
  {
    id: 'htmlWords',
    steps: [{ tool: 'html-to-markdown' }, { tool: 'word-counter' }],
    input: '<h1>Release notes</h1>\n<p>This version adds <strong>recipes</strong>: chains of tools that run one after another.</p>\n<ul><li>Share them as a link</li><li>Run them in the terminal</li></ul>',
  },
  {
    id: 'cleanSlug',
    steps: [{ tool: 'text-cleaner', options: { mode: 'normalizeAll', straightQuotes: true } }, { tool: 'case-converter', options: { mode: 'lower' } }, { tool: 'slug-generator' }],
    input: '  Ten  “Tips”  for   Faster\tBuilds  ',
  },
  {
    id: 'markdownMinified',
    steps: [{ tool: 'markdown-to-html' }, { tool: 'html-minifier' }],
    input: '# Hello\n\nSome **bold** text and a [link](https://example.com).\n\n- one\n- two\n',
  },
  {
    id: 'yamlCsv',
    steps: [{ tool: 'json-yaml-converter', options: { mode: 'yamlToJson' } }, { tool: 'json-csv-converter', options: { mode: 'jsonToCsv' } }],
    input: '- name: Ada\n  city: London\n- name: Grace\n  city: New York\n',
  },
  {
    id: 'quotedList',
    steps: [
      { tool: 'line-tools', options: { trim: true, removeEmpty: true, removeDuplicates: true, sort: 'alphabetical', collation: 'en' } },
      { tool: 'line-tools', options: { mode: 'join', quote: 'single' } },
    ],
    input: 'pear\n apple\n\nfig\napple \npear\n',
  },
  {
    id: 'xmlTypes',
    steps: [{ tool: 'xml-formatter', options: { mode: 'xmlToJson' } }, { tool: 'json-to-typescript', options: { rootName: 'Catalog' } }],
    input: '<catalog><book id="1"><title>Dune</title><year>1965</year></book></catalog>',
  },
];
