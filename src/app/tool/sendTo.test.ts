import { describe, expect, it } from 'vitest';
import { defineTool } from '@sdk/core/tool.ts';
import { findTool } from '../../registry/index.ts';
import { producedKind, receivers, sendTo, takeHandoff, useHandoff } from './sendTo.ts';

const base64 = defineTool({
  fields: { text: { kind: 'text' } },
  options: { mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode' } },
  ui: { mode: 'tabs' },
  produces: { encode: 'base64', decode: 'text' },
  examples: [],
});

describe('send to', () => {
  it('knows what a result is, per tab', () => {
    expect(producedKind(base64, { mode: 'encode' })).toBe('base64');
    expect(producedKind(base64, { mode: 'decode' })).toBe('text');
    expect(producedKind({ produces: 'json' }, {})).toBe('json');
    expect(producedKind({}, {})).toBeUndefined();
  });

  it('offers the tools taking exactly that kind before those taking any text, never the sender', () => {
    const json = receivers('json', 'json-formatter').map((t) => t.id);
    expect(json).not.toContain('json-formatter');
    expect(json).toContain('word-counter');
    const base = receivers('base64', 'x').map((t) => t.id);
    expect(base[0]).toBe('base64-encoder');
    expect(receivers('sql', 'x').map((t) => t.id).indexOf('sql-formatter')).toBeLessThan(receivers('sql', 'x').map((t) => t.id).indexOf('word-counter'));
  });

  it('hands a result over once, to the tool it was sent to, on the tab that takes it', () => {
    const tool = findTool('base64-encoder')!;
    sendTo('word-counter', 'base64', 'SGk=');
    expect(takeHandoff(tool, base64)).toBeUndefined();
    sendTo('base64-encoder', 'base64', 'SGk=');
    expect(takeHandoff(tool, base64)).toEqual({ options: { mode: 'decode' }, input: { text: 'SGk=' } });
    expect(takeHandoff(tool, base64)).toBeUndefined();
    sendTo('base64-encoder', 'json', '{}');
    expect(takeHandoff(tool, base64)).toEqual({ options: { mode: 'encode' }, input: { text: '{}' } });
    expect(useHandoff.getState().handoff).toBeNull();
  });
});
