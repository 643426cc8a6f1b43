import { describe, expect, it } from 'vitest';
import { view } from './view.ts';
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
      { kind: 'note', tone: 'warning', text: { t: 'notes.octalParts', params: { address: '127.0.0.1' } } },
    ]);
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
