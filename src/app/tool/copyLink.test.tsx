// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ActionBar, MAX_LINK_LENGTH } from '@sdk/ui/ActionBar.tsx';
import { loadI18n, loadToolPageTexts, type I18n } from '../../i18n/index.ts';

/** The host's Copy link (the action bar under every result): what it copies, and what it says. */
const copied = vi.hoisted(() => [] as string[]);
vi.mock('@sdk/ui/clipboard.ts', () => ({ writeClipboard: async (text: string) => (copied.push(text), true) }));

let de: I18n;
beforeAll(async () => {
  de = await loadI18n('de');
  await loadToolPageTexts(de);
});

const PAGE = 'https://example.org/de/text-tools/case-converter?mode=upper';
/** A page's link: the input in the fragment when asked, making the link `withInput` characters long. */
const linkOf = (withInput: number) => (input: boolean) => (input ? `${PAGE}#text=${'a'.repeat(withInput - PAGE.length - 6)}` : PAGE);

function Bar({ length }: { length: number }) {
  return (
    <I18nextProvider i18n={de}>
      <ActionBar filename="x" downloads={[]} link={linkOf(length)} linkCanCarryInput />
    </I18nextProvider>
  );
}

async function copyLink(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  // The button reads "Kopiert" for a moment, then its name again.
  act(() => vi.runOnlyPendingTimers());
  return copied.at(-1);
}

describe('ActionBar: Copy link with the input', () => {
  it(`carries the input up to ${MAX_LINK_LENGTH} characters; past that it says so and gives the link without it`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { rerender } = render(<Bar length={MAX_LINK_LENGTH} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Meine Eingabe in den Link aufnehmen' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(await copyLink('Link kopieren')).toHaveLength(MAX_LINK_LENGTH);

    rerender(<Bar length={277_880} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ihre Eingabe ist für einen Link zu lang: Mit ihr wäre der Link 277.880 Zeichen lang, und viele Server und Chat-Apps schneiden Links nach 8.000 Zeichen ab.',
    );
    // The box says why it is not honoured.
    expect(screen.getByRole('checkbox', { description: /zu lang/ })).toBeChecked();
    expect(await copyLink('Link ohne meine Eingabe kopieren')).toBe(PAGE);

    rerender(<Bar length={MAX_LINK_LENGTH + 1} />);
    expect(screen.getByRole('status')).toHaveTextContent(/8\.001 Zeichen/);
    // Unticked: nothing to say.
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeInTheDocument();
    vi.useRealTimers();
  });
});
