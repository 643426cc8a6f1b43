import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { SCALES } from './scales.ts';

/**
 * A weighted average of grades typed one a line ("Exam 2,3 40 %"), on the scale of the visitor's
 * country, what the remaining work must score to reach a target, and the average on the other
 * countries' scales, converted approximately. One tab per scale, each keeping its own list and target.
 */
export const manifest = defineTool({
  related: ['percentage-calculator', 'statistics-calculator', 'fraction-calculator', 'ratio-calculator'],
  fields: {
    grades: {
      kind: 'text',
      rows: 6,
      perTab: true,
      default: {
        us: 'English A 4\nMath B+ 3\nHistory A- 3\nChemistry C+ 4',
        percent: 'Homework 92 20%\nMidterm 78 30%',
        de: 'Klausur 1 2,3 2\nKlausur 2 1,7 2\nReferat 2 1',
        es: 'Examen 1 6,5 30%\nTrabajo 8 20%',
        fr: 'Devoir 1 12,5 1\nDevoir 2 15 1\nPartiel 11 2',
      },
    },
    target: { kind: 'number', perTab: true, optional: true, default: { us: '', percent: 80, de: '', es: 7, fr: 12 } },
    remaining: { kind: 'number', min: 0, optional: true, default: '' },
  },
  options: {
    scale: { type: 'string', enum: SCALES, default: 'us' },
  },
  ui: { scale: 'tabs' },
  examples: [
    {
      name: "gpa",
      input: {"grades": "English A 4\nMath B+ 3\nHistory A- 3\nChemistry C+ 4"},
      options: {"scale": "us"},
      output: {"scale": "us", "lines": [{"line": 1, "label": "English", "text": "A", "grade": 4, "weight": 4}, {"line": 2, "label": "Math", "text": "B+", "grade": 3.3, "weight": 3}, {"line": 3, "label": "History", "text": "A-", "grade": 3.7, "weight": 3}, {"line": 4, "label": "Chemistry", "text": "C+", "grade": 2.3, "weight": 4}], "totalWeight": 14, "percentWeights": false, "average": 3.3000000000000003, "cut": null, "remaining": null, "remainingFrom": null, "target": null, "needed": null, "neededStatus": null, "bestFinal": null, "worstFinal": null, "conversions": [{"scale": "percent", "value": 87}, {"scale": "de", "value": 1.6999999999999997}, {"scale": "es", "value": 8.833333333333334}, {"scale": "fr", "value": 17.666666666666668}]},
    },
    {
      name: "final",
      input: {"grades": "Homework 92 20%\nMidterm 78 30%", "target": 80},
      options: {"scale": "percent"},
      output: {"scale": "percent", "lines": [{"line": 1, "label": "Homework", "text": "92", "grade": 92, "weight": 20}, {"line": 2, "label": "Midterm", "text": "78", "grade": 78, "weight": 30}], "totalWeight": 50, "percentWeights": true, "average": 83.6, "cut": null, "remaining": 50, "remainingFrom": "percent", "target": 80, "needed": 76.4, "neededStatus": "possible", "bestFinal": 91.8, "worstFinal": 41.8, "conversions": [{"scale": "us", "value": 3.0449999999999995}, {"scale": "de", "value": 2.2300000000000004}, {"scale": "es", "value": 7.949999999999999}, {"scale": "fr", "value": 15.899999999999999}]},
    },
    {
      name: "german",
      input: {"grades": "Klausur 1 2,3 2\nKlausur 2 1,7 2\nReferat 2,7 1", "target": 2, "remaining": 2},
      options: {"scale": "de"},
      output: {"scale": "de", "lines": [{"line": 1, "label": "Klausur 1", "text": "2,3", "grade": 2.3, "weight": 2}, {"line": 2, "label": "Klausur 2", "text": "1,7", "grade": 1.7, "weight": 2}, {"line": 3, "label": "Referat", "text": "2,7", "grade": 2.7, "weight": 1}], "totalWeight": 5, "percentWeights": false, "average": 2.1399999999999997, "cut": 2.1, "remaining": 2, "remainingFrom": "field", "target": 2, "needed": 1.6500000000000004, "neededStatus": "possible", "bestFinal": 1.8142857142857143, "worstFinal": 3.242857142857143, "conversions": [{"scale": "us", "value": 2.8600000000000003}, {"scale": "percent", "value": 84.80000000000001}, {"scale": "es", "value": 8.100000000000001}, {"scale": "fr", "value": 16.200000000000003}]},
    },
    {
      name: "french",
      input: {"grades": "Devoir 1 12,5 1\nDevoir 2 7,5/10 1\nPartiel 11 2"},
      options: {"scale": "fr"},
      output: {"scale": "fr", "lines": [{"line": 1, "label": "Devoir 1", "text": "12,5", "grade": 12.5, "weight": 1}, {"line": 2, "label": "Devoir 2", "text": "7,5/10", "grade": 15, "weight": 1}, {"line": 3, "label": "Partiel", "text": "11", "grade": 11, "weight": 2}], "totalWeight": 4, "percentWeights": false, "average": 12.375, "cut": null, "remaining": null, "remainingFrom": null, "target": 12, "needed": null, "neededStatus": "noRemaining", "bestFinal": null, "worstFinal": null, "conversions": [{"scale": "us", "value": 1.7125}, {"scale": "percent", "value": 69.5}, {"scale": "de", "value": 3.2875}, {"scale": "es", "value": 6.1875}]},
    },
    {
      name: "spanishTarget",
      input: {"grades": "Examen 1 6,5 30%\nTrabajo 8 20%", "target": 7},
      options: {"scale": "es"},
      output: {"scale": "es", "lines": [{"line": 1, "label": "Examen 1", "text": "6,5", "grade": 6.5, "weight": 30}, {"line": 2, "label": "Trabajo", "text": "8", "grade": 8, "weight": 20}], "totalWeight": 50, "percentWeights": true, "average": 7.1, "cut": null, "remaining": 50, "remainingFrom": "percent", "target": 7, "needed": 6.9, "neededStatus": "possible", "bestFinal": 8.55, "worstFinal": 3.55, "conversions": [{"scale": "us", "value": 2.26}, {"scale": "percent", "value": 76.8}, {"scale": "de", "value": 2.74}, {"scale": "fr", "value": 14.2}]},
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
