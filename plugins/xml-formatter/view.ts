/** The XML or JSON written, and a note that the XML is well-formed, with its number of elements. */
import { msg, num, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { XmlResult } from './run.ts';

export function view(result: XmlResult, { options }: { input: Input; options: Options }): ResultView {
  return {
    blocks: [
      { kind: 'text', text: result.text, mono: true, label: msg(options.mode === 'xmlToJson' ? 'output.json' : 'output.xml') },
      { kind: 'note', text: msg(options.mode === 'jsonToXml' ? 'written' : 'wellFormed', { count: num(result.elements) }) },
    ],
    copy: result.text,
  };
}
