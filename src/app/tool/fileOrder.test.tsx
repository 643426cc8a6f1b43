// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FileInput } from '@sdk/core';
import { FileField } from '@sdk/ui/FileField.tsx';
import { loadI18n, loadToolPageTexts, type I18n } from '../../i18n/index.ts';

/** A file field with several files: their order is the tool's, moved by labelled buttons (keyboard) or by dragging. */
let en: I18n;
let de: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
  await loadToolPageTexts(en);
  de = await loadI18n('de');
  await loadToolPageTexts(de);
});

const file = (name: string): FileInput => ({ name, type: 'image/png', size: 3, bytes: new Uint8Array(3) });

function Field({ i18n, seen }: { i18n: I18n; seen: string[][] }) {
  const [value, setValue] = useState<readonly FileInput[] | null>([file('a.png'), file('b.png'), file('c.png')]);
  return (
    <I18nextProvider i18n={i18n}>
      <FileField
        label="Images"
        read="bytes"
        multiple
        value={value}
        onChange={(v) => {
          const list = v as readonly FileInput[];
          seen.push(list.map((f) => f.name));
          setValue(list);
        }}
      />
    </I18nextProvider>
  );
}

describe('a multiple file field', () => {
  it('moves a file up and down by its buttons, saying where it went; the ends do nothing', async () => {
    const seen: string[][] = [];
    render(<Field i18n={en} seen={seen} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Move c.png up' })));
    expect(seen.at(-1)).toEqual(['a.png', 'c.png', 'b.png']);
    expect(screen.getByText('c.png moved to place 2 of 3.')).toBeInTheDocument();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Move a.png down' })));
    expect(seen.at(-1)).toEqual(['c.png', 'a.png', 'b.png']);
    const top = screen.getByRole('button', { name: 'Move c.png up' });
    expect(top).toHaveAttribute('aria-disabled', 'true');
    await act(async () => void fireEvent.click(top));
    expect(seen).toHaveLength(2);
  });

  it('moves a file dragged onto another to its place, and names the buttons in the page language', async () => {
    const seen: string[][] = [];
    const { container } = render(<Field i18n={de} seen={seen} />);
    const items = container.querySelectorAll('.file-list li');
    await act(async () => void fireEvent.dragStart(items[0]!, { dataTransfer: { effectAllowed: '' } }));
    await act(async () => void fireEvent.drop(items[2]!, { dataTransfer: { files: [] } }));
    expect(seen).toEqual([['b.png', 'c.png', 'a.png']]);
    expect(screen.getByRole('button', { name: 'b.png nach oben verschieben' })).toBeInTheDocument();
  });
});
