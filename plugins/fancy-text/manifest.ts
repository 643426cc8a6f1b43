import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['case-converter', 'unicode-inspector', 'text-cleaner', 'word-counter'],
  fields: { text: { kind: 'text', rows: 3 } },
  produces: 'text',
  downloads: ['txt'],
  // Accented letters keep their accents over the styled base letter; digits have no italic or script form.
  examples: [
    {
      name: 'hello',
      input: { text: 'Hello World' },
      output: {
        styles: [
          { style: 'bold', text: '𝐇𝐞𝐥𝐥𝐨 𝐖𝐨𝐫𝐥𝐝' },
          { style: 'italic', text: '𝐻𝑒𝑙𝑙𝑜 𝑊𝑜𝑟𝑙𝑑' },
          { style: 'boldItalic', text: '𝑯𝒆𝒍𝒍𝒐 𝑾𝒐𝒓𝒍𝒅' },
          { style: 'script', text: 'ℋℯ𝓁𝓁ℴ 𝒲ℴ𝓇𝓁𝒹' },
          { style: 'boldScript', text: '𝓗𝓮𝓵𝓵𝓸 𝓦𝓸𝓻𝓵𝓭' },
          { style: 'fraktur', text: 'ℌ𝔢𝔩𝔩𝔬 𝔚𝔬𝔯𝔩𝔡' },
          { style: 'boldFraktur', text: '𝕳𝖊𝖑𝖑𝖔 𝖂𝖔𝖗𝖑𝖉' },
          { style: 'doubleStruck', text: 'ℍ𝕖𝕝𝕝𝕠 𝕎𝕠𝕣𝕝𝕕' },
          { style: 'sans', text: '𝖧𝖾𝗅𝗅𝗈 𝖶𝗈𝗋𝗅𝖽' },
          { style: 'sansBold', text: '𝗛𝗲𝗹𝗹𝗼 𝗪𝗼𝗿𝗹𝗱' },
          { style: 'sansItalic', text: '𝘏𝘦𝘭𝘭𝘰 𝘞𝘰𝘳𝘭𝘥' },
          { style: 'sansBoldItalic', text: '𝙃𝙚𝙡𝙡𝙤 𝙒𝙤𝙧𝙡𝙙' },
          { style: 'monospace', text: '𝙷𝚎𝚕𝚕𝚘 𝚆𝚘𝚛𝚕𝚍' },
          { style: 'fullwidth', text: 'Ｈｅｌｌｏ　Ｗｏｒｌｄ' },
          { style: 'circled', text: 'Ⓗⓔⓛⓛⓞ Ⓦⓞⓡⓛⓓ' },
          { style: 'circledNegative', text: '🅗🅔🅛🅛🅞 🅦🅞🅡🅛🅓' },
          { style: 'squared', text: '🄷🄴🄻🄻🄾 🅆🄾🅁🄻🄳' },
          { style: 'squaredNegative', text: '🅷🅴🅻🅻🅾 🆆🅾🆁🅻🅳' },
          { style: 'smallCaps', text: 'Hᴇʟʟᴏ Wᴏʀʟᴅ' },
          { style: 'upsideDown', text: 'plɹoM ollǝH' },
          { style: 'strikethrough', text: 'H̶e̶l̶l̶o̶ ̶W̶o̶r̶l̶d̶' },
          { style: 'underline', text: 'H̲e̲l̲l̲o̲ ̲W̲o̲r̲l̲d̲' },
        ],
      },
    },
    {
      name: 'accents',
      input: { text: 'Grüße, café 2026!' },
      output: {
        styles: [
          { style: 'bold', text: '𝐆𝐫𝐮̈ß𝐞, 𝐜𝐚𝐟𝐞́ 𝟐𝟎𝟐𝟔!' },
          { style: 'italic', text: '𝐺𝑟𝑢̈ß𝑒, 𝑐𝑎𝑓𝑒́ 2026!' },
          { style: 'boldItalic', text: '𝑮𝒓𝒖̈ß𝒆, 𝒄𝒂𝒇𝒆́ 2026!' },
          { style: 'script', text: '𝒢𝓇𝓊̈ßℯ, 𝒸𝒶𝒻ℯ́ 2026!' },
          { style: 'boldScript', text: '𝓖𝓻𝓾̈ß𝓮, 𝓬𝓪𝓯𝓮́ 2026!' },
          { style: 'fraktur', text: '𝔊𝔯𝔲̈ß𝔢, 𝔠𝔞𝔣𝔢́ 2026!' },
          { style: 'boldFraktur', text: '𝕲𝖗𝖚̈ß𝖊, 𝖈𝖆𝖋𝖊́ 2026!' },
          { style: 'doubleStruck', text: '𝔾𝕣𝕦̈ß𝕖, 𝕔𝕒𝕗𝕖́ 𝟚𝟘𝟚𝟞!' },
          { style: 'sans', text: '𝖦𝗋𝗎̈ß𝖾, 𝖼𝖺𝖿𝖾́ 𝟤𝟢𝟤𝟨!' },
          { style: 'sansBold', text: '𝗚𝗿𝘂̈ß𝗲, 𝗰𝗮𝗳𝗲́ 𝟮𝟬𝟮𝟲!' },
          { style: 'sansItalic', text: '𝘎𝘳𝘶̈ß𝘦, 𝘤𝘢𝘧𝘦́ 2026!' },
          { style: 'sansBoldItalic', text: '𝙂𝙧𝙪̈ß𝙚, 𝙘𝙖𝙛𝙚́ 2026!' },
          { style: 'monospace', text: '𝙶𝚛𝚞̈ß𝚎, 𝚌𝚊𝚏𝚎́ 𝟸𝟶𝟸𝟼!' },
          { style: 'fullwidth', text: 'Ｇｒｕ̈ßｅ，　ｃａｆｅ́　２０２６！' },
          { style: 'circled', text: 'Ⓖⓡⓤ̈ßⓔ, ⓒⓐⓕⓔ́ ②⓪②⑥!' },
          { style: 'circledNegative', text: '🅖🅡🅤̈ß🅔, 🅒🅐🅕🅔́ ❷⓿❷❻!' },
          { style: 'squared', text: '🄶🅁🅄̈ß🄴, 🄲🄰🄵🄴́ 2026!' },
          { style: 'squaredNegative', text: '🅶🆁🆄̈ß🅴, 🅲🅰🅵🅴́ 2026!' },
          { style: 'smallCaps', text: 'Gʀᴜ̈ßᴇ, ᴄᴀꜰᴇ́ 2026!' },
          { style: 'upsideDown', text: "¡9ᄅ0ᄅ éɟɐɔ 'ǝßüɹ⅁" },
          { style: 'strikethrough', text: 'G̶r̶ü̶ß̶e̶,̶ ̶c̶a̶f̶é̶ ̶2̶0̶2̶6̶!̶' },
          { style: 'underline', text: 'G̲r̲ü̲ß̲e̲,̲ ̲c̲a̲f̲é̲ ̲2̲0̲2̲6̲!̲' },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
