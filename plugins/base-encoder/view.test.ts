import { describe, expect, it } from 'vitest';
import { view } from './view.ts';

describe('view', () => {
  it('shows text as it is', () => {
    expect(view('MZXW6===', { options: { mode: 'encode', encoding: 'base32' } }).blocks).toEqual([{ kind: 'text', text: 'MZXW6===', mono: true }]);
  });
  it('names the file and the encoding in the summary', () => {
    expect(view({ encoded: 'HelloWorld', name: 'k.bin', size: 8 }, { options: { mode: 'encode', encoding: 'z85' } }).blocks[0]).toMatchObject({ summary: { t: 'fileSummary', params: { name: 'k.bin', encoding: 'Z85' } } });
  });
  it('says binary data is shown in hex, and copies the hex', () => {
    const v = view({ binaryHex: '86 4f', size: 2 }, { options: { mode: 'decode', encoding: 'z85' } });
    expect(v.blocks[0]).toMatchObject({ kind: 'note', text: { t: 'binary' } });
    expect(v.copy).toBe('86 4f');
  });
});
