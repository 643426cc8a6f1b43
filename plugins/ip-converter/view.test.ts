import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { view } from './view.ts';

const ID = 'ip-converter';
import { run, type IpResult } from './run.ts';

const blocks = (a: string) => view(run({ address: a }) as IpResult).blocks;

describe('ip-converter view', () => {
  it('shows every IPv4 form in rows, the dotted one first, and what the input was read as', () => {
    const [values] = blocks('3232235777');
    expect(values).toMatchObject({ kind: 'values', layout: 'rows' });
    if (values?.kind !== 'values') throw new Error('values');
    expect(values.items[0]).toMatchObject({ value: '192.168.1.1', main: true, hint: { t: 'readAs', params: { form: { t: 'forms.decimal' } } } });
    expect(values.items.at(-1)).toMatchObject({ value: { t: 'scopes.private' } });
  });
  it('warns about a shorthand and octal parts', () => {
    expect(blocks('0177.1').slice(1)).toEqual([
      { kind: 'note', tone: 'warning', text: { t: 'notes.legacyForm', params: { address: '127.0.0.1' } } },
      { kind: 'note', tone: 'warning', text: { t: 'notes.octalParts', params: { address: '127.0.0.1', part: '0177', value: { num: 127 } } } },
    ]);
  });
  it('says that a leading zero makes a part octal, naming it and its value, in every language', () => {
    const [values, ...notes] = blocks('010.1.1.1');
    if (values?.kind !== 'values') throw new Error('values');
    const hint = values.items[0]!.hint!;
    const note = notes.map((n) => (n.kind === 'note' ? n.text : ''));
    expect(notes).toHaveLength(1);
    const say = (lang: 'en' | 'es' | 'de' | 'fr') => [writer(ID, lang)(hint), writer(ID, lang)(note[0]!)];
    expect(say('en')).toEqual([
      'Read as dotted, with octal parts',
      '010 starts with 0, so it was read as octal: 010 is 8, as inet_aton, browsers and ping read it. Some programs read it as decimal or refuse it: remove the leading zeros unless you mean octal.',
    ]);
    expect(say('es')[0]).toBe('Leída como notación con puntos con partes en octal');
    expect(say('es')[1]).toContain('«010» empieza por 0, así que se ha leído en octal: 010 es 8');
    expect(say('de')).toEqual(['Gelesen als Punktnotation mit oktalen Teilen', expect.stringContaining('„010“ beginnt mit 0 und wurde deshalb oktal gelesen: 010 ist 8')]);
    expect(say('fr')[1]).toContain('«\u202f010\u202f» commence par 0 et a donc été lu en octal\u202f: 010 vaut 8');
  });
  it('gives the RFC 5952 form and the rules broken', () => {
    expect(blocks('2001:db8::0:1').slice(2)).toEqual([{ kind: 'note', text: { t: 'notes.zeroRun' } }]);
    const b = blocks('2001:DB8::1');
    expect(b[1]).toEqual({ kind: 'note', text: { t: 'rfc5952', params: { address: '2001:db8::1' } } });
    expect(b.slice(2).map((n) => (n.kind === 'note' && typeof n.text === 'object' && 't' in n.text ? n.text.t : ''))).toEqual(['notes.lowerCase']);
  });
  it('copies the main form', () => {
    expect(view(run({ address: '::ffff:c000:201' }) as IpResult).copy).toBe('::ffff:192.0.2.1');
  });
});
