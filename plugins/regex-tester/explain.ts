/**
 * A regular expression explained token by token, as a tree the view writes in the page's language:
 * each token with its text as written (and where it is in the pattern), the key of its meaning and
 * that meaning's parameters. Parsed by regexpp, which only run() imports: it loads in the worker,
 * never with the page.
 */
import { RegExpParser } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';

/** How many times a token repeats: `max` null is without limit; `lazy` as few times as possible. */
export interface Repeat {
  readonly min: number;
  readonly max: number | null;
  readonly lazy?: true;
}

export interface ExplainedToken {
  /** The token as written in the pattern: pattern.slice(start, end), its quantifier included. */
  readonly source: string;
  readonly start: number;
  readonly end: number;
  /** The meaning: `explain.<key>` in the locale. */
  readonly key: string;
  /** The meaning's parameters: strings are the visitor's text (a character, a group's name), numbers are numbers. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly repeat?: Repeat;
  /** With the i flag, letters match in upper or lower case (said after the meaning, before the repeat). */
  readonly anyCase?: true;
  /** What a group, lookaround or set holds, in order ("or" between alternatives); its own text is around them. */
  readonly children?: readonly ExplainedToken[];
  /** The meaning of the text after the children (`)`, `]`): `explain.<closeKey>`, with the same parameters. */
  readonly closeKey?: string;
}

/** The flags that change what a token means; a group's modifiers, (?i:…), change them inside it. */
interface Mode {
  readonly ignoreCase: boolean;
  readonly multiline: boolean;
  readonly dotAll: boolean;
}

/** Characters said by name: invisible or ambiguous when quoted. */
const NAMED_CHARACTERS: Readonly<Record<number, string>> = {
  0x00: 'nul',
  0x09: 'tab',
  0x0a: 'lineFeed',
  0x0b: 'verticalTab',
  0x0c: 'formFeed',
  0x0d: 'carriageReturn',
  0x20: 'space',
};

const CLASS_ESCAPES = { digit: 'digit', space: 'whitespace', word: 'word' } as const;
const NEGATED_CLASS_ESCAPES = { digit: 'notDigit', space: 'notWhitespace', word: 'notWord' } as const;

const SCRIPT_KEYS = new Set(['Script', 'sc', 'Script_Extensions', 'scx']);

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** Longer patterns are not explained: one row a token, a pasted megabyte would be a table of a million rows. */
export const MAX_EXPLAINED_LENGTH = 5000;

/**
 * The pattern's tokens, for the flags the expression ran with; null when regexpp cannot read a
 * pattern the engine took (syntax newer than it knows, nesting deeper than its stack): the page
 * then shows no explanation.
 */
export function explainPattern(pattern: string, flags: string): ExplainedToken[] | null {
  try {
    const ast = parser.parsePattern(pattern, 0, pattern.length, { unicode: flags.includes('u'), unicodeSets: flags.includes('v') });
    const groupNumbers = new Map<AST.CapturingGroup, number>();
    numberGroups(ast, groupNumbers);
    const explainer = new Explainer(pattern, groupNumbers);
    return explainer.alternatives(ast.alternatives, { ignoreCase: flags.includes('i'), multiline: flags.includes('m'), dotAll: flags.includes('s') });
  } catch {
    return null;
  }
}

/** Capturing groups numbered by their opening parenthesis, from 1. */
function numberGroups(ast: AST.Pattern, numbers: Map<AST.CapturingGroup, number>): void {
  const groups: AST.CapturingGroup[] = [];
  const visit = (node: AST.Node): void => {
    if (node.type === 'CapturingGroup') groups.push(node);
    if ('alternatives' in node) for (const alt of node.alternatives) visit(alt);
    if (node.type === 'Alternative') for (const e of node.elements) visit(e);
    if (node.type === 'Quantifier') visit(node.element);
  };
  visit(ast);
  groups.sort((a, b) => a.start - b.start).forEach((g, i) => numbers.set(g, i + 1));
}

/** A character written as itself (or as an escaped symbol, `\.`), which reads as part of a run of text. */
function isPlain(c: AST.Character): boolean {
  if (NAMED_CHARACTERS[c.value] !== undefined || !isPrintable(c.value)) return false;
  const ch = String.fromCodePoint(c.value);
  return c.raw === ch || (c.raw === `\\${ch}` && !/[\p{L}\p{N}]/u.test(ch));
}

/** A character that shows when quoted: not a control, format, separator (a no-break space) or unpaired surrogate. */
function isPrintable(code: number): boolean {
  return /^[^\p{C}\p{Z}]$/u.test(String.fromCodePoint(code));
}

/** Whether case matters for this text (ignoring case changes nothing for "-" or "42"). */
const hasCase = (text: string) => text.toLowerCase() !== text.toUpperCase();

/** Whether a range holds a character with case (a long one is taken to). */
function rangeHasCase(min: number, max: number): boolean {
  if (max - min > 1000) return true;
  for (let code = min; code <= max; code++) if (hasCase(String.fromCodePoint(code))) return true;
  return false;
}

/** The token's rest when the i flag lets it match in either case. */
const anyCase = (mode: Mode, text: string): Partial<ExplainedToken> => (mode.ignoreCase && hasCase(text) ? { anyCase: true } : {});
const rangeAnyCase = (mode: Mode, r: AST.CharacterClassRange): Partial<ExplainedToken> => (mode.ignoreCase && rangeHasCase(r.min.value, r.max.value) ? { anyCase: true } : {});

const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

class Explainer {
  constructor(
    private readonly pattern: string,
    private readonly groupNumbers: ReadonlyMap<AST.CapturingGroup, number>,
  ) {}

  private token(node: { start: number; end: number }, key: string, params?: Record<string, string | number>, rest: Partial<ExplainedToken> = {}): ExplainedToken {
    return { source: this.pattern.slice(node.start, node.end), start: node.start, end: node.end, key, ...(params && { params }), ...rest };
  }

  /** The alternatives of a pattern or group, "or" between them. */
  alternatives(alternatives: readonly AST.Alternative[], mode: Mode): ExplainedToken[] {
    const tokens: ExplainedToken[] = [];
    alternatives.forEach((alt, i) => {
      if (i > 0) tokens.push(this.token({ start: alternatives[i - 1]!.end, end: alt.start }, 'or'));
      tokens.push(...this.elements(alt.elements, mode));
    });
    return tokens;
  }

  /** The elements of an alternative: a run of plain characters (single spaces between words included) reads as one text. */
  private elements(elements: readonly AST.Element[], mode: Mode): ExplainedToken[] {
    const plain = (k: number) => {
      const e = elements[k];
      return e?.type === 'Character' && isPlain(e);
    };
    // A space inside a run is seen between its quotes; alone, or at a run's end (or doubled, which a page shows as one), it is said by name.
    const inRun = (k: number) => plain(k) || (elements[k]?.type === 'Character' && elements[k]!.raw === ' ' && plain(k - 1) && plain(k + 1));
    const tokens: ExplainedToken[] = [];
    for (let i = 0; i < elements.length; i++) {
      const e = elements[i]!;
      let j = i;
      if (plain(i)) while (inRun(j + 1)) j++;
      if (j === i) {
        tokens.push(this.element(e, mode));
        continue;
      }
      const text = elements
        .slice(i, j + 1)
        .map((c) => String.fromCodePoint((c as AST.Character).value))
        .join('');
      tokens.push(this.token({ start: e.start, end: elements[j]!.end }, 'text', { text }, anyCase(mode, text)));
      i = j;
    }
    return tokens;
  }

  private element(e: AST.Element | AST.CharacterClassElement | AST.ClassSetOperand, mode: Mode): ExplainedToken {
    switch (e.type) {
      case 'Quantifier': {
        const inner = this.element(e.element, mode);
        const repeat: Repeat = { min: e.min, max: Number.isFinite(e.max) ? e.max : null, ...(!e.greedy && { lazy: true as const }) };
        return { ...inner, source: this.pattern.slice(e.start, e.end), end: e.end, repeat };
      }
      case 'Character':
        return this.character(e, mode);
      case 'CharacterSet':
        return this.characterSet(e, mode);
      case 'Assertion':
        return this.assertion(e, mode);
      case 'Backreference': {
        const group = Array.isArray(e.resolved) ? e.resolved[0] : e.resolved;
        const n = group ? (this.groupNumbers.get(group) ?? 0) : 0;
        return typeof e.ref === 'string' ? this.token(e, 'namedBackreference', { name: e.ref, n }) : this.token(e, 'backreference', { n });
      }
      case 'CapturingGroup': {
        const n = this.groupNumbers.get(e) ?? 0;
        const rest = this.inside(e.alternatives, mode, 'captureEnd');
        return e.name !== null ? this.token(e, 'namedCapture', { name: e.name, n }, rest) : this.token(e, 'capture', { n }, rest);
      }
      case 'Group':
        return this.group(e, mode);
      case 'CharacterClass':
        return this.characterClass(e, mode);
      case 'ExpressionCharacterClass': {
        const children = this.operands(e.expression, mode);
        return this.token(e, e.negate ? 'negatedClass' : 'class', undefined, { children, closeKey: 'classEnd' });
      }
      case 'CharacterClassRange':
        return this.token(e, 'range', { from: String.fromCodePoint(e.min.value), to: String.fromCodePoint(e.max.value) }, rangeAnyCase(mode, e));
      case 'ClassStringDisjunction': {
        const children: ExplainedToken[] = [];
        e.alternatives.forEach((alt, i) => {
          if (i > 0) children.push(this.token({ start: e.alternatives[i - 1]!.end, end: alt.start }, 'or'));
          if (alt.elements.length > 0) {
            const text = alt.elements.map((c) => String.fromCodePoint(c.value)).join('');
            children.push(this.token(alt, alt.elements.length === 1 ? 'char' : 'text', alt.elements.length === 1 ? { char: text } : { text }));
          }
        });
        return this.token(e, 'strings', undefined, children.length > 0 ? { children, closeKey: 'stringsEnd' } : {});
      }
    }
  }

  /** A group's or lookaround's inside, for the token's rest; none for an empty one, (). */
  private inside(alternatives: readonly AST.Alternative[], mode: Mode, closeKey: string): Partial<ExplainedToken> {
    const children = this.alternatives(alternatives, mode);
    return children.length > 0 ? { children, closeKey } : {};
  }

  private group(e: AST.Group, mode: Mode): ExplainedToken {
    if (!e.modifiers) return this.token(e, 'group', undefined, this.inside(e.alternatives, mode, 'groupEnd'));
    const on = e.modifiers.add.raw;
    const off = e.modifiers.remove?.raw ?? '';
    const set = (flag: keyof Mode) => (e.modifiers!.add[flag] ? true : e.modifiers!.remove?.[flag] ? false : mode[flag]);
    const inner: Mode = { ignoreCase: set('ignoreCase'), multiline: set('multiline'), dotAll: set('dotAll') };
    const key = on && off ? 'groupFlagsOnOff' : on ? 'groupFlagsOn' : 'groupFlagsOff';
    return this.token(e, key, { ...(on && { on }), ...(off && { off }) }, this.inside(e.alternatives, inner, 'groupEnd'));
  }

  private character(c: AST.Character, mode: Mode): ExplainedToken {
    const named = NAMED_CHARACTERS[c.value];
    if (named) return this.token(c, `chars.${named}`);
    const char = String.fromCodePoint(c.value);
    if (!isPrintable(c.value)) return this.token(c, 'charCodeOnly', { code: codePoint(c.value) });
    // An escape that names the character by its code (\x41, \u{1F600}): the character, and its code.
    if (c.raw !== char && !isPlain(c) && !/^\\[\p{L}]$/u.test(c.raw)) return this.token(c, 'charCode', { char, code: codePoint(c.value) });
    return this.token(c, 'char', { char }, anyCase(mode, char));
  }

  private characterSet(s: AST.CharacterSet, mode: Mode): ExplainedToken {
    if (s.kind === 'any') return this.token(s, mode.dotAll ? 'anyAll' : 'any');
    if (s.kind === 'property') {
      // \p{sc=Greek} is a script; \p{L} (General_Category=L) and \p{Emoji} are properties.
      if (SCRIPT_KEYS.has(s.key)) return this.token(s, s.negate ? 'notScript' : 'script', { name: s.value ?? '' });
      return this.token(s, s.negate ? 'notProperty' : 'property', { name: s.value ?? s.key });
    }
    return this.token(s, (s.negate ? NEGATED_CLASS_ESCAPES : CLASS_ESCAPES)[s.kind]);
  }

  private assertion(a: AST.Assertion, mode: Mode): ExplainedToken {
    switch (a.kind) {
      case 'start':
        return this.token(a, mode.multiline ? 'lineStart' : 'start');
      case 'end':
        return this.token(a, mode.multiline ? 'lineEnd' : 'end');
      case 'word':
        return this.token(a, a.negate ? 'notWordBoundary' : 'wordBoundary');
      case 'lookahead':
        return this.token(a, a.negate ? 'negativeLookahead' : 'lookahead', undefined, this.inside(a.alternatives, mode, 'lookaheadEnd'));
      case 'lookbehind':
        return this.token(a, a.negate ? 'negativeLookbehind' : 'lookbehind', undefined, this.inside(a.alternatives, mode, 'lookbehindEnd'));
    }
  }

  private characterClass(c: AST.CharacterClass, mode: Mode): ExplainedToken {
    const elements = c.elements as readonly (AST.CharacterClassElement | AST.ClassSetOperand)[];
    if (elements.length === 0) return this.token(c, c.negate ? 'anything' : 'nothing');
    const only = elements[0]!;
    // [a-z] says it in one line; a longer set lists its parts.
    if (elements.length === 1 && only.type === 'CharacterClassRange') {
      const range = { from: String.fromCodePoint(only.min.value), to: String.fromCodePoint(only.max.value) };
      return this.token(c, c.negate ? 'negatedClassRange' : 'classRange', range, rangeAnyCase(mode, only));
    }
    const children = elements.map((e) => this.element(e, mode));
    return this.token(c, c.negate ? 'negatedClass' : 'class', undefined, { children, closeKey: 'classEnd' });
  }

  /** A v-flag set operation, A--B or A&&B (chained: A--B--C), as its operands with "but not" / "and also" between. */
  private operands(e: AST.ClassIntersection | AST.ClassSubtraction | AST.ClassSetOperand, mode: Mode): ExplainedToken[] {
    if (e.type !== 'ClassIntersection' && e.type !== 'ClassSubtraction') return [this.element(e, mode)];
    const operator = this.token({ start: e.left.end, end: e.right.start }, e.type === 'ClassSubtraction' ? 'subtract' : 'intersect');
    return [...this.operands(e.left, mode), operator, this.element(e.right, mode)];
  }
}
