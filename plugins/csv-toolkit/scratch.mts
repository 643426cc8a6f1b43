import { run } from './run.ts';
const base:any = { text: '', file: null, columns: null, drop: '', filterOp: 'none', filterColumn: '', filterValue: '', dedupe: 'none', dedupeColumns: '', sortOrder: 'none', sortColumn: '', collation: 'en', format: 'csv', delimiter: 'comma', quoting: 'minimal', tableName: 'data', sqlDialect: 'standard' };
const opt:any = { inputDelimiter: 'auto', header: true, transpose: false, guardFormulas: true, emptyAsNull: false };
const go = async (i:any, o:any={}) => console.log(JSON.stringify(await run({...base, ...i}, {...opt, ...o}), null, 0));
await go({ text: 'a;b\n1;"x\ny"\n\n2;z;extra\n3' });
await go({ text: 'a,b\n1,"x"y"\n2,3' });
await go({ text: 'a,b\n1,"xy\n2,3' });
await go({ text: 'name,price,when\nÄpfel,10,2024-03-01\nzebra,9.5,01.02.2024\napple,100,2023-12-31\n', sortOrder: 'ascending', sortColumn: 'price', format: 'sql', sqlDialect:'mysql', tableName: "my.t`x" });
await go({ text: 'name,price,when\nÄpfel,10,2024-03-01\nzebra,9.5,01.02.2024\napple,100,2023-12-31\n', sortOrder: 'ascending', sortColumn: 'name', collation: 'sv', format: 'yaml' });
