// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { FileField } from '@sdk/ui/FileField.tsx';
import { loadI18n, loadToolPageTexts, type I18n } from '../../i18n/index.ts';

/** A file field's limit (`maxBytes`): a file over it is refused before it is read, both sizes said in the page's language. */
let fr: I18n;
beforeAll(async () => {
  fr = await loadI18n('fr');
  await loadToolPageTexts(fr);
});

function fileOf(name: string, bytes: number) {
  const file = new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });
  const read = vi.fn(file.arrayBuffer.bind(file));
  Object.defineProperty(file, 'arrayBuffer', { value: read });
  return { file, read };
}

describe('a file field with a limit', () => {
  it('refuses a larger file unread, saying its size and the limit, and takes one within it', async () => {
    const taken: unknown[] = [];
    const { container } = render(
      <I18nextProvider i18n={fr}>
        <FileField label="Vidéo" read="bytes" maxBytes={2_000_000} value={null} onChange={(v) => taken.push(v)} />
      </I18nextProvider>,
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = fileOf('film.mp4', 2_500_000);
    await act(async () => void fireEvent.change(input, { target: { files: [big.file] } }));
    expect(big.read).not.toHaveBeenCalled();
    expect(taken).toEqual([]);
    // (The matcher compares text with its spaces made plain: the page has narrow no-break ones.)
    expect(screen.getByText('film.mp4 fait 2,5 Mo : cet outil accepte les fichiers jusqu’à 2 Mo.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const small = fileOf('clip.mp4', 1_500_000);
    await act(async () => void fireEvent.change(input, { target: { files: [small.file] } }));
    expect(small.read).toHaveBeenCalled();
    expect(taken).toHaveLength(1);
    expect(screen.queryByText(/cet outil accepte/)).toBeNull();
  });
});
