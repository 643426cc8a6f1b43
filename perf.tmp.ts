import { writeXlsx, readXlsx } from './plugins/excel-converter/xlsx.ts';
const rows = Array.from({ length: 200_000 }, (_, i) => [i, `name ${i}`, i * 1.5, i % 2 === 0, { serial: 45000 + (i % 1000), time: false }, 'x'.repeat(20)]);
const bytes = await writeXlsx(rows as never, 'Big');
for (let k = 0; k < 2; k++) { const t = Date.now(); await readXlsx(bytes, { maxUnpacked: 1e9 }); console.log('readXlsx', Date.now() - t); }
