/**
 * Shell words as a POSIX shell splits them (bash without expansion): quotes, backslash escapes, line
 * continuations, comments, and several commands (one per line, or after ; and &&). Nothing is expanded:
 * a `$` is kept where the shell would expand it, and marked where it would not (inside single quotes or
 * escaped), so that a compose file can write it as `$$` (compose interpolates `$VAR` as a shell does).
 */

export interface Word {
  /** The word as the program receives it, with `$VAR` and `$(…)` left as written. */
  readonly text: string;
  /** The same word for a compose file: a `$` the shell would not expand is written `$$`. */
  readonly compose: string;
  /** It holds a command substitution, `$(…)` or backquotes, that the shell would run. */
  readonly substitution: boolean;
}

export interface Command {
  readonly words: readonly Word[];
  /** The line the command starts on, from 1. */
  readonly line: number;
}

export type Split = { readonly commands: readonly Command[] } | { readonly unclosed: "'" | '"' | '$(' | '`'; readonly line: number };

const SPACE = /[ \t\f\v]/;

/** Splits a text of shell commands into their words. */
export function splitCommands(src: string, separators = true): Split {
  const commands: Command[] = [];
  let words: Word[] = [];
  let text = '';
  let compose = '';
  let substitution = false;
  let inWord = false;
  let commandLine = 1;
  let line = 1;
  let i = 0;
  const n = src.length;

  const endWord = () => {
    if (inWord) {
      if (words.length === 0) commandLine = wordLine;
      words.push({ text, compose, substitution });
    }
    text = compose = '';
    substitution = inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length) commands.push({ words, line: commandLine });
    words = [];
  };
  let wordLine = 1;
  const start = () => {
    if (!inWord) {
      inWord = true;
      wordLine = line;
    }
  };
  const add = (c: string, literal: boolean) => {
    text += c;
    compose += c === '$' && literal ? '$$' : c;
  };
  /** A line break at i (\n, \r\n or \r): its length, else 0. */
  const breakAt = (k: number): number => (src[k] === '\r' ? (src[k + 1] === '\n' ? 2 : 1) : src[k] === '\n' ? 1 : 0);
  /** `$(…)` from i, to its closing parenthesis (nested ones and quotes inside counted); the index after it, or -1. */
  const substitutionEnd = (from: number): number => {
    let depth = 0;
    let k = from;
    while (k < n) {
      const c = src[k]!;
      if (c === '\\') k += 2;
      else if (c === "'") {
        const close = src.indexOf("'", k + 1);
        if (close < 0) return -1;
        k = close + 1;
      } else if (c === '"') {
        k++;
        while (k < n && src[k] !== '"') k += src[k] === '\\' ? 2 : 1;
        if (k >= n) return -1;
        k++;
      } else {
        if (c === '(') depth++;
        else if (c === ')' && --depth === 0) return k + 1;
        if (c === '\n') line++;
        k++;
      }
    }
    return -1;
  };

  while (i < n) {
    const c = src[i]!;
    const br = breakAt(i);
    if (br) {
      endCommand();
      line++;
      i += br;
      continue;
    }
    if (SPACE.test(c)) {
      endWord();
      i++;
      continue;
    }
    // A continuation: \ (bash), ` (PowerShell) or ^ (cmd.exe) at the end of a line (spaces after it forgiven).
    if (c === '\\' || ((c === '`' || c === '^') && !inWord)) {
      let k = i + 1;
      while (k < n && SPACE.test(src[k]!)) k++;
      const after = breakAt(k);
      if (after || (c === '\\' && k === n)) {
        line += after ? 1 : 0;
        i = k + after;
        continue;
      }
    }
    if (c === '#' && !inWord) {
      while (i < n && !breakAt(i)) i++;
      continue;
    }
    if (separators && (c === ';' || (c === '&' && src[i + 1] === '&'))) {
      endCommand();
      i += c === ';' ? 1 : 2;
      continue;
    }
    start();
    if (c === '\\') {
      const next = src[i + 1];
      if (next !== undefined) add(next, true);
      i += 2;
    } else if (c === "'") {
      const close = src.indexOf("'", i + 1);
      if (close < 0) return { unclosed: "'", line };
      for (const ch of src.slice(i + 1, close)) {
        if (ch === '\n') line++;
        add(ch, true);
      }
      i = close + 1;
    } else if (c === '"') {
      const opened = line;
      i++;
      for (;;) {
        if (i >= n) return { unclosed: '"', line: opened };
        const d = src[i]!;
        if (d === '"') break;
        if (d === '\\' && i + 1 < n) {
          const e = src[i + 1]!;
          const eb = breakAt(i + 1);
          if (eb) {
            line++;
            i += 1 + eb;
          } else if ('$`"\\'.includes(e)) {
            add(e, true);
            i += 2;
          } else {
            add('\\', false);
            i++;
          }
          continue;
        }
        if (d === '$' && src[i + 1] === '(') {
          const end = substitutionEnd(i + 1);
          if (end < 0) return { unclosed: '$(', line };
          text += src.slice(i, end);
          compose += src.slice(i, end);
          substitution = true;
          i = end;
          continue;
        }
        if (d === '\n') line++;
        add(d, false);
        i++;
      }
      i++;
    } else if (c === '$' && src[i + 1] === '(') {
      const opened = line;
      const end = substitutionEnd(i + 1);
      if (end < 0) return { unclosed: '$(', line: opened };
      text += src.slice(i, end);
      compose += src.slice(i, end);
      substitution = true;
      i = end;
    } else if (c === '`') {
      const close = src.indexOf('`', i + 1);
      if (close < 0) return { unclosed: '`', line };
      text += src.slice(i, close + 1);
      compose += src.slice(i, close + 1);
      substitution = true;
      i = close + 1;
    } else {
      add(c, false);
      i++;
    }
  }
  endCommand();
  return { commands };
}

/** Characters a word can hold unquoted in every POSIX shell. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * A word written for a POSIX shell: bare when it can be, else in single quotes; in double quotes when it
 * holds a compose interpolation (`${VAR}`, `$VAR`) that the shell must expand as compose would.
 * `value` is a compose value: `$$` is a literal dollar.
 */
export function shellQuote(value: string): string {
  if (value === '') return "''";
  const interpolates = /\$(?!\$)[{A-Za-z_]/.test(value.replace(/\$\$/g, ''));
  if (!interpolates) {
    const literal = value.replace(/\$\$/g, '$');
    return PLAIN.test(literal) ? literal : `'${literal.replace(/'/g, `'\\''`)}'`;
  }
  // Double quotes: \ " ` escaped, a literal dollar ($$) escaped, an interpolation left to the shell.
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === '$' && value[i + 1] === '$') {
      out += '\\$';
      i++;
    } else if (c === '\\' || c === '"' || c === '`') out += `\\${c}`;
    else out += c;
  }
  return `"${out}"`;
}

/**
 * A compose command or entrypoint given as one string, split into words as compose splits it (shell
 * rules, no expansion); undefined when a quote is not closed.
 */
export function composeWords(text: string): string[] | undefined {
  const split = splitCommands(text.replace(/\r?\n/g, ' '), false);
  if ('unclosed' in split) return undefined;
  return split.commands.flatMap((c) => c.words.map((w) => w.text));
}
