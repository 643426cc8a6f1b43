/** A made-up tool with one of each kind of field and option, for the command's unit tests. */
import { defineTool } from '@sdk/core/tool.ts';

export const testManifest = defineTool({
  fields: {
    text: { kind: 'text' },
    amount: { kind: 'number', min: 0, max: 100, default: 5 },
    start: { kind: 'date', tabs: ['dates'], default: 'now' },
    unit: { kind: 'select', choices: ['days', 'weeks'], default: 'days' },
    strict: { kind: 'checkbox' },
    help: { kind: 'line', optional: false },
  },
  options: {
    tab: { type: 'string', enum: ['text', 'dates'], default: 'text' },
    indent: { type: 'string', enum: ['2', '4', 'tab'], default: '2' },
    bits: { type: 'integer', enum: [128, 256], default: 128 },
    sortKeys: { type: 'boolean', default: false },
    size: { type: 'integer', minimum: 1, maximum: 10, default: 3 },
    ratio: { type: 'number', minimum: 0, default: 0.5 },
    color: { type: 'string', pattern: '^#[0-9a-f]{6}$', default: '#000000' },
    minifyCSS: { type: 'boolean', default: true },
  },
  ui: { tab: 'tabs' },
  examples: [
    { name: 'plain', input: { text: 'Hello\n', amount: 12.5, strict: true }, options: { indent: '4', sortKeys: true }, output: 'x' },
    { name: 'dates', input: { text: 'a', start: '2024-01-31', help: 'ends\n' }, options: { tab: 'dates' }, output: 'y' },
  ],
});
