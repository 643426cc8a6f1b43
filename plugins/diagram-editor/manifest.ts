import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

const FLOWCHART = 'flowchart TD\n  A[Idea] --> B{Worth doing?}\n  B -->|Yes| C[Build it]\n  B -->|No| D[Write it down]\n  C --> E[Ship it]';
const SEQUENCE = 'sequenceDiagram\n  participant B as Browser\n  participant S as Server\n  B->>S: GET /index.html\n  S-->>B: 200 OK\n  B->>S: GET /app.js\n  S-->>B: 200 OK';
const CLASS = 'classDiagram\n  class Animal {\n    +String name\n    +speak() String\n  }\n  class Dog {\n    +fetch()\n  }\n  Animal <|-- Dog';
const STATE = 'stateDiagram-v2\n  [*] --> Draft\n  Draft --> Review : submit\n  Review --> Draft : changes asked\n  Review --> Published : approve\n  Published --> [*]';
const ER = 'erDiagram\n  CUSTOMER ||--o{ ORDER : places\n  ORDER ||--|{ LINE_ITEM : contains\n  PRODUCT ||--o{ LINE_ITEM : "appears in"';
const GANTT = 'gantt\n  title Release plan\n  dateFormat YYYY-MM-DD\n  section Build\n  Design :a1, 2026-01-05, 5d\n  Code :a2, after a1, 10d\n  section Ship\n  Test :after a2, 4d';
const PIE = 'pie title Time spent\n  "Coding" : 45\n  "Meetings" : 25\n  "Reviews" : 30';
const MINDMAP = 'mindmap\n  root((Trip))\n    Packing\n      Clothes\n      Documents\n    Travel\n      Train\n      Hotel';
const TIMELINE = 'timeline\n  title Web history\n  1991 : First website\n  1995 : JavaScript\n  2008 : Chrome\n  2015 : ES2015';
const MISTAKE = 'sequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice Thanks';

export const manifest = defineTool({
  related: ['markdown-to-html', 'svg-optimizer', 'json-formatter', 'markdown-table-generator'],
  // Empty at first: Mermaid (about 600 kB gzip) loads when the visitor types or picks an example, not with the page.
  fields: { code: { kind: 'text', mono: true, rows: 12 } },
  options: {},
  downloads: [],
  examples: [
    { name: 'flowchart', input: { code: FLOWCHART }, output: { type: 'flowchart-v2', code: FLOWCHART } },
    { name: 'sequence', input: { code: SEQUENCE }, output: { type: 'sequence', code: SEQUENCE } },
    { name: 'class', input: { code: CLASS }, output: { type: 'classDiagram', code: CLASS } },
    { name: 'state', input: { code: STATE }, output: { type: 'stateDiagram', code: STATE } },
    { name: 'er', input: { code: ER }, output: { type: 'er', code: ER } },
    { name: 'gantt', input: { code: GANTT }, output: { type: 'gantt', code: GANTT } },
    { name: 'pie', input: { code: PIE }, output: { type: 'pie', code: PIE } },
    { name: 'mindmap', input: { code: MINDMAP }, output: { type: 'mindmap', code: MINDMAP } },
    { name: 'timeline', input: { code: TIMELINE }, output: { type: 'timeline', code: TIMELINE } },
    { name: 'mistake', input: { code: MISTAKE }, output: toolError('syntax', { field: 'code', line: 3, column: 10, detail: "Expecting 'TXT', got 'NEWLINE'" }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
