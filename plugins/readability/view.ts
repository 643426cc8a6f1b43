/**
 * The language's main score on a meter with its band, every score with the formula written out with
 * the text's own counts and its published source, the statistics, and the hardest sentences.
 */
import { msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import { READING_WPM, SPEAKING_WPM, type FormulaId, type Readability, type Score } from './run.ts';

/** The publication of each formula: author, title in its own language, where and when (no words to translate). */
export const SOURCES: Record<FormulaId, string> = {
  fleschEase: 'Rudolf Flesch: A new readability yardstick. Journal of Applied Psychology 32 (3), 1948, 221–233',
  fleschKincaid: 'J. Peter Kincaid, Robert P. Fishburne, Richard L. Rogers, Brad S. Chissom: Derivation of new readability formulas for Navy enlisted personnel. Naval Technical Training Command, Research Branch Report 8-75, 1975',
  fernandezHuerta: 'José Fernández Huerta: Medidas sencillas de lecturabilidad. Consigna 214, 1959, 29–32',
  szigrisztPazos:
    'Francisco Szigriszt Pazos: Sistemas predictivos de legibilidad del mensaje escrito: fórmula de perspicuidad. Universidad Complutense de Madrid, 1993; INFLESZ: Inés M. Barrio-Cantalejo et al., Anales del Sistema Sanitario de Navarra 31 (2), 2008, 135–152',
  amstad: 'Toni Amstad: Wie verständlich sind unsere Zeitungen? Universität Zürich, 1978',
  wienerSachtext: 'Richard Bamberger, Erich Vanecek: Lesen – Verstehen – Lernen – Schreiben. Jugend und Volk, Wien, 1984',
  kandelMoles: 'Lilian Kandel, Abraham Moles: Application de l’indice de Flesch à la langue française. Cahiers Études de Radio-Télévision 19, 1958, 253–274',
  lix: 'Carl-Hugo Björnsson: Läsbarhet. Liber, Stockholm, 1968',
};

const ONE: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
const n = (value: number) => num(value);
const ratio = (a: number, b: number): Display[] => ['(', n(a), ' ÷ ', n(b), ')'];
const pct = (part: number, whole: number) => num(part / whole, { style: 'percent', maximumFractionDigits: 2 });

/** The formula with the text's counts, ending in its value. */
function formula(s: Score, r: Readability): Display[] {
  const wps = ratio(r.words, r.sentences);
  const spw = ratio(r.syllables, r.words);
  const end: Display[] = [' = ', num(s.value, ONE)];
  switch (s.formula) {
    case 'fleschEase':
      return [n(206.835), ' − ', n(1.015), ' × ', ...wps, ' − ', n(84.6), ' × ', ...spw, ...end];
    case 'fleschKincaid':
      return [n(0.39), ' × ', ...wps, ' + ', n(11.8), ' × ', ...spw, ' − ', n(15.59), ...end];
    case 'fernandezHuerta':
      return [n(206.84), ' − ', n(60), ' × ', ...spw, ' − ', n(1.02), ' × ', ...wps, ...end];
    case 'szigrisztPazos':
      return [n(206.835), ' − ', n(62.3), ' × ', ...spw, ' − ', ...wps, ...end];
    case 'amstad':
      return [n(180), ' − ', ...wps, ' − ', n(58.5), ' × ', ...spw, ...end];
    case 'wienerSachtext':
      return [
        n(0.1935), ' × ', pct(r.polysyllables, r.words), ' + ', n(0.1672), ' × ', ...wps, ' + ', n(0.1297), ' × ', pct(r.longWords, r.words),
        ' − ', n(0.0327), ' × ', pct(r.monosyllables, r.words), ' − ', n(0.875), ...end,
      ];
    case 'kandelMoles':
      return [n(207), ' − ', n(1.015), ' × ', ...wps, ' − ', n(73.6), ' × ', ...spw, ...end];
    case 'lix':
      return [...wps, ' + ', n(100), ' × ', ...ratio(r.longWords, r.words), ...end];
  }
}

/** What a score means: its band, or the scale of a grade. */
function meaning(s: Score): Display {
  return s.band ? msg(`bands.${s.band}`) : msg(`scales.${s.scale}`);
}

const duration = (seconds: number): Display =>
  seconds < 60
    ? num(seconds, { style: 'unit', unit: 'second', unitDisplay: 'long' })
    : msg('duration', { minutes: num(Math.floor(seconds / 60)), seconds: num(seconds % 60) });

export function view(r: Readability): ResultView {
  const main = r.scores[0]!;
  const blocks: ResultBlock[] = [
    {
      kind: 'meter',
      label: msg(`formulas.${main.formula}`),
      value: Math.min(100, Math.max(0, main.value)),
      min: 0,
      max: 100,
      low: 50,
      high: 70,
      optimum: 100,
      text: msg('meterText', { score: num(main.value, ONE), band: meaning(main) }),
    },
    {
      kind: 'values',
      label: msg(r.detected ? 'scoresDetected' : 'scoresFor', { language: msg(`languages.${r.language}`) }),
      items: r.scores.map((s, i) => ({ label: msg(`formulas.${s.formula}`), value: num(s.value, ONE), hint: meaning(s), main: i === 0 })),
      announce: true,
    },
    ...r.scores.flatMap((s): ResultBlock[] => [
      { kind: 'formula', label: msg(`formulas.${s.formula}`), formula: formula(s, r) },
      { kind: 'note', text: msg('source', { source: SOURCES[s.formula] }) },
    ]),
    {
      kind: 'values',
      label: msg('stats.title'),
      items: [
        { label: msg('stats.sentences'), value: n(r.sentences) },
        { label: msg('stats.words'), value: n(r.words) },
        { label: msg('stats.syllables'), value: n(r.syllables) },
        { label: msg('stats.wordsPerSentence'), value: num(r.wordsPerSentence, { maximumFractionDigits: 2 }) },
        { label: msg('stats.syllablesPerWord'), value: num(r.syllablesPerWord, { maximumFractionDigits: 2 }) },
        { label: msg('stats.polysyllables'), value: n(r.polysyllables), hint: pct(r.polysyllables, r.words) },
        { label: msg('stats.longWords'), value: n(r.longWords), hint: pct(r.longWords, r.words) },
        { label: msg('stats.readingTime'), value: duration(r.readingSeconds) },
        { label: msg('stats.speakingTime'), value: duration(r.speakingSeconds) },
      ],
    },
    { kind: 'note', text: msg('rateNote', { reading: n(READING_WPM[r.language]), speaking: n(SPEAKING_WPM) }) },
  ];
  if (r.hardest.length > 0) {
    blocks.push({
      kind: 'table',
      caption: msg('hardest.title'),
      columns: [{ label: msg('hardest.sentence') }, { label: msg('hardest.words'), numeric: true }, { label: msg(`formulas.${main.formula}`), numeric: true }],
      rows: r.hardest.map((s) => [s.text, n(s.words), num(s.score, ONE)]),
    });
  }
  return { blocks, copyLabel: msg('copyResults') };
}
