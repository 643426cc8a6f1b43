import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const FORMATS = ['print', 'electronic'] as const;

/**
 * IBANs in, one per line; each one's verdict out (ISO 13616 check digits, the SWIFT registry's length
 * and BBAN format for its country), with its bank, branch and account parts. Declared: a text field and
 * a table are all it needs.
 */
export const manifest = defineTool({
  related: ['credit-card-generator', 'vat-calculator', 'currency-converter', 'spelling-alphabet'],
  fields: {
    ibans: { kind: 'text', mono: true, rows: 4, default: 'DE89 3704 0044 0532 0130 00' },
  },
  options: {
    format: { type: 'string', enum: FORMATS, default: 'print' },
  },
  ui: { format: 'segmented' },
  downloads: ['csv', 'txt'],
  examples: [
    { name: 'german', input: { ibans: "DE89 3704 0044 0532 0130 00" }, output: {"checks":[{"line":1,"input":"DE89 3704 0044 0532 0130 00","iban":"DE89370400440532013000","print":"DE89 3704 0044 0532 0130 00","valid":true,"problem":null,"country":"DE","parts":{"checkDigits":"89","bban":"370400440532013000","bank":"37040044","branch":null,"account":"0532013000","sepa":true}}],"valid":1,"invalid":0,"release":100} },
    { name: 'list', input: { ibans: "GB29 NWBK 6016 1331 9268 19\nfr14 2004 1010 0505 0001 3m02 606\nDE89 3704 0044 0532 0130 01\nES91 2100 0418 4502 0005 133\nGP14 2004 1010 0505 0001 3M02 606" }, output: {"checks":[{"line":1,"input":"GB29 NWBK 6016 1331 9268 19","iban":"GB29NWBK60161331926819","print":"GB29 NWBK 6016 1331 9268 19","valid":true,"problem":null,"country":"GB","parts":{"checkDigits":"29","bban":"NWBK60161331926819","bank":"NWBK","branch":"601613","account":"31926819","sepa":true}},{"line":2,"input":"fr14 2004 1010 0505 0001 3m02 606","iban":"FR1420041010050500013M02606","print":"FR14 2004 1010 0505 0001 3M02 606","valid":true,"problem":null,"country":"FR","parts":{"checkDigits":"14","bban":"20041010050500013M02606","bank":"20041","branch":null,"account":"010050500013M02606","sepa":true}},{"line":3,"input":"DE89 3704 0044 0532 0130 01","iban":"DE89370400440532013001","print":"DE89 3704 0044 0532 0130 01","valid":false,"problem":{"code":"checksum","given":"89","expected":"62"},"country":"DE","parts":{"checkDigits":"89","bban":"370400440532013001","bank":"37040044","branch":null,"account":"0532013001","sepa":true}},{"line":4,"input":"ES91 2100 0418 4502 0005 133","iban":"ES912100041845020005133","print":"ES91 2100 0418 4502 0005 133","valid":false,"problem":{"code":"length","country":"ES","expected":24,"actual":23},"country":"ES","parts":null},{"line":5,"input":"GP14 2004 1010 0505 0001 3M02 606","iban":"GP1420041010050500013M02606","print":"GP14 2004 1010 0505 0001 3M02 606","valid":false,"problem":{"code":"territory","territory":"GP","country":"FR"},"country":null,"parts":null}],"valid":2,"invalid":3,"release":100} },
    { name: 'typo', input: { ibans: "IBAN AT61 1904 3002 3457 3210" }, output: {"checks":[{"line":1,"input":"IBAN AT61 1904 3002 3457 3210","iban":"AT611904300234573210","print":"AT61 1904 3002 3457 3210","valid":false,"problem":{"code":"checksum","given":"61","expected":"12"},"country":"AT","parts":{"checkDigits":"61","bban":"1904300234573210","bank":"19043","branch":null,"account":"00234573210","sepa":true}}],"valid":0,"invalid":1,"release":100} },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
