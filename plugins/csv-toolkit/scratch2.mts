import { stringify, parse } from 'yaml';
const s = stringify([new Map([['when','2023-12-31'],['2024','yes'],['n','0x1F'],['e',''],['nul', null], ['m', 'a\nb'], ['o','on']])], { lineWidth: 0, version: '1.1', customTags: (tags) => tags.filter((t) => typeof t === 'string' || t.tag !== 'tag:yaml.org,2002:omap') } as any);
console.log(s); console.log(JSON.stringify(parse(s, {version:'1.1'})), JSON.stringify(parse(s)));
