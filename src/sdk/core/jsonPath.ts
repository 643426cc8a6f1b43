/**
 * Writing JSONPath (RFC 9535) locations: the JSONPath tester's normalized paths and the JSON
 * formatter's paths of repeated keys spell member names the same way.
 */

const SHORTHAND_NAME = /^[A-Za-z_\u{80}-\u{D7FF}\u{E000}-\u{10FFFF}][\w\u{80}-\u{D7FF}\u{E000}-\u{10FFFF}]*$/u;

/** A member name in single quotes, escaped as RFC 9535 §2.7 writes it: \b \f \n \r \t \' \\ and \u00XX. */
export function quotedMemberName(key: string): string {
  let name = '';
  for (const ch of key) {
    const c = ch.codePointAt(0)!;
    if (ch === "'") name += "\\'";
    else if (ch === '\\') name += '\\\\';
    else if (ch === '\b') name += '\\b';
    else if (ch === '\f') name += '\\f';
    else if (ch === '\n') name += '\\n';
    else if (ch === '\r') name += '\\r';
    else if (ch === '\t') name += '\\t';
    else if (c < 0x20) name += `\\u${c.toString(16).padStart(4, '0')}`;
    else name += ch;
  }
  return `'${name}'`;
}

/** `.name` where the member-name shorthand allows it (RFC 9535 §2.5.1.1), else `['name']`. */
export function memberStep(key: string): string {
  return SHORTHAND_NAME.test(key) ? `.${key}` : `[${quotedMemberName(key)}]`;
}
