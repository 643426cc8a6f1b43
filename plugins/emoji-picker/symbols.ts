/**
 * Arrows, mathematical, currency and typographic symbols: short lists chosen from Unicode, each named in
 * the four page languages here (Intl names none of them but currencies, and those differently from one
 * browser's ICU to another's). Copied as the plain character, never with an emoji presentation selector.
 */
import type { Lang } from './emoji.ts';

export const SYMBOL_GROUPS = ['arrows', 'math', 'currency', 'typography'] as const;
export type SymbolGroup = (typeof SYMBOL_GROUPS)[number];

type Named = readonly [char: string, en: string, es: string, de: string, fr: string];

const TABLE: Record<SymbolGroup, readonly Named[]> = {
  arrows: [
    ['←', 'leftwards arrow', 'flecha hacia la izquierda', 'Pfeil nach links', 'flèche vers la gauche'],
    ['→', 'rightwards arrow', 'flecha hacia la derecha', 'Pfeil nach rechts', 'flèche vers la droite'],
    ['↑', 'upwards arrow', 'flecha hacia arriba', 'Pfeil nach oben', 'flèche vers le haut'],
    ['↓', 'downwards arrow', 'flecha hacia abajo', 'Pfeil nach unten', 'flèche vers le bas'],
    ['↔', 'left right arrow', 'flecha izquierda-derecha', 'Pfeil nach links und rechts', 'flèche gauche-droite'],
    ['↕', 'up down arrow', 'flecha arriba-abajo', 'Pfeil nach oben und unten', 'flèche haut-bas'],
    ['↖', 'north west arrow', 'flecha hacia arriba a la izquierda', 'Pfeil nach links oben', 'flèche vers le haut à gauche'],
    ['↗', 'north east arrow', 'flecha hacia arriba a la derecha', 'Pfeil nach rechts oben', 'flèche vers le haut à droite'],
    ['↘', 'south east arrow', 'flecha hacia abajo a la derecha', 'Pfeil nach rechts unten', 'flèche vers le bas à droite'],
    ['↙', 'south west arrow', 'flecha hacia abajo a la izquierda', 'Pfeil nach links unten', 'flèche vers le bas à gauche'],
    ['⇐', 'leftwards double arrow', 'flecha doble hacia la izquierda', 'Doppelpfeil nach links', 'double flèche vers la gauche'],
    ['⇒', 'rightwards double arrow', 'flecha doble hacia la derecha', 'Doppelpfeil nach rechts', 'double flèche vers la droite'],
    ['⇔', 'left right double arrow', 'flecha doble izquierda-derecha', 'Doppelpfeil nach links und rechts', 'double flèche gauche-droite'],
    ['↩', 'leftwards arrow with hook', 'flecha de retorno a la izquierda', 'Pfeil nach links mit Haken', 'flèche de retour vers la gauche'],
    ['↪', 'rightwards arrow with hook', 'flecha de retorno a la derecha', 'Pfeil nach rechts mit Haken', 'flèche de retour vers la droite'],
    ['↻', 'clockwise circle arrow', 'flecha circular en sentido horario', 'Kreispfeil im Uhrzeigersinn', 'flèche circulaire dans le sens horaire'],
    ['↺', 'anticlockwise circle arrow', 'flecha circular en sentido antihorario', 'Kreispfeil gegen den Uhrzeigersinn', 'flèche circulaire dans le sens antihoraire'],
  ],
  math: [
    ['+', 'plus sign', 'signo más', 'Pluszeichen', 'signe plus'],
    ['−', 'minus sign', 'signo menos', 'Minuszeichen', 'signe moins'],
    ['×', 'multiplication sign', 'signo de multiplicación', 'Malzeichen', 'signe de multiplication'],
    ['÷', 'division sign', 'signo de división', 'Geteiltzeichen', 'signe de division'],
    ['±', 'plus-minus sign', 'signo más-menos', 'Plus-Minus-Zeichen', 'signe plus-moins'],
    ['=', 'equals sign', 'signo igual', 'Gleichheitszeichen', 'signe égal'],
    ['≠', 'not equal to', 'distinto de', 'ungleich', 'différent de'],
    ['≈', 'almost equal to', 'aproximadamente igual a', 'ungefähr gleich', 'environ égal à'],
    ['≡', 'identical to', 'idéntico a', 'identisch mit', 'identique à'],
    ['<', 'less-than sign', 'menor que', 'kleiner als', 'inférieur à'],
    ['>', 'greater-than sign', 'mayor que', 'größer als', 'supérieur à'],
    ['≤', 'less-than or equal to', 'menor o igual que', 'kleiner oder gleich', 'inférieur ou égal à'],
    ['≥', 'greater-than or equal to', 'mayor o igual que', 'größer oder gleich', 'supérieur ou égal à'],
    ['√', 'square root', 'raíz cuadrada', 'Quadratwurzel', 'racine carrée'],
    ['∞', 'infinity', 'infinito', 'unendlich', 'infini'],
    ['π', 'pi', 'pi', 'Pi', 'pi'],
    ['∑', 'summation sign', 'sumatorio', 'Summenzeichen', 'signe somme'],
    ['∫', 'integral', 'integral', 'Integral', 'intégrale'],
    ['∆', 'increment (delta)', 'incremento (delta)', 'Inkrement (Delta)', 'incrément (delta)'],
    ['∅', 'empty set', 'conjunto vacío', 'leere Menge', 'ensemble vide'],
    ['∈', 'element of', 'pertenece a', 'Element von', 'appartient à'],
    ['∩', 'intersection', 'intersección', 'Schnittmenge', 'intersection'],
    ['∪', 'union', 'unión', 'Vereinigungsmenge', 'union'],
    ['°', 'degree sign', 'signo de grado', 'Gradzeichen', 'symbole degré'],
    ['%', 'percent sign', 'signo de porcentaje', 'Prozentzeichen', 'signe pour cent'],
    ['‰', 'per mille sign', 'signo de por mil', 'Promillezeichen', 'signe pour mille'],
    ['²', 'superscript two (squared)', 'superíndice dos (al cuadrado)', 'hochgestellte Zwei (Quadrat)', 'exposant deux (au carré)'],
    ['³', 'superscript three (cubed)', 'superíndice tres (al cubo)', 'hochgestellte Drei (Kubik)', 'exposant trois (au cube)'],
    ['½', 'one half', 'un medio', 'ein Halb', 'un demi'],
    ['¼', 'one quarter', 'un cuarto', 'ein Viertel', 'un quart'],
    ['¾', 'three quarters', 'tres cuartos', 'drei Viertel', 'trois quarts'],
  ],
  currency: [
    ['€', 'euro sign', 'signo del euro', 'Eurozeichen', 'symbole euro'],
    ['$', 'dollar sign', 'signo del dólar', 'Dollarzeichen', 'symbole dollar'],
    ['£', 'pound sign', 'signo de la libra', 'Pfundzeichen', 'symbole livre'],
    ['¥', 'yen and yuan sign', 'signo del yen y del yuan', 'Yen- und Yuanzeichen', 'symbole yen et yuan'],
    ['¢', 'cent sign', 'signo del centavo', 'Centzeichen', 'symbole cent'],
    ['₹', 'Indian rupee sign', 'signo de la rupia india', 'Zeichen der indischen Rupie', 'symbole roupie indienne'],
    ['₽', 'ruble sign', 'signo del rublo', 'Rubelzeichen', 'symbole rouble'],
    ['₩', 'won sign', 'signo del won', 'Wonzeichen', 'symbole won'],
    ['₺', 'Turkish lira sign', 'signo de la lira turca', 'Zeichen der türkischen Lira', 'symbole livre turque'],
    ['₴', 'hryvnia sign', 'signo de la grivna', 'Hrywnjazeichen', 'symbole hryvnia'],
    ['₪', 'new shekel sign', 'signo del nuevo séquel', 'Schekelzeichen', 'symbole shekel'],
    ['₦', 'naira sign', 'signo del naira', 'Nairazeichen', 'symbole naira'],
    ['₱', 'peso sign', 'signo del peso filipino', 'Pesozeichen', 'symbole peso'],
    ['฿', 'baht sign', 'signo del baht', 'Bahtzeichen', 'symbole baht'],
    ['₫', 'dong sign', 'signo del dong', 'Dongzeichen', 'symbole dông'],
    ['₿', 'bitcoin sign', 'signo del bitcoin', 'Bitcoinzeichen', 'symbole bitcoin'],
    ['₣', 'franc sign', 'signo del franco', 'Frankenzeichen', 'symbole franc'],
    ['₡', 'colón sign', 'signo del colón', 'Colónzeichen', 'symbole colón'],
  ],
  typography: [
    ['–', 'en dash', 'semirraya', 'Halbgeviertstrich', 'tiret demi-cadratin'],
    ['—', 'em dash', 'raya', 'Geviertstrich', 'tiret cadratin'],
    ['…', 'ellipsis', 'puntos suspensivos', 'Auslassungspunkte', 'points de suspension'],
    ['«', 'left guillemet', 'comilla angular de apertura', 'Guillemet links', 'guillemet ouvrant'],
    ['»', 'right guillemet', 'comilla angular de cierre', 'Guillemet rechts', 'guillemet fermant'],
    ['“', 'left double quotation mark', 'comilla doble de apertura', 'doppeltes Anführungszeichen links', 'guillemet anglais ouvrant'],
    ['”', 'right double quotation mark', 'comilla doble de cierre', 'doppeltes Anführungszeichen rechts', 'guillemet anglais fermant'],
    ['„', 'double low quotation mark', 'comilla doble baja', 'doppeltes Anführungszeichen unten', 'guillemet double bas'],
    ['‘', 'left single quotation mark', 'comilla simple de apertura', 'einfaches Anführungszeichen links', 'guillemet simple ouvrant'],
    ['’', 'right single quotation mark (apostrophe)', 'comilla simple de cierre (apóstrofo)', 'einfaches Anführungszeichen rechts (Apostroph)', 'guillemet simple fermant (apostrophe)'],
    ['‹', 'single left guillemet', 'comilla angular simple de apertura', 'einfaches Guillemet links', 'guillemet simple chevron ouvrant'],
    ['›', 'single right guillemet', 'comilla angular simple de cierre', 'einfaches Guillemet rechts', 'guillemet simple chevron fermant'],
    ['•', 'bullet', 'viñeta', 'Aufzählungspunkt', 'puce'],
    ['·', 'middle dot', 'punto medio', 'Mittelpunkt', 'point médian'],
    ['¶', 'pilcrow (paragraph sign)', 'calderón (signo de párrafo)', 'Absatzzeichen', 'pied-de-mouche'],
    ['§', 'section sign', 'signo de sección', 'Paragrafenzeichen', 'signe de section'],
    ['†', 'dagger', 'obelisco', 'Kreuz', 'obèle'],
    ['‡', 'double dagger', 'obelisco doble', 'Doppelkreuz', 'double obèle'],
    ['©', 'copyright sign', 'signo de copyright', 'Copyright-Zeichen', 'symbole copyright'],
    ['®', 'registered sign', 'signo de marca registrada', 'Zeichen für eingetragene Marke', 'symbole marque déposée'],
    ['™', 'trade mark sign', 'signo de marca comercial', 'Trademark-Zeichen', 'symbole marque de commerce'],
    ['′', 'prime', 'prima', 'Minutenzeichen (Strich)', 'prime'],
    ['″', 'double prime', 'prima doble', 'Sekundenzeichen (Doppelstrich)', 'double prime'],
    ['¡', 'inverted exclamation mark', 'signo de exclamación de apertura', 'umgekehrtes Ausrufezeichen', 'point d’exclamation inversé'],
    ['¿', 'inverted question mark', 'signo de interrogación de apertura', 'umgekehrtes Fragezeichen', 'point d’interrogation inversé'],
  ],
};

const COLUMN: Record<Lang, 1 | 2 | 3 | 4> = { en: 1, es: 2, de: 3, fr: 4 };

export interface NamedSymbol {
  char: string;
  name: string;
}

/** A group's symbols, named in the page's language. */
export function symbolsOf(group: SymbolGroup, lang: Lang): NamedSymbol[] {
  return TABLE[group].map((row) => ({ char: row[0], name: row[COLUMN[lang]] }));
}
