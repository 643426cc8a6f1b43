import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['utf8-encoder-decoder', 'text-cleaner', 'word-counter', 'case-converter', 'string-escaper', 'find-and-replace'],
  fields: { text: { kind: 'text', copy: true } },
  options: {
    normalization: { type: 'string', enum: ['none', 'NFC', 'NFD', 'NFKC', 'NFKD'], default: 'NFC' },
  },
  ui: { normalization: 'segmented' },
  downloads: ['csv', 'json'],
  worker: true,
  examples: [
    {
      name: "hidden",
      input: {
        text: "pa​yрal !"
      },
      options: {},
      output: {
        characters: 9,
        codePoints: 9,
        utf8Bytes: 13,
        utf16Units: 9,
        rows: [
          {
            position: 1,
            codePoint: 112,
            char: "p",
            name: "LATIN SMALL LETTER P",
            category: "Ll",
            utf8: "70",
            utf16: "0070",
            html: "&#x70;"
          },
          {
            position: 2,
            codePoint: 97,
            char: "a",
            name: "LATIN SMALL LETTER A",
            category: "Ll",
            utf8: "61",
            utf16: "0061",
            html: "&#x61;"
          },
          {
            position: 3,
            codePoint: 8203,
            char: "​",
            name: "ZERO WIDTH SPACE",
            category: "Cf",
            utf8: "E2 80 8B",
            utf16: "200B",
            html: "&#x200B;",
            flag: "invisible"
          },
          {
            position: 4,
            codePoint: 121,
            char: "y",
            name: "LATIN SMALL LETTER Y",
            category: "Ll",
            utf8: "79",
            utf16: "0079",
            html: "&#x79;"
          },
          {
            position: 5,
            codePoint: 1088,
            char: "р",
            name: "CYRILLIC SMALL LETTER ER",
            category: "Ll",
            utf8: "D1 80",
            utf16: "0440",
            html: "&#x440;",
            flag: "homoglyph"
          },
          {
            position: 6,
            codePoint: 97,
            char: "a",
            name: "LATIN SMALL LETTER A",
            category: "Ll",
            utf8: "61",
            utf16: "0061",
            html: "&#x61;"
          },
          {
            position: 7,
            codePoint: 108,
            char: "l",
            name: "LATIN SMALL LETTER L",
            category: "Ll",
            utf8: "6C",
            utf16: "006C",
            html: "&#x6C;"
          },
          {
            position: 8,
            codePoint: 160,
            char: " ",
            name: "NO-BREAK SPACE",
            category: "Zs",
            utf8: "C2 A0",
            utf16: "00A0",
            html: "&nbsp;",
            flag: "space"
          },
          {
            position: 9,
            codePoint: 33,
            char: "!",
            name: "EXCLAMATION MARK",
            category: "Po",
            utf8: "21",
            utf16: "0021",
            html: "&#x21;"
          }
        ],
        flagged: {
          invisible: 1,
          bidi: 0,
          space: 1,
          control: 0,
          homoglyph: 1
        },
        findings: [
          {
            position: 3,
            codePoint: 8203,
            char: "​",
            name: "ZERO WIDTH SPACE",
            category: "Cf",
            utf8: "E2 80 8B",
            utf16: "200B",
            html: "&#x200B;",
            flag: "invisible"
          },
          {
            position: 5,
            codePoint: 1088,
            char: "р",
            name: "CYRILLIC SMALL LETTER ER",
            category: "Ll",
            utf8: "D1 80",
            utf16: "0440",
            html: "&#x440;",
            flag: "homoglyph"
          },
          {
            position: 8,
            codePoint: 160,
            char: " ",
            name: "NO-BREAK SPACE",
            category: "Zs",
            utf8: "C2 A0",
            utf16: "00A0",
            html: "&nbsp;",
            flag: "space"
          }
        ],
        cleaned: "paypal !",
        form: "NFC",
        normalized: null,
        changedCharacters: 0,
        changes: []
      }
    },
    {
      name: "normalize",
      input: {
        text: "Café ﬁne"
      },
      options: {
        normalization: "NFKC"
      },
      output: {
        characters: 8,
        codePoints: 9,
        utf8Bytes: 12,
        utf16Units: 9,
        rows: [
          {
            position: 1,
            codePoint: 67,
            char: "C",
            name: "LATIN CAPITAL LETTER C",
            category: "Lu",
            utf8: "43",
            utf16: "0043",
            html: "&#x43;"
          },
          {
            position: 2,
            codePoint: 97,
            char: "a",
            name: "LATIN SMALL LETTER A",
            category: "Ll",
            utf8: "61",
            utf16: "0061",
            html: "&#x61;"
          },
          {
            position: 3,
            codePoint: 102,
            char: "f",
            name: "LATIN SMALL LETTER F",
            category: "Ll",
            utf8: "66",
            utf16: "0066",
            html: "&#x66;"
          },
          {
            position: 4,
            codePoint: 101,
            char: "e",
            name: "LATIN SMALL LETTER E",
            category: "Ll",
            utf8: "65",
            utf16: "0065",
            html: "&#x65;"
          },
          {
            position: 5,
            codePoint: 769,
            char: "́",
            name: "COMBINING ACUTE ACCENT",
            category: "Mn",
            utf8: "CC 81",
            utf16: "0301",
            html: "&#x301;"
          },
          {
            position: 6,
            codePoint: 32,
            char: " ",
            name: "SPACE",
            category: "Zs",
            utf8: "20",
            utf16: "0020",
            html: "&#x20;"
          },
          {
            position: 7,
            codePoint: 64257,
            char: "ﬁ",
            name: "LATIN SMALL LIGATURE FI",
            category: "Ll",
            utf8: "EF AC 81",
            utf16: "FB01",
            html: "&#xFB01;"
          },
          {
            position: 8,
            codePoint: 110,
            char: "n",
            name: "LATIN SMALL LETTER N",
            category: "Ll",
            utf8: "6E",
            utf16: "006E",
            html: "&#x6E;"
          },
          {
            position: 9,
            codePoint: 101,
            char: "e",
            name: "LATIN SMALL LETTER E",
            category: "Ll",
            utf8: "65",
            utf16: "0065",
            html: "&#x65;"
          }
        ],
        flagged: {
          invisible: 0,
          bidi: 0,
          space: 0,
          control: 0,
          homoglyph: 0
        },
        findings: [],
        cleaned: null,
        form: "NFKC",
        normalized: "Café fine",
        changedCharacters: 2,
        changes: [
          {
            position: 4,
            from: "é",
            to: "é"
          },
          {
            position: 6,
            from: "ﬁ",
            to: "fi"
          }
        ]
      }
    },
    {
      name: "emoji",
      input: {
        text: "👍🏽👨‍👩‍👧"
      },
      options: {},
      output: {
        characters: 2,
        codePoints: 7,
        utf8Bytes: 26,
        utf16Units: 12,
        rows: [
          {
            position: 1,
            codePoint: 128077,
            char: "👍",
            name: "THUMBS UP SIGN",
            category: "So",
            utf8: "F0 9F 91 8D",
            utf16: "D83D DC4D",
            html: "&#x1F44D;"
          },
          {
            position: 2,
            codePoint: 127997,
            char: "🏽",
            name: "EMOJI MODIFIER FITZPATRICK TYPE-4",
            category: "Sk",
            utf8: "F0 9F 8F BD",
            utf16: "D83C DFFD",
            html: "&#x1F3FD;"
          },
          {
            position: 3,
            codePoint: 128104,
            char: "👨",
            name: "MAN",
            category: "So",
            utf8: "F0 9F 91 A8",
            utf16: "D83D DC68",
            html: "&#x1F468;"
          },
          {
            position: 4,
            codePoint: 8205,
            char: "‍",
            name: "ZERO WIDTH JOINER",
            category: "Cf",
            utf8: "E2 80 8D",
            utf16: "200D",
            html: "&zwj;"
          },
          {
            position: 5,
            codePoint: 128105,
            char: "👩",
            name: "WOMAN",
            category: "So",
            utf8: "F0 9F 91 A9",
            utf16: "D83D DC69",
            html: "&#x1F469;"
          },
          {
            position: 6,
            codePoint: 8205,
            char: "‍",
            name: "ZERO WIDTH JOINER",
            category: "Cf",
            utf8: "E2 80 8D",
            utf16: "200D",
            html: "&zwj;"
          },
          {
            position: 7,
            codePoint: 128103,
            char: "👧",
            name: "GIRL",
            category: "So",
            utf8: "F0 9F 91 A7",
            utf16: "D83D DC67",
            html: "&#x1F467;"
          }
        ],
        flagged: {
          invisible: 0,
          bidi: 0,
          space: 0,
          control: 0,
          homoglyph: 0
        },
        findings: [],
        cleaned: null,
        form: "NFC",
        normalized: null,
        changedCharacters: 0,
        changes: []
      }
    }
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
