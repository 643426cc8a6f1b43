import { describe, expect, it } from 'vitest';
import { msg, num } from '@sdk/core';
import { view } from './view.ts';

describe('curl-converter view', () => {
  it('shows the code, then one note per warning: the flag when one is named, else the code and detail', () => {
    const language = msg('options.language.values.javascript');
    const v = view({
      language: 'javascript',
      code: "fetch('https://example.com');\n",
      warnings: [
        { code: 'max-time', flag: '--max-time', detail: '--max-time is not a supported option' },
        { code: 'forbidden-header', detail: '"Cookie" header is forbidden in fetch()' },
      ],
    });
    expect(v).toEqual({
      blocks: [
        { kind: 'text', text: "fetch('https://example.com');\n", mono: true, wrap: false, label: msg('output.code', { language }) },
        { kind: 'note', tone: 'warning', text: msg('notes.summary', { count: num(2), language }) },
        { kind: 'note', tone: 'warning', text: msg('notes.option', { flag: '--max-time', language }) },
        { kind: 'note', tone: 'warning', text: msg('notes.other', { code: 'forbidden-header', detail: '"Cookie" header is forbidden in fetch()' }) },
      ],
      copy: "fetch('https://example.com');\n",
      txt: "fetch('https://example.com');\n",
      filename: 'curl-javascript',
    });
  });

  it('has no notes when everything is carried over', () => {
    const v = view({ language: 'go', code: 'package main\n', warnings: [] });
    expect('blocks' in v && v.blocks.length).toBe(1);
  });
});
