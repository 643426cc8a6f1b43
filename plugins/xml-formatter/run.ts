import { jsonSyntaxError, lineColumn, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { parseXml, writeXml } from './xml.ts';

/**
 * XML formatted, minified or converted (fast-xml-parser, loaded on first use, in the worker).
 * Every XML input is checked first: fast-xml-parser's validator, then the rules it leaves out (see
 * xml.ts); the first problem is reported with its line and column in the visitor's language.
 */
export interface XmlResult {
  readonly text: string;
  /** Elements in the XML read or written. */
  readonly elements: number;
}

type Fxp = typeof import('fast-xml-parser');

const JSON_CONVENTION = { ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', commentPropName: '#comment', cdataPropName: '#cdata' } as const;

export async function run({ text }: Input, options: Options): Promise<XmlResult | ToolError> {
  if (!/\S/.test(text)) return toolError(options.mode === 'jsonToXml' ? 'emptyJson' : 'emptyXml');
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const fxp = await import('fast-xml-parser');
  const indent = options.indent === 'tab' ? '\t' : ' '.repeat(Number(options.indent));
  try {
    if (options.mode === 'jsonToXml') return jsonToXml(fxp, src, indent);
    const checked = check(fxp, src);
    if ('code' in checked) return checked;
    if (options.mode === 'xmlToJson') {
      const value = new fxp.XMLParser({ ...JSON_CONVENTION, parseTagValue: false, parseAttributeValue: false, processEntities: true, htmlEntities: false, trimValues: true }).parse(src) as unknown;
      return { text: JSON.stringify(value, null, indent), elements: checked.elements };
    }
    return { text: writeXml(src, checked.nodes, options.mode === 'minify' ? null : indent, options.mode === 'minify' && options.removeComments), elements: checked.elements };
  } catch (err) {
    if (err instanceof RangeError || (err instanceof Error && err.name === 'InternalError')) return toolError('tooDeep');
    throw err;
  }
}

/** What the validator says, in words of our own (its messages are English only). */
const MESSAGES: readonly [RegExp, string, string[]][] = [
  [/^Expected closing tag '(.+)' \(opened in line (\d+), col (\d+)\) instead of closing tag '(.+)'/, 'mismatch', ['expected', 'openLine', 'openColumn', 'found']],
  [/^Unclosed tag '(.+)'/, 'unclosed', ['name']],
  [/^Closing tag '(.+)' has not been opened/, 'notOpened', ['name']],
  [/^Closing tag '(.+)' can't have attributes or invalid starting/, 'badClosingTag', ['name']],
  [/^Attribute '(.+)' is repeated/, 'duplicateAttribute', ['name']],
  [/^boolean attribute '(.+)' is not allowed/, 'attributeValue', ['name']],
  [/^Attributes for '(.+)' have open quote/, 'openQuote', ['name']],
  [/^Attribute '(.+)' is an invalid name/, 'badAttributeName', ['name']],
  [/^Tag '(.+)' is an invalid name/, 'badName', ['name']],
  [/^char '(.+)' is not expected/, 'unexpectedChar', ['char']],
  [/^XML declaration allowed only at the start/, 'declarationNotFirst', []],
  [/^Start tag expected/, 'noRoot', []],
  [/^Multiple possible root nodes found/, 'multipleRoots', []],
  [/^Extra text at the end/, 'textOutsideRoot', []],
];

function check(fxp: Fxp, src: string) {
  const verdict = fxp.XMLValidator.validate(src, { allowBooleanAttributes: false });
  if (verdict !== true) {
    const { msg, line, col } = verdict.err;
    for (const [pattern, code, names] of MESSAGES) {
      const m = pattern.exec(msg);
      if (m) {
        const params: Record<string, string | number> = Object.fromEntries(names.map((n, i) => [n, m[i + 1]!]));
        return toolError(code, { ...params, line: line ?? 1, column: col ?? 1 });
      }
    }
    return toolError('syntax', { line: line ?? 1, column: col ?? 1 });
  }
  const parsed = parseXml(src);
  if ('code' in parsed) return toolError(parsed.code, { ...parsed.params, ...lineColumn(src, parsed.offset) });
  return parsed;
}

function jsonToXml(fxp: Fxp, src: string, indent: string): XmlResult | ToolError {
  let value: unknown;
  try {
    value = JSON.parse(src);
  } catch (err) {
    return jsonSyntaxError(src, undefined, err);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return toolError('jsonNotObject');
  const roots = Object.keys(value).filter((k) => !k.startsWith('?') && k !== '#comment');
  if (roots.length !== 1 || roots[0]!.startsWith('@_') || roots[0] === '#text' || roots[0] === '#cdata' || Array.isArray((value as Record<string, unknown>)[roots[0]!])) return toolError('jsonOneRoot', { count: roots.length });
  const xml = new fxp.XMLBuilder({ ...JSON_CONVENTION, format: false, suppressEmptyNode: true, processEntities: true }).build(value) as string;
  const parsed = parseXml(xml);
  if ('code' in parsed) return toolError('jsonNotXml');
  return { text: writeXml(xml, parsed.nodes, indent, false), elements: parsed.elements };
}
