/**
 * Arrows, mathematical, currency and typographic symbols: short lists chosen from Unicode. Each is named in
 * the page's language by the tool's locale (`symbols.<group>`, one name per symbol in this order): Intl
 * names none of them but currencies, and those differently from one browser's ICU to another's. Copied as
 * the plain character, never with an emoji presentation selector.
 */
export const SYMBOL_GROUPS = ['arrows', 'math', 'currency', 'typography'] as const;
export type SymbolGroup = (typeof SYMBOL_GROUPS)[number];

export const SYMBOLS: Record<SymbolGroup, readonly string[]> = {
  arrows: ['←', '→', '↑', '↓', '↔', '↕', '↖', '↗', '↘', '↙', '⇐', '⇒', '⇔', '↩', '↪', '↻', '↺'],
  math: ['+', '−', '×', '÷', '±', '=', '≠', '≈', '≡', '<', '>', '≤', '≥', '√', '∞', 'π', '∑', '∫', '∆', '∅', '∈', '∩', '∪', '°', '%', '‰', '²', '³', '½', '¼', '¾'],
  currency: ['€', '$', '£', '¥', '¢', '₹', '₽', '₩', '₺', '₴', '₪', '₦', '₱', '฿', '₫', '₿', '₣', '₡'],
  typography: ['–', '—', '…', '«', '»', '“', '”', '„', '‘', '’', '‹', '›', '•', '·', '¶', '§', '†', '‡', '©', '®', '™', '′', '″', '¡', '¿'],
};

/** The names of each group's symbols, as the locale holds them. */
export type SymbolNames = Record<SymbolGroup, readonly string[]>;
