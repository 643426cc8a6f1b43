import { describe, expect, it } from 'vitest';
import { view } from './view.ts';
import { run, type MacResult } from './run.ts';
import type { Input, Options } from './manifest.ts';
import { isToolError } from '@sdk/core';
import { errorParams } from '@sdk/ui';
import { displayContext } from '../../tests/display.ts';

const IN: Input = { mac: '', vendor: '', count: 3 };
const O: Options = { mode: 'lookup', kind: 'vendor', notation: 'colon', uppercase: true };
const show = async (i: Partial<Input>, o: Partial<Options> = {}) => view((await run({ ...IN, ...i }, { ...O, ...o })) as MacResult);
const keys = (blocks: readonly { kind: string; text?: unknown }[]) => blocks.flatMap((b) => (b.kind === 'note' && typeof b.text === 'object' && b.text && 't' in b.text ? [(b.text as { t: string }).t] : []));

describe('mac-address-lookup view', () => {
  it('one address: vendor first, country named in the page’s language, the registry’s date last', async () => {
    const v = await show({ mac: '00:50:56:00:00:01' });
    const values = v.blocks[0]!;
    if (values.kind !== 'values') throw new Error('values');
    expect(values.items[0]).toMatchObject({ value: 'VMware, Inc.', main: true });
    expect(values.items[2]).toMatchObject({ value: { region: 'US' } });
    expect(v.blocks.at(-1)).toEqual({ kind: 'note', text: { t: 'source', params: { version: expect.any(String), date: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), format: { dateStyle: 'long', timeZone: 'UTC' } } } } });
    expect(v.regenerate).toBe(false);
  });
  it('explains local, multicast and broadcast addresses in words', async () => {
    expect(keys((await show({ mac: '02:00:00:00:00:01' })).blocks)).toEqual(['notes.local', 'source']);
    expect(keys((await show({ mac: '01:00:5E:00:00:FB' })).blocks)).toEqual(['notes.multicast', 'source']);
    expect(keys((await show({ mac: 'FF:FF:FF:FF:FF:FF' })).blocks)).toEqual(['notes.broadcast', 'source']);
  });
  it('a list is a sortable table', async () => {
    const v = await show({ mac: '00:00:0C:00:00:01\n02:00:00:00:00:01' });
    expect(v.blocks[0]).toMatchObject({ kind: 'table', sortable: true, rows: [['00:00:0C:00:00:01', 'Cisco Systems, Inc', { region: 'US' }, { t: 'kinds.unicast' }, { t: 'admin.universal' }], ['02:00:00:00:00:01', { t: 'noVendorLocal' }, '', { t: 'kinds.unicast' }, { t: 'admin.local' }]] });
  });
  it('generated addresses are copied one per line', async () => {
    const v = await show({ count: 4 }, { mode: 'generate', kind: 'local' });
    expect(String(v.copy).split('\n')).toHaveLength(4);
    expect(v.blocks[0]).toMatchObject({ kind: 'list', mono: true });
  });

  it('says a single hex digit in the singular, in each language', async () => {
    const error = await run({ ...IN, mac: 'a' }, O);
    if (!isToolError(error)) throw new Error('no error');
    const said = (lang: 'en' | 'es' | 'de' | 'fr') => displayContext('mac-address-lookup', lang).t(`errors.${error.code}`, errorParams(error.params, lang)).replace(/[\u00a0\u202f]/g, ' ');
    expect(said('en')).toBe('Line 1: “a” has only 1 hex digit: a MAC address has 12, and a vendor prefix at least 6.');
    expect(said('de')).toBe('Zeile 1: „a“ hat nur 1 Hexadezimalziffer: Eine MAC-Adresse hat 12, ein Herstellerpräfix mindestens 6.');
    expect(said('es')).toBe('Línea 1: «a» solo tiene 1 dígito hexadecimal: una dirección MAC tiene 12, y un prefijo de fabricante al menos 6.');
    expect(said('fr')).toBe('Ligne 1 : « a » n’a que 1 chiffre hexadécimal : une adresse MAC en a 12, et un préfixe de fabricant au moins 6.');
  });
});
