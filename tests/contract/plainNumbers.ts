/**
 * Numbers a view writes as text, which every language then shows the same way: a newcomer wrote
 * `'235.215 ÷ '` in a formula and the German page showed "235.215" where it meant 235,215. A view writes
 * numbers as number displays (`num()`), which the host writes in the page's language; its strings are the
 * visitor's own data and symbols. Read from the view's source: at run time a number typed by the visitor
 * ("1 1/2" in a fraction, a CSV heading) cannot be told from one written in the code.
 */

/**
 * A number whose writing depends on the language: digits with a decimal or group separator ("235.215",
 * "1,5"), or five digits and more (12.345 in German). Shorter whole numbers ("× 100", "703 ×", a year,
 * "RFC 9562") may stand as symbols do; so may a range in syntax ("a{2,5}", "[0,2]").
 */
const WRITTEN_NUMBER = /(?<![\p{L}\p{N}_#{[-])(\d+(?:[.,]\d+)+|\d{5,})(?![\p{L}\p{N}_}\]])/u;

/** The source without comments, keeping line numbers. */
function withoutComments(source: string): string[] {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line) => line.replace(/(^|[^:'"`\\])\/\/.*$/, '$1'));
}

/** The text of each string literal on a line (template literals without their ${…} parts). */
function literals(line: string): string[] {
  return [...line.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' '));
}

/**
 * Where a view's source writes a number for one language, or for none: a string holding a number
 * ('235.215 ÷ '; markup's own numbers in SVG, URLs and #colours aside), or a call that formats one
 * outside the host (toFixed, toPrecision, toLocaleString, new Intl.NumberFormat). A number meant for
 * programs (a coordinate to paste into a map, a list for code) is marked on the line before with a
 * comment starting `// for programs:` that says why.
 */
export function plainNumbers(source: string): string[] {
  const raw = source.split('\n');
  return withoutComments(source).flatMap((line, i) => {
    if (/\/\/ for programs:/.test(raw[i - 1] ?? '')) return [];
    const found: string[] = [];
    const call = /\.(toFixed|toPrecision|toLocaleString)\(|new Intl\.NumberFormat\(/.exec(line);
    if (call) found.push(`line ${i + 1}: ${call[0]} writes a number the same way in every language`);
    for (const text of literals(line)) {
      if (/^\s*<svg|xmlns=/.test(text)) continue;
      const number = WRITTEN_NUMBER.exec(text.replace(/https?:\/\/\S+/g, ' '));
      if (number) found.push(`line ${i + 1}: "${number[0]}" is written as text in '${text.trim()}'`);
    }
    return found.map((f) => `${f}: use num() (or, for a number meant for programs, "// for programs: why" on the line before)`);
  });
}
