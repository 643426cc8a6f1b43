import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['lookup', 'generate'] as const;
export const KINDS = ['vendor', 'local'] as const;
export const NOTATIONS = ['colon', 'hyphen', 'dot', 'bare'] as const;

/**
 * Lookup: MAC addresses, one per line, in any notation → vendor, country, bits and notations.
 * Generate: random MAC addresses for a vendor (by name or prefix) or locally administered ones.
 * The registry (about 2 MB) loads in the worker a module at a time, on first use.
 */
export const manifest = defineTool({
  related: ['ip-converter', 'subnet-calculator', 'ip-address-lookup', 'random-uuid-generator'],
  fields: {
    mac: { kind: 'text', tabs: ['lookup'], mono: true, rows: 4, default: '' },
    vendor: { kind: 'line', tabs: ['generate'], default: '' },
    count: { kind: 'integer', tabs: ['generate'], min: 1, max: 1000, default: 10 },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'lookup' },
    kind: { type: 'string', enum: KINDS, default: 'vendor' },
    notation: { type: 'string', enum: NOTATIONS, default: 'colon' },
    uppercase: { type: 'boolean', default: true },
  },
  ui: { mode: 'tabs', kind: 'segmented', notation: 'select' },
  optionTabs: { kind: ['generate'], notation: ['generate'], uppercase: ['generate'] },
  random: true,
  worker: true,
  downloads: ['csv', 'txt'],
  examples: [
    { name: 'cisco', input: {"mac":"FC:FB:FB:01:02:03"}, options: {"mode":"lookup"}, output: {"mode":"lookup","items":[{"input":"FC:FB:FB:01:02:03","hex":"FCFBFB010203","vendor":"Cisco Systems, Inc","prefix":"FCFBFB","registry":"MA-L","country":"US","multicast":false,"local":false,"broadcast":false,"notations":{"colon":"FC:FB:FB:01:02:03","hyphen":"FC-FB-FB-01-02-03","dot":"fcfb.fb01.0203","bare":"FCFBFB010203","lower":"fc:fb:fb:01:02:03"},"linkLocal":"fe80::fefb:fbff:fe01:203"}],"data":{"version":"2.1.9","date":"2026-08-26"}} },
    { name: 'maM', input: {"mac":"c85c.e27a.bcde"}, options: {"mode":"lookup"}, output: {"mode":"lookup","items":[{"input":"c85c.e27a.bcde","hex":"C85CE27ABCDE","vendor":"SYNERGY SYSTEMS AND SOLUTIONS","prefix":"C85CE27","registry":"MA-M","country":"IN","multicast":false,"local":false,"broadcast":false,"notations":{"colon":"C8:5C:E2:7A:BC:DE","hyphen":"C8-5C-E2-7A-BC-DE","dot":"c85c.e27a.bcde","bare":"C85CE27ABCDE","lower":"c8:5c:e2:7a:bc:de"},"linkLocal":"fe80::ca5c:e2ff:fe7a:bcde"}],"data":{"version":"2.1.9","date":"2026-08-26"}} },
    { name: 'list', input: {"mac":"FC-FB-FB-01-02-03\n02:00:00:00:00:01\n01:00:5e:00:00:fb"}, options: {"mode":"lookup"}, output: {"mode":"lookup","items":[{"input":"FC-FB-FB-01-02-03","hex":"FCFBFB010203","vendor":"Cisco Systems, Inc","prefix":"FCFBFB","registry":"MA-L","country":"US","multicast":false,"local":false,"broadcast":false,"notations":{"colon":"FC:FB:FB:01:02:03","hyphen":"FC-FB-FB-01-02-03","dot":"fcfb.fb01.0203","bare":"FCFBFB010203","lower":"fc:fb:fb:01:02:03"},"linkLocal":"fe80::fefb:fbff:fe01:203"},{"input":"02:00:00:00:00:01","hex":"020000000001","vendor":null,"prefix":null,"registry":null,"country":null,"multicast":false,"local":true,"broadcast":false,"notations":{"colon":"02:00:00:00:00:01","hyphen":"02-00-00-00-00-01","dot":"0200.0000.0001","bare":"020000000001","lower":"02:00:00:00:00:01"},"linkLocal":"fe80::ff:fe00:1"},{"input":"01:00:5e:00:00:fb","hex":"01005E0000FB","vendor":null,"prefix":null,"registry":null,"country":null,"multicast":true,"local":false,"broadcast":false,"notations":{"colon":"01:00:5E:00:00:FB","hyphen":"01-00-5E-00-00-FB","dot":"0100.5e00.00fb","bare":"01005E0000FB","lower":"01:00:5e:00:00:fb"},"linkLocal":"fe80::300:5eff:fe00:fb"}],"data":{"version":"2.1.9","date":"2026-08-26"}} },
    { name: 'notFound', input: {"vendor":"No such vendor"}, options: {"mode":"generate","kind":"vendor"}, output: {"kind":"tool-error","code":"vendorNotFound","params":{"vendor":"No such vendor","field":"vendor"}} },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
