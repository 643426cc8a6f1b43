import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** The classical ciphers, one tab each: puzzles and games, not a way to keep anything secret. */
export const CIPHERS = ['caesar', 'rot13', 'rot47', 'atbash', 'vigenere'] as const;
export type Cipher = (typeof CIPHERS)[number];

export const manifest = defineTool({
  related: ['case-converter', 'base64-encoder', 'text-cleaner', 'find-and-replace', 'string-escaper', 'text-encryption'],
  produces: 'text',
  // The settings of one cipher are fields shown on its tab only (ROT13, ROT47 and Atbash undo themselves:
  // they have no direction and no key).
  fields: {
    text: { kind: 'text' },
    direction: { kind: 'select', choices: ['encode', 'decode'], tabs: ['caesar', 'vigenere'], default: 'encode' },
    shift: { kind: 'integer', min: 1, max: 25, default: 3, tabs: ['caesar'] },
    // The Vigenère key: letters A–Z (spaces are ignored).
    key: { kind: 'line', tabs: ['vigenere'], default: 'LEMON', mono: true, maxLength: 200 },
    bruteForce: { kind: 'checkbox', default: true, tabs: ['caesar'] },
  },
  options: {
    cipher: { type: 'string', enum: CIPHERS, default: 'caesar' },
  },
  ui: { cipher: 'tabs' },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'caesar',
      input: { text: 'The quick brown fox jumps over the lazy dog.', direction: 'encode', shift: 3, bruteForce: false },
      options: { cipher: 'caesar' },
      output: { text: 'Wkh txlfn eurzq ira mxpsv ryhu wkh odcb grj.' },
    },
    {
      name: 'bruteForce',
      input: { text: 'Olssv, Dvysk! Tlla tl ha aol vsk iypknl ha uvvu.', direction: 'decode', shift: 7, bruteForce: true },
      options: { cipher: 'caesar' },
      output: {
        text: 'Hello, World! Meet me at the old bridge at noon.',
        shifts: [
          'Nkrru, Cuxrj! Skkz sk gz znk urj hxojmk gz tuut.',
          'Mjqqt, Btwqi! Rjjy rj fy ymj tqi gwnilj fy stts.',
          'Lipps, Asvph! Qiix qi ex xli sph fvmhki ex rssr.',
          'Khoor, Zruog! Phhw ph dw wkh rog eulgjh dw qrrq.',
          'Jgnnq, Yqtnf! Oggv og cv vjg qnf dtkfig cv pqqp.',
          'Ifmmp, Xpsme! Nffu nf bu uif pme csjehf bu oppo.',
          'Hello, World! Meet me at the old bridge at noon.',
          'Gdkkn, Vnqkc! Ldds ld zs sgd nkc aqhcfd zs mnnm.',
          'Fcjjm, Umpjb! Kccr kc yr rfc mjb zpgbec yr lmml.',
          'Ebiil, Tloia! Jbbq jb xq qeb lia yofadb xq kllk.',
          'Dahhk, Sknhz! Iaap ia wp pda khz xnezca wp jkkj.',
          'Czggj, Rjmgy! Hzzo hz vo ocz jgy wmdybz vo ijji.',
          'Byffi, Qilfx! Gyyn gy un nby ifx vlcxay un hiih.',
          'Axeeh, Phkew! Fxxm fx tm max hew ukbwzx tm ghhg.',
          'Zwddg, Ogjdv! Ewwl ew sl lzw gdv tjavyw sl fggf.',
          'Yvccf, Nficu! Dvvk dv rk kyv fcu sizuxv rk effe.',
          'Xubbe, Mehbt! Cuuj cu qj jxu ebt rhytwu qj deed.',
          'Wtaad, Ldgas! Btti bt pi iwt das qgxsvt pi cddc.',
          'Vszzc, Kcfzr! Assh as oh hvs czr pfwrus oh bccb.',
          'Uryyb, Jbeyq! Zrrg zr ng gur byq oevqtr ng abba.',
          'Tqxxa, Iadxp! Yqqf yq mf ftq axp ndupsq mf zaaz.',
          'Spwwz, Hzcwo! Xppe xp le esp zwo mctorp le yzzy.',
          'Rovvy, Gybvn! Wood wo kd dro yvn lbsnqo kd xyyx.',
          'Qnuux, Fxaum! Vnnc vn jc cqn xum karmpn jc wxxw.',
          'Pmttw, Ewztl! Ummb um ib bpm wtl jzqlom ib vwwv.',
        ],
        likely: 7,
      },
    },
    { name: 'rot13', input: { text: 'Why did the chicken cross the road?' }, options: { cipher: 'rot13' }, output: { text: 'Jul qvq gur puvpxra pebff gur ebnq?' } },
    {
      name: 'vigenere',
      input: { text: 'LXFOPV EF RNHR', key: 'LEMON', direction: 'decode' },
      options: { cipher: 'vigenere' },
      output: { text: 'ATTACK AT DAWN' },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
