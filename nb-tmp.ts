import { run } from './plugins/number-base-converter/run.ts';
const o = { from: '10', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 } as any;
for (const [v, x] of [['255', {}], ['-42', { width: '8' }], ['0.1', {}], ['1289', { from: '8' }], ['0x1.8', {}], ['0.5', {}], ['1/3', {}], ['0.333', { fractionDigits: 2 }], ['0.999', { fractionDigits: 2 }], ['128', {width:'8'}], ['-129', {width:'8'}], ['255', {width:'8'}], ['256', {width:'8'}], ['0.1', { fractionDigits: 4 }], ['0.75', {fractionDigits: 1}], ['0.625', {fractionDigits: 3}], ['0.0625', {fractionDigits: 3}]] as const)
  console.log(v, JSON.stringify(x), JSON.stringify(run({ value: v }, { ...o, ...x })));
