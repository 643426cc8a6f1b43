/**
 * How the site's search compares texts: lower case without accents ("Préstamo" is "prestamo", "Maß"
 * is "mass"), cut into words at anything but a letter or a digit. Used in the browser (ranking.ts)
 * and at build time (the words of every tool in every language, scripts/lib/plugins.ts).
 */

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** The distinct words of a text, folded: "Zinseszins berechnen, APY" → ["zinseszins", "berechnen", "apy"]. */
export function searchWords(text: string): string[] {
  return [...new Set(fold(text).split(/[^\p{L}\p{N}]+/u))].filter((w) => w !== '');
}
