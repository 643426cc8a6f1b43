import { describe, expect, it } from 'vitest';
import { isToolError, type NoteBlock } from '@sdk/core';
import { errorParams } from '@sdk/ui';
import { displayContext, writer } from '../../tests/display.ts';
import { parsePages } from './pages.ts';
import type { PdfResult } from './run.ts';
import { view } from './view.ts';

const en = writer('pdf-tools', 'en');
const es = writer('pdf-tools', 'es');
const fr = writer('pdf-tools', 'fr');
const file = (name: string, pages: number) => ({ name, pages, bytes: new Uint8Array(10) });

describe('pdf-tools view', () => {
  it('says what was done, with page counts in words, then one file per PDF made', () => {
    const merged: PdfResult = { action: 'merge', pagesIn: [1, 2], files: [file('merged.pdf', 3)] };
    const v = view(merged);
    expect(en((v.blocks[0] as NoteBlock).text)).toBe('2 files merged into one PDF of 3 pages.');
    expect(fr((v.blocks[0] as NoteBlock).text)).toBe('2 fichiers fusionnés en un PDF de 3 pages.');
    expect(v.blocks[1]).toMatchObject({ kind: 'file', name: 'merged.pdf', type: 'application/pdf' });
    expect(en((v.blocks[1] as unknown as { label: NoteBlock['text'] }).label)).toBe('3 pages');
    expect(v.json).toEqual({ action: 'merge', pagesIn: [1, 2], files: [{ name: 'merged.pdf', pages: 3, size: 10 }] });
  });

  it('writes one page in the singular, and a million pages the Spanish way', () => {
    const split: PdfResult = { action: 'split', pagesIn: [1], files: [file('a-page-1.pdf', 1)] };
    expect(en((view(split).blocks[0] as NoteBlock).text)).toBe('1 PDF made from a document of 1 page.');
    const big: PdfResult = { action: 'delete', pagesIn: [1_000_001], files: [file('b.pdf', 1)], kept: [1] };
    expect(es((view(big).blocks[0] as NoteBlock).text)).toBe('1.000.000 de páginas menos; el PDF tiene ahora 1 página.');
  });

  it('names the new order and the pages turned', () => {
    expect(en((view({ action: 'reorder', pagesIn: [3], files: [file('r.pdf', 3)], kept: [3, 1, 2] }).blocks[0] as NoteBlock).text)).toBe('New order of the pages: 3, 1, 2 (3 pages).');
    expect(en((view({ action: 'rotate', pagesIn: [3], files: [file('r.pdf', 3)], rotated: [1, 2] }).blocks[0] as NoteBlock).text)).toBe('2 pages turned.');
  });

  it('says how many pages a document has in the plural form its number takes', () => {
    const said = (pages: number, lang: 'en' | 'es' | 'de' | 'fr') => {
      const error = parsePages('2-3', pages, 'ranges');
      if (!isToolError(error)) throw new Error('no error');
      return displayContext('pdf-tools', lang).t(`errors.${error.code}`, errorParams(error.params, lang)).replace(/\u202f/g, ' ');
    };
    expect(said(1, 'en')).toBe('This document has 1 page, so these do not exist: 2-3.');
    expect(said(1, 'de')).toBe('Dieses Dokument hat 1 Seite, diese gibt es also nicht: 2-3.');
    expect(said(1, 'es')).toBe('Este documento tiene 1 página, así que estas no existen: 2-3.');
    expect(said(1, 'fr')).toBe('Ce document a 1 page, celles-ci n’existent donc pas : 2-3.');
    expect(said(2, 'de')).toBe('Dieses Dokument hat 2 Seiten, diese gibt es also nicht: 2-3.');
  });

  it('with no page chosen to delete, asks for them and offers no file', () => {
    const v = view({ action: 'delete', pagesIn: [3], files: [], kept: [1, 2, 3] }, { input: { pdf: { name: 'report.pdf', type: 'application/pdf', size: 0, bytes: new Uint8Array() } } });
    expect(v.blocks).toHaveLength(1);
    expect(en((v.blocks[0] as NoteBlock).text)).toBe('No page chosen yet: type the numbers of the pages to delete, or mark them with the buttons under the pages below.');
    expect(writer('pdf-tools', 'de')((v.blocks[0] as NoteBlock).text)).toContain('Noch keine Seite ausgewählt');
    expect(es((v.blocks[0] as NoteBlock).text)).toContain('Aún no has elegido ninguna página');
    expect(fr((v.blocks[0] as NoteBlock).text)).toContain('Aucune page choisie pour l’instant\u202f:');
  });

  it('names the ZIP of a split after the document, and a single file after itself', () => {
    const input = { pdf: { name: 'Annual report.PDF', type: 'application/pdf', size: 0, bytes: new Uint8Array() } };
    const split: PdfResult = { action: 'split', pagesIn: [2], files: [file('Annual report-page-1.pdf', 1), file('Annual report-page-2.pdf', 1)] };
    expect(view(split, { input }).filename).toBe('Annual report-pages');
    expect(view({ ...split, files: [file('Annual report-pages-1_2.pdf', 2)] }, { input }).filename).toBe('Annual report-pages-1_2');
  });
});
