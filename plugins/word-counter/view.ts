/** The counts as cards, the speeds behind the times, and the most frequent words as a table. */
import { msg, num, type ResultView } from '@sdk/core';
import { READING_WPM, SPEAKING_WPM, type WordStats } from './run.ts';

const COUNTS = ['words', 'characters', 'charactersNoSpaces', 'sentences', 'paragraphs', 'lines'] as const;
const minutes = (value: number) => num(value, { style: 'unit', unit: 'minute', unitDisplay: 'long' });

export function view(result: WordStats): ResultView {
  return {
    blocks: [
      {
        kind: 'values',
        label: msg('outputLabel'),
        items: [
          ...COUNTS.map((key) => ({ label: msg(`stats.${key}`), value: num(result[key]) })),
          { label: msg('stats.readingTime'), value: minutes(result.readingMinutes) },
          { label: msg('stats.speakingTime'), value: minutes(result.speakingMinutes) },
        ],
      },
      { kind: 'note', text: msg('rateNote', { reading: num(READING_WPM), speaking: num(SPEAKING_WPM) }) },
      ...(result.topWords.length > 0
        ? [
            {
              kind: 'table' as const,
              caption: msg('topWords.title'),
              columns: [{ label: msg('topWords.word') }, { label: msg('topWords.count'), numeric: true }],
              rows: result.topWords.map((w) => [w.word, num(w.count)]),
            },
          ]
        : []),
    ],
    copyLabel: msg('copyStats'),
  };
}
