import { describe, expect, it } from 'vitest';
import { view } from './view.ts';

describe('view', () => {
  it('marks MD5 and SHA-1 as broken, and CRC-32 as a checksum', () => {
    const md5 = view({ hashes: [{ algorithm: 'md5', value: 'x' }], size: 1, match: null }, { options: { algorithm: 'md5', output: 'hex' } });
    expect(md5.blocks).toContainEqual({ kind: 'note', tone: 'warning', text: { t: 'broken' } });
    const sha = view({ hashes: [{ algorithm: 'sha256', value: 'x' }], size: 1, match: null }, { options: { algorithm: 'sha256', output: 'hex' } });
    expect(sha.blocks.some((b) => b.kind === 'note')).toBe(false);
    expect(sha.copy).toBe('x');
    const crc = view({ hashes: [{ algorithm: 'crc32', value: 'x' }], size: 1, match: null }, { options: { algorithm: 'crc32', output: 'hex' } });
    expect(crc.blocks).toContainEqual({ kind: 'note', text: { t: 'checksum' } });
  });
  it('says the comparison in words, naming the algorithm and whether it was a file', () => {
    const v = view({ hashes: [{ algorithm: 'sha256', value: 'x' }], size: 1, name: 'a.iso', match: 'sha256' }, { options: { algorithm: 'sha256', output: 'hex' } });
    expect(v.blocks[1]).toEqual({ kind: 'note', tone: 'info', text: { t: 'compare.matchFile', params: { algorithm: 'SHA-256' } } });
    const no = view({ hashes: [{ algorithm: 'sha256', value: 'x' }, { algorithm: 'md5', value: 'y' }], size: 1, match: false }, { options: { algorithm: 'all', output: 'hex' } });
    expect(no.blocks[1]).toEqual({ kind: 'note', tone: 'warning', text: { t: 'compare.noMatchAll' } });
    expect(no.copy).toBeUndefined();
  });
});
