// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { keepFocus, useCombobox } from './combobox.ts';
import { comboboxKeys } from './comboboxKeys.ts';

const CITIES = ['Tokyo', 'Fakaofo', 'Tokmok', 'Vostok'];

interface HarnessProps {
  onChoose: (city: string) => void;
  /** Not loaded yet: the key handler arrives later (the header search loads it on first use). */
  later?: boolean;
  inline?: boolean;
  chosen?: string;
  onLeave?: () => void;
}

/** A combobox over a few city names, matched by substring, the way the site's comboboxes use the hook. */
function Harness({ onChoose, inline, chosen, onLeave, later }: HarnessProps) {
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState(!later);
  const items = CITIES.filter((c) => c.toLowerCase().includes(query.trim().toLowerCase()));
  const combo = useCombobox({
    id: 'city',
    items,
    query,
    inline,
    keys: loaded ? comboboxKeys : undefined,
    available: loaded,
    chosen: chosen && !query ? items.indexOf(chosen) : -1,
    onText: setQuery,
    onChoose,
    onClear: () => {
      if (!query) return false;
      setQuery('');
      return true;
    },
    onLeave,
  });
  return (
    <>
      <input aria-label="City" {...combo.inputProps} value={query} />
      <button type="button" onClick={() => setLoaded(true)}>
        load
      </button>
      {combo.expanded && (
        <ul {...combo.listProps} aria-label="Cities" onMouseDown={keepFocus}>
          {items.map((city, i) => (
            <li key={city} {...combo.optionProps(i)}>
              {city}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

afterEach(cleanup);

function setup(props: Partial<HarnessProps> = {}) {
  const onChoose = vi.fn();
  render(<Harness onChoose={onChoose} {...props} />);
  const box = screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
  const key = (k: string, init: object = {}) => fireEvent.keyDown(box, { key: k, ...init });
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  /** The active option's text, or null. */
  const active = () => {
    const id = box.getAttribute('aria-activedescendant');
    const selected = screen.queryAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected.map((o) => o.id)).toEqual(id ? [id] : []);
    return id ? document.getElementById(id)!.textContent : null;
  };
  /** The option marked ↵ (what Enter takes), or null. */
  const enter = () => {
    const marked = screen.queryAllByRole('option').filter((o) => o.hasAttribute('data-enter'));
    expect(marked.length).toBeLessThanOrEqual(1);
    return marked[0]?.textContent ?? null;
  };
  return { box, key, type, active, enter, onChoose };
}

describe('the site combobox', () => {
  it('typing opens the list with no option active, the first marked as what Enter takes', () => {
    const { box, type, active, enter } = setup();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    type('tok');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tokyo', 'Tokmok', 'Vostok']);
    expect(active()).toBeNull();
    expect(enter()).toBe('Tokyo');
  });

  it('"tok", ↓, Enter takes the first match: the one the list shows active', () => {
    const { type, key, active, enter, onChoose, box } = setup();
    type('tok');
    key('ArrowDown');
    expect(active()).toBe('Tokyo');
    expect(enter()).toBe('Tokyo');
    key('Enter');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Tokyo');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('"tok", Enter takes the first match too', () => {
    const { type, key, onChoose } = setup();
    type('tok');
    key('Enter');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Tokyo');
  });

  it('↓ and ↑ move and wrap; ↑ first goes to the last; the ↵ mark follows the active option', () => {
    const { type, key, active, enter, onChoose } = setup();
    type('tok');
    key('ArrowUp');
    expect(active()).toBe('Vostok');
    key('ArrowDown');
    expect(active()).toBe('Tokyo');
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe('Vostok');
    expect(enter()).toBe('Vostok');
    key('ArrowUp');
    expect(active()).toBe('Tokmok');
    key('Enter');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Tokmok');
  });

  it('typing again leaves the list: no option active, the first match marked', () => {
    const { type, key, active, enter } = setup();
    type('to');
    key('ArrowDown');
    key('ArrowDown');
    type('tok');
    expect(active()).toBeNull();
    expect(enter()).toBe('Tokyo');
  });

  it('Home, End, ← and → go back to the text (the caret moves, as in any field): no option active', () => {
    const { type, key, active, enter } = setup();
    type('tok');
    for (const k of ['Home', 'End', 'ArrowLeft', 'ArrowRight']) {
      key('ArrowDown');
      key('ArrowDown');
      expect(active()).toBe('Tokmok');
      const event = fireEvent.keyDown(screen.getByRole('combobox'), { key: k });
      expect(event).toBe(true); // not prevented: the field moves its caret
      expect(active()).toBeNull();
      expect(enter()).toBe('Tokyo');
    }
  });

  it('PageDown and PageUp move ten options without wrapping', () => {
    const { type, key, active } = setup();
    type('o');
    key('PageDown');
    expect(active()).toBe('Vostok');
    key('PageUp');
    expect(active()).toBe('Tokyo');
  });

  it('Escape closes the list, then clears the text; it never chooses', () => {
    const { box, type, key, onChoose } = setup();
    type('tok');
    key('ArrowDown');
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('tok');
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false);
    expect(box.value).toBe('');
    // Nothing left to close or clear: Escape is left to the page.
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(true);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('↓ on a closed list opens it on the first option, Alt+↓ with none active; Enter on a closed list does nothing', () => {
    const { box, type, key, active, onChoose } = setup();
    type('tok');
    key('Escape');
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
    expect(onChoose).not.toHaveBeenCalled();
    key('ArrowDown');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe('Tokyo');
    key('Escape');
    key('ArrowDown', { altKey: true });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBeNull();
  });

  it('opens on the chosen value (↓, ↑ or a click), and with nothing typed Enter takes only an active option', () => {
    const { box, key, active, enter, onChoose } = setup({ chosen: 'Tokmok' });
    key('ArrowUp');
    expect(active()).toBe('Tokmok');
    key('Escape');
    fireEvent.click(box);
    expect(active()).toBe('Tokmok');
    key('Escape');
    key('ArrowDown', { altKey: true });
    expect(active()).toBeNull();
    expect(enter()).toBeNull();
    key('Enter');
    expect(onChoose).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Tab and leaving the field close the list and choose nothing', () => {
    const onLeave = vi.fn();
    const { box, type, key, onChoose } = setup({ onLeave });
    type('tok');
    key('ArrowDown');
    expect(fireEvent.keyDown(box, { key: 'Tab' })).toBe(true);
    fireEvent.blur(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(onLeave).toHaveBeenCalledOnce();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('a click takes an option; pressing the list keeps the focus in the field', () => {
    const { type, onChoose } = setup();
    type('tok');
    expect(fireEvent.mouseDown(screen.getByRole('listbox'))).toBe(false);
    expect(fireEvent.mouseDown(screen.getAllByRole('option')[2]!)).toBe(false);
    // The pointer over an option does not make it active.
    fireEvent.mouseMove(screen.getAllByRole('option')[2]!);
    expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.click(screen.getAllByRole('option')[2]!);
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Vostok');
  });

  it('keys pressed while an input method composes are left to it', () => {
    const { type, onChoose, box } = setup();
    type('tok');
    expect(fireEvent.keyDown(box, { key: 'Enter', isComposing: true })).toBe(true);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('inline (a palette): always shown, Escape left to the dialog, Enter with nothing typed takes only an active option', () => {
    const { box, key, active, enter, onChoose, type } = setup({ inline: true });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(enter()).toBeNull();
    key('Enter');
    expect(onChoose).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(true);
    fireEvent.blur(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    type('vost');
    expect(active()).toBeNull();
    expect(enter()).toBe('Vostok');
    key('Enter');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Vostok');
  });

  it('scrolls the active option into view', () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      const { type, key } = setup();
      type('tok');
      key('ArrowUp');
      expect(scrolled).toEqual(['Vostok']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('an Enter pressed before the keys have loaded takes the marked option once they have; typing again or leaving forgets it', () => {
    const { box, type, key, onChoose } = setup({ later: true });
    type('tok');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    key('Enter');
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Tokyo');
    cleanup();

    const second = setup({ later: true });
    second.type('tok');
    second.key('Enter');
    second.type('vost');
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(second.box.getAttribute('aria-expanded')).toBe('true');
    expect(second.onChoose).not.toHaveBeenCalled();
    cleanup();

    const third = setup({ later: true });
    third.type('tok');
    third.key('Enter');
    fireEvent.blur(third.box);
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    fireEvent.click(third.box);
    expect(third.box.getAttribute('aria-expanded')).toBe('true');
    expect(third.onChoose).not.toHaveBeenCalled();
  });
});
