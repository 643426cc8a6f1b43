import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { manifest } from './manifest.ts';
import { errorDetail, errorPosition, MAX_CHARACTERS, run } from './run.ts';
import { sized } from './render.ts';
import { view } from './view.ts';

const errorOf = async (code: string) => {
  const result = await run({ code });
  if (!isToolError(result)) throw new Error(`expected an error for ${JSON.stringify(code)}`);
  return result;
};

describe('diagram-editor run', () => {
  it('accepts every example that is not a mistake, each with the kind Mermaid names', async () => {
    const kinds = [];
    for (const example of manifest.examples) {
      const result = await run(example.input as { code: string });
      if (example.name === 'mistake') continue;
      expect(isToolError(result), example.name).toBe(false);
      kinds.push((result as { type: string }).type);
    }
    expect(kinds).toEqual(['flowchart-v2', 'sequence', 'classDiagram', 'stateDiagram', 'er', 'gantt', 'pie', 'mindmap', 'timeline']);
  });

  it('says a flowchart mistake at its line, at the end of the line where the text stops', async () => {
    expect((await errorOf('graph TD\nA-->B\nB--')).params).toMatchObject({ field: 'code', line: 3, column: 4 });
    expect((await errorOf('flowchart LR\n  A --> B\n  B --> C[unclosed\n  C --> D')).params).toMatchObject({ line: 3 });
  });

  it('says a sequence diagram mistake at its line and column', async () => {
    const error = await errorOf('sequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice Thanks');
    expect(error.code).toBe('syntax');
    expect(error.params).toEqual({ field: 'code', line: 3, column: 10, detail: "Expecting 'TXT', got 'NEWLINE'" });
  });

  it('says a pie chart mistake (Langium parser) at its line and column', async () => {
    const error = await errorOf('pie title Pets\n  "Dogs" : 3\n  "Cats"');
    expect(error.code).toBe('syntax');
    expect(error.params).toMatchObject({ line: 3, column: 9 });
    expect(String(error.params!.detail)).toContain("Expecting token of type ':'");
  });

  it('says a class diagram that is never closed at its last line', async () => {
    expect((await errorOf('classDiagram\n  class A {\n  +x\n  A <|-- ')).params).toMatchObject({ line: 4 });
  });

  it('refuses an empty text, an unknown kind and a text over the limit', async () => {
    expect((await errorOf('  \n')).code).toBe('empty');
    expect((await errorOf('hello world')).code).toBe('unknownType');
    expect((await errorOf(`flowchart TD\n${'A-->B\n'.repeat(MAX_CHARACTERS / 6)}`)).code).toBe('tooLong');
  });

  it('reads positions from both kinds of Mermaid parser error', () => {
    expect(errorPosition(new Error('Parse error on line 2, column 5: Expecting x'), 'a\nbcdefg')).toEqual({ line: 2, column: 5 });
    expect(errorPosition(Object.assign(new Error('Parse error on line 9:'), { hash: { loc: { first_line: 2, first_column: 3, last_line: 2, last_column: 6 } } }), 'a\nbcdefg')).toEqual({ line: 2, column: 4 });
    // A line past the end is the last line; a column past the end of its line is just after it.
    expect(errorPosition(new Error('line 7, column 40'), 'ab\ncd')).toEqual({ line: 2, column: 3 });
    expect(errorPosition(new Error('nothing here'), 'ab')).toBeUndefined();
    expect(errorDetail(new Error('Parse error on line 4:\ngraph TDA-->BB--\n----------------^\nExpecting \'STR\', got \'1\''))).toBe("Expecting 'STR', got '1'");
  });
});

describe('diagram-editor view and drawing size', () => {
  it('names the kind of diagram and counts its lines', () => {
    const { blocks } = view({ type: 'sequence', code: 'sequenceDiagram\n\n  A->>B: hi\n' });
    expect(blocks[0]).toMatchObject({ kind: 'values', items: [{ value: { t: 'kinds.sequence' } }, { value: { num: 2 } }] });
    expect(view({ type: 'gitGraph', code: 'gitGraph' }).blocks[0]).toMatchObject({ items: [{ value: 'gitGraph' }, { value: { num: 1 } }] });
  });

  it('gives the SVG the size of its viewBox', () => {
    const drawn = sized('<svg id="m" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 183px;" viewBox="4.5 4 182.2 406"><g/></svg>');
    expect(drawn).toEqual({ width: 183, height: 406, svg: '<svg width="183" height="406" id="m" xmlns="http://www.w3.org/2000/svg" style="max-width: 183px;" viewBox="4.5 4 182.2 406"><g/></svg>' });
  });
});

describe('diagram-editor styles kept out of the sanitiser\'s parse', () => {
  it('hides style attributes and elements, and puts them back unchanged', async () => {
    const { hideStyles, restoreStyles } = await import('./render.ts');
    const svg = '<svg id="a" style="max-width: 9px;"><style>#a .b>c{fill:red}</style><g style=\'x:1\'><text>say style="no"</text></g></svg>';
    const hidden = hideStyles(svg);
    expect(hidden.text).not.toMatch(/\sstyle=|<style/);
    expect(restoreStyles(hidden.text, hidden.sheets)).toBe(svg);
    // What the sanitiser's settings forbid is removed, as it would remove it.
    const forbidden = hideStyles('<p style="color:red">a<style>p{}</style></p>', { element: true, attribute: true });
    expect(restoreStyles(forbidden.text, forbidden.sheets)).toBe('<p >a</p>');
  });
});
