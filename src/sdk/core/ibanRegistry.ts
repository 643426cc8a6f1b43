/**
 * The SWIFT IBAN Registry, release 100 (its TXT edition): per country, the BBAN structure in the
 * registry's notation (n digits, a capital letters, c letters or digits; "8!n" is exactly 8 of them),
 * where the bank and branch identifiers sit in the BBAN (1-based, inclusive), SEPA membership, and the
 * registry's example IBAN. The IBAN's length is 4 + the BBAN structure's (the unit test checks both
 * against the registry's stated lengths). Update by copying a newer release's rows, then run the tests.
 * Shared: the IBAN validator reads every column, the text redactor and data extractor the structures.
 */
export const IBAN_REGISTRY_RELEASE = 100;

export interface IbanCountrySpec {
  readonly bban: string;
  readonly bank: readonly [number, number];
  readonly branch: readonly [number, number] | null;
  readonly sepa: boolean;
  readonly example: string;
}

export const IBAN_COUNTRIES: Readonly<Record<string, IbanCountrySpec>> = {
  AD: { bban: '4!n4!n12!c', bank: [1, 4], branch: [5, 8], sepa: true, example: 'AD1200012030200359100100' },
  AE: { bban: '3!n16!n', bank: [1, 3], branch: null, sepa: false, example: 'AE070331234567890123456' },
  AL: { bban: '8!n16!c', bank: [1, 3], branch: [4, 8], sepa: false, example: 'AL47212110090000000235698741' },
  AT: { bban: '5!n11!n', bank: [1, 5], branch: null, sepa: true, example: 'AT611904300234573201' },
  AZ: { bban: '4!a20!c', bank: [1, 4], branch: null, sepa: false, example: 'AZ21NABZ00000000137010001944' },
  BA: { bban: '3!n3!n8!n2!n', bank: [1, 3], branch: [4, 6], sepa: false, example: 'BA391290079401028494' },
  BE: { bban: '3!n7!n2!n', bank: [1, 3], branch: null, sepa: true, example: 'BE68539007547034' },
  BG: { bban: '4!a4!n2!n8!c', bank: [1, 4], branch: [5, 8], sepa: true, example: 'BG80BNBG96611020345678' },
  BH: { bban: '4!a14!c', bank: [1, 4], branch: null, sepa: false, example: 'BH67BMAG00001299123456' },
  BI: { bban: '5!n5!n11!n2!n', bank: [1, 5], branch: [6, 10], sepa: false, example: 'BI4210000100010000332045181' },
  BR: { bban: '8!n5!n10!n1!a1!c', bank: [1, 8], branch: [9, 13], sepa: false, example: 'BR1800360305000010009795493C1' },
  BY: { bban: '4!c4!n16!c', bank: [1, 4], branch: null, sepa: false, example: 'BY13NBRB3600900000002Z00AB00' },
  CH: { bban: '5!n12!c', bank: [1, 5], branch: null, sepa: true, example: 'CH9300762011623852957' },
  CR: { bban: '4!n14!n', bank: [1, 4], branch: null, sepa: false, example: 'CR05015202001026284066' },
  CY: { bban: '3!n5!n16!c', bank: [1, 3], branch: [4, 8], sepa: true, example: 'CY17002001280000001200527600' },
  CZ: { bban: '4!n16!n', bank: [1, 4], branch: null, sepa: true, example: 'CZ6508000000192000145399' },
  DE: { bban: '8!n10!n', bank: [1, 8], branch: null, sepa: true, example: 'DE89370400440532013000' },
  DJ: { bban: '5!n5!n11!n2!n', bank: [1, 5], branch: [6, 10], sepa: false, example: 'DJ2100010000000154000100186' },
  DK: { bban: '4!n9!n1!n', bank: [1, 4], branch: null, sepa: true, example: 'DK5000400440116243' },
  DO: { bban: '4!c20!n', bank: [1, 4], branch: null, sepa: false, example: 'DO28BAGR00000001212453611324' },
  EE: { bban: '2!n14!n', bank: [1, 2], branch: null, sepa: true, example: 'EE382200221020145685' },
  EG: { bban: '4!n4!n17!n', bank: [1, 4], branch: [5, 8], sepa: false, example: 'EG380019000500000000263180002' },
  ES: { bban: '4!n4!n1!n1!n10!n', bank: [1, 4], branch: [5, 8], sepa: true, example: 'ES9121000418450200051332' },
  FI: { bban: '3!n11!n', bank: [1, 3], branch: null, sepa: true, example: 'FI2112345600000785' },
  FK: { bban: '2!a12!n', bank: [1, 2], branch: null, sepa: false, example: 'FK88SC123456789012' },
  FO: { bban: '4!n9!n1!n', bank: [1, 4], branch: null, sepa: false, example: 'FO6264600001631634' },
  FR: { bban: '5!n5!n11!c2!n', bank: [1, 5], branch: null, sepa: true, example: 'FR1420041010050500013M02606' },
  GB: { bban: '4!a6!n8!n', bank: [1, 4], branch: [5, 10], sepa: true, example: 'GB29NWBK60161331926819' },
  GE: { bban: '2!a16!n', bank: [1, 2], branch: null, sepa: false, example: 'GE29NB0000000101904917' },
  GI: { bban: '4!a15!c', bank: [1, 4], branch: null, sepa: true, example: 'GI75NWBK000000007099453' },
  GL: { bban: '4!n9!n1!n', bank: [1, 4], branch: null, sepa: false, example: 'GL8964710001000206' },
  GR: { bban: '3!n4!n16!c', bank: [1, 3], branch: [4, 7], sepa: true, example: 'GR1601101250000000012300695' },
  GT: { bban: '4!c20!c', bank: [1, 4], branch: null, sepa: false, example: 'GT82TRAJ01020000001210029690' },
  HN: { bban: '4!a20!n', bank: [1, 4], branch: null, sepa: false, example: 'HN88CABF00000000000250005469' },
  HR: { bban: '7!n10!n', bank: [1, 7], branch: null, sepa: true, example: 'HR1210010051863000160' },
  HU: { bban: '3!n4!n1!n15!n1!n', bank: [1, 3], branch: [4, 7], sepa: true, example: 'HU42117730161111101800000000' },
  IE: { bban: '4!a6!n8!n', bank: [1, 4], branch: [5, 10], sepa: true, example: 'IE29AIBK93115212345678' },
  IL: { bban: '3!n3!n13!n', bank: [1, 3], branch: [4, 6], sepa: false, example: 'IL620108000000099999999' },
  IQ: { bban: '4!a3!n12!n', bank: [1, 4], branch: [5, 7], sepa: false, example: 'IQ98NBIQ850123456789012' },
  IS: { bban: '4!n2!n6!n10!n', bank: [1, 2], branch: [3, 4], sepa: true, example: 'IS140159260076545510730339' },
  IT: { bban: '1!a5!n5!n12!c', bank: [2, 6], branch: [7, 11], sepa: true, example: 'IT60X0542811101000000123456' },
  JO: { bban: '4!a4!n18!c', bank: [1, 4], branch: [5, 8], sepa: false, example: 'JO94CBJO0010000000000131000302' },
  KW: { bban: '4!a22!c', bank: [1, 4], branch: null, sepa: false, example: 'KW81CBKU0000000000001234560101' },
  KZ: { bban: '3!n13!c', bank: [1, 3], branch: null, sepa: false, example: 'KZ86125KZT5004100100' },
  LB: { bban: '4!n20!c', bank: [1, 4], branch: null, sepa: false, example: 'LB62099900000001001901229114' },
  LC: { bban: '4!a24!c', bank: [1, 4], branch: null, sepa: false, example: 'LC55HEMM000100010012001200023015' },
  LI: { bban: '5!n12!c', bank: [1, 5], branch: null, sepa: true, example: 'LI21088100002324013AA' },
  LT: { bban: '5!n11!n', bank: [1, 5], branch: null, sepa: true, example: 'LT121000011101001000' },
  LU: { bban: '3!n13!c', bank: [1, 3], branch: null, sepa: true, example: 'LU280019400644750000' },
  LV: { bban: '4!a13!c', bank: [1, 4], branch: null, sepa: true, example: 'LV80BANK0000435195001' },
  LY: { bban: '3!n3!n15!n', bank: [1, 3], branch: [4, 6], sepa: false, example: 'LY83002048000020100120361' },
  MC: { bban: '5!n5!n11!c2!n', bank: [1, 5], branch: [6, 10], sepa: true, example: 'MC5811222000010123456789030' },
  MD: { bban: '2!c18!c', bank: [1, 2], branch: null, sepa: false, example: 'MD24AG000225100013104168' },
  ME: { bban: '3!n13!n2!n', bank: [1, 3], branch: null, sepa: false, example: 'ME25505000012345678951' },
  MK: { bban: '3!n10!c2!n', bank: [1, 3], branch: null, sepa: false, example: 'MK07250120000058984' },
  MN: { bban: '4!n12!n', bank: [1, 4], branch: null, sepa: false, example: 'MN121234123456789123' },
  MR: { bban: '5!n5!n11!n2!n', bank: [1, 5], branch: [6, 10], sepa: false, example: 'MR1300020001010000123456753' },
  MT: { bban: '4!a5!n18!c', bank: [1, 4], branch: [5, 9], sepa: true, example: 'MT84MALT011000012345MTLCAST001S' },
  MU: { bban: '4!a2!n2!n12!n3!n3!a', bank: [1, 6], branch: [7, 8], sepa: false, example: 'MU17BOMM0101101030300200000MUR' },
  NI: { bban: '4!a20!n', bank: [1, 4], branch: null, sepa: false, example: 'NI45BAPR00000013000003558124' },
  NL: { bban: '4!a10!n', bank: [1, 4], branch: null, sepa: true, example: 'NL91ABNA0417164300' },
  NO: { bban: '4!n6!n1!n', bank: [1, 4], branch: null, sepa: true, example: 'NO9386011117947' },
  OM: { bban: '3!n16!c', bank: [1, 3], branch: null, sepa: false, example: 'OM810180000001299123456' },
  PK: { bban: '4!a16!c', bank: [1, 4], branch: null, sepa: false, example: 'PK36SCBL0000001123456702' },
  PL: { bban: '8!n16!n', bank: [1, 8], branch: null, sepa: true, example: 'PL61109010140000071219812874' },
  PS: { bban: '4!a21!c', bank: [1, 4], branch: null, sepa: false, example: 'PS92PALS000000000400123456702' },
  PT: { bban: '4!n4!n11!n2!n', bank: [1, 4], branch: [5, 8], sepa: true, example: 'PT50000201231234567890154' },
  QA: { bban: '4!a21!c', bank: [1, 4], branch: null, sepa: false, example: 'QA58DOHB00001234567890ABCDEFG' },
  RO: { bban: '4!a16!c', bank: [1, 4], branch: null, sepa: true, example: 'RO49AAAA1B31007593840000' },
  RS: { bban: '3!n13!n2!n', bank: [1, 3], branch: null, sepa: false, example: 'RS35260005601001611379' },
  RU: { bban: '9!n5!n15!c', bank: [1, 9], branch: [10, 14], sepa: false, example: 'RU0304452522540817810538091310419' },
  SA: { bban: '2!n18!c', bank: [1, 2], branch: null, sepa: false, example: 'SA0380000000608010167519' },
  SC: { bban: '4!a2!n2!n16!n3!a', bank: [1, 6], branch: [7, 8], sepa: false, example: 'SC18SSCB11010000000000001497USD' },
  SD: { bban: '2!n12!n', bank: [1, 2], branch: null, sepa: false, example: 'SD2129010501234001' },
  SE: { bban: '3!n16!n1!n', bank: [1, 3], branch: null, sepa: true, example: 'SE4550000000058398257466' },
  SI: { bban: '5!n8!n2!n', bank: [1, 5], branch: null, sepa: true, example: 'SI56263300012039086' },
  SK: { bban: '4!n6!n10!n', bank: [1, 4], branch: null, sepa: true, example: 'SK3112000000198742637541' },
  SM: { bban: '1!a5!n5!n12!c', bank: [2, 6], branch: [7, 11], sepa: true, example: 'SM86U0322509800000000270100' },
  SO: { bban: '4!n3!n12!n', bank: [1, 4], branch: [5, 7], sepa: false, example: 'SO211000001001000100141' },
  ST: { bban: '4!n4!n11!n2!n', bank: [1, 4], branch: [5, 8], sepa: false, example: 'ST23000100010051845310146' },
  SV: { bban: '4!a20!n', bank: [1, 4], branch: null, sepa: false, example: 'SV62CENR00000000000000700025' },
  TL: { bban: '3!n14!n2!n', bank: [1, 3], branch: null, sepa: false, example: 'TL380080012345678910157' },
  TN: { bban: '2!n3!n13!n2!n', bank: [1, 2], branch: [3, 5], sepa: false, example: 'TN5910006035183598478831' },
  TR: { bban: '5!n1!n16!c', bank: [1, 5], branch: null, sepa: false, example: 'TR330006100519786457841326' },
  UA: { bban: '6!n19!c', bank: [1, 6], branch: null, sepa: false, example: 'UA213223130000026007233566001' },
  VA: { bban: '3!n15!n', bank: [1, 3], branch: null, sepa: true, example: 'VA59001123000012345678' },
  VG: { bban: '4!a16!n', bank: [1, 4], branch: null, sepa: false, example: 'VG96VPVG0000012345678901' },
  XK: { bban: '4!n10!n2!n', bank: [1, 2], branch: [3, 4], sepa: false, example: 'XK051212012345678906' },
  YE: { bban: '4!a4!n18!c', bank: [1, 4], branch: [5, 8], sepa: false, example: 'YE15CBYE0001018861234567891234' },
};

/** Lengths stated by the registry (its "IBAN length" row), kept apart from the structures so a test can hold one against the other. */
export const IBAN_STATED_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27,
  BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28,
  EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23,
  GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21,
  LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22,
  RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25,
  SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/**
 * Territories whose accounts carry another country's IBAN prefix (the registry's "country code
 * includes other countries/territories" row): an IBAN never starts with these codes.
 */
export const IBAN_TERRITORIES: Readonly<Record<string, string>> = {
  AX: 'FI',
  GF: 'FR', GP: 'FR', MQ: 'FR', RE: 'FR', PF: 'FR', TF: 'FR', YT: 'FR', NC: 'FR', BL: 'FR', MF: 'FR', PM: 'FR', WF: 'FR',
  IM: 'GB', JE: 'GB', GG: 'GB',
};
