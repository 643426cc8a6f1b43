import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['word-counter', 'text-cleaner', 'case-converter', 'spelling-alphabet'],
  fields: { text: { kind: 'text', copy: true } },
  options: {
    language: { type: 'string', enum: ['auto', 'en', 'es', 'de', 'fr'], default: 'auto' },
  },
  ui: { language: 'select' },
  downloads: ['csv', 'json'],
  worker: true,
  examples: [
    {
      name: "english",
      input: {
        text: "The cat sat on the mat. It was a sunny day, and the children played outside until dinner. Readability formulas estimate how difficult a passage is by combining average sentence length with average word length measured in syllables."
      },
      output: {
        language: "en",
        detected: true,
        sentences: 3,
        words: 38,
        syllables: 64,
        polysyllables: 8,
        monosyllables: 22,
        longWords: 13,
        wordsPerSentence: 12.67,
        syllablesPerWord: 1.68,
        readingSeconds: 10,
        speakingSeconds: 15,
        scores: [
          {
            formula: "fleschEase",
            value: 51.5,
            scale: "ease",
            band: "fairlyDifficult"
          },
          {
            formula: "fleschKincaid",
            value: 9.2,
            scale: "usGrade"
          },
          {
            formula: "lix",
            value: 46.9,
            scale: "lix",
            band: "difficult"
          }
        ],
        hardest: [
          {
            text: "Readability formulas estimate how difficult a passage is by combining average sentence length with average word length measured in syllables.",
            words: 20,
            score: 13.1
          }
        ]
      }
    },
    {
      name: "spanish",
      input: {
        text: "El perro corre por el parque. Hoy hace sol y los niños juegan en la calle hasta la hora de cenar. Las fórmulas de legibilidad calculan la dificultad de un texto combinando la longitud media de las oraciones con el número medio de sílabas por palabra."
      },
      output: {
        language: "es",
        detected: true,
        sentences: 3,
        words: 46,
        syllables: 84,
        polysyllables: 10,
        monosyllables: 23,
        longWords: 9,
        wordsPerSentence: 15.33,
        syllablesPerWord: 1.83,
        readingSeconds: 13,
        speakingSeconds: 18,
        scores: [
          {
            formula: "fernandezHuerta",
            value: 81.6,
            scale: "ease",
            band: "easy"
          },
          {
            formula: "szigrisztPazos",
            value: 77.7,
            scale: "inflesz",
            band: "fairlyEasy"
          },
          {
            formula: "lix",
            value: 34.9,
            scale: "lix",
            band: "easy"
          }
        ],
        hardest: [
          {
            text: "Las fórmulas de legibilidad calculan la dificultad de un texto combinando la longitud media de las oraciones con el número medio de sílabas por palabra.",
            words: 25,
            score: 54.1
          }
        ]
      }
    },
    {
      name: "german",
      input: {
        text: "Der Hund läuft durch den Park. Heute scheint die Sonne, und die Kinder spielen draußen bis zum Abendessen. Lesbarkeitsformeln schätzen die Schwierigkeit eines Textes, indem sie die durchschnittliche Satzlänge mit der durchschnittlichen Silbenzahl pro Wort verbinden."
      },
      output: {
        language: "de",
        detected: true,
        sentences: 3,
        words: 36,
        syllables: 66,
        polysyllables: 8,
        monosyllables: 19,
        longWords: 12,
        wordsPerSentence: 12,
        syllablesPerWord: 1.83,
        readingSeconds: 12,
        speakingSeconds: 14,
        scores: [
          {
            formula: "amstad",
            value: 60.8,
            scale: "ease",
            band: "standard"
          },
          {
            formula: "wienerSachtext",
            value: 8,
            scale: "deGrade"
          },
          {
            formula: "lix",
            value: 45.3,
            scale: "lix",
            band: "difficult"
          }
        ],
        hardest: [
          {
            text: "Lesbarkeitsformeln schätzen die Schwierigkeit eines Textes, indem sie die durchschnittliche Satzlänge mit der durchschnittlichen Silbenzahl pro Wort verbinden.",
            words: 18,
            score: 32
          }
        ]
      }
    },
    {
      name: "french",
      input: {
        text: "Le chat dort sur le lit. Il fait beau aujourd’hui et les enfants jouent dehors jusqu’au dîner. Les formules de lisibilité estiment la difficulté d’un texte en combinant la longueur moyenne des phrases avec le nombre moyen de syllabes par mot."
      },
      output: {
        language: "fr",
        detected: true,
        sentences: 3,
        words: 41,
        syllables: 63,
        polysyllables: 6,
        monosyllables: 28,
        longWords: 12,
        wordsPerSentence: 13.67,
        syllablesPerWord: 1.54,
        readingSeconds: 13,
        speakingSeconds: 16,
        scores: [
          {
            formula: "kandelMoles",
            value: 80,
            scale: "ease",
            band: "easy"
          },
          {
            formula: "lix",
            value: 42.9,
            scale: "lix",
            band: "standard"
          }
        ],
        hardest: [
          {
            text: "Les formules de lisibilité estiment la difficulté d’un texte en combinant la longueur moyenne des phrases avec le nombre moyen de syllabes par mot.",
            words: 24,
            score: 63
          },
          {
            text: "Il fait beau aujourd’hui et les enfants jouent dehors jusqu’au dîner.",
            words: 11,
            score: 75.4
          }
        ]
      }
    }
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
