// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs, revealLeft } from './Tabs.tsx';
import { NumberField } from './NumberField.tsx';
import { Swatch } from './Swatch.tsx';
import { Segmented } from './Segmented.tsx';
import { formattersFor } from './useFormat.ts';

function Demo() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs id="demo" label="Modes" tabs={[{ key: 'a', label: 'First' }, { key: 'b', label: 'Second' }, { key: 'c', label: 'Third' }]} selected={tab} onSelect={setTab}>
      <p>content {tab}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects with the mouse and moves with arrow keys, Home and End, focus following', () => {
    render(<Demo />);
    expect(screen.getByRole('tablist', { name: 'Modes' })).toBeTruthy();
    const first = screen.getByRole('tab', { name: 'First' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('content a');
    fireEvent.click(screen.getByRole('tab', { name: 'Third' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('content c');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Third' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'First' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tabpanel', { name: 'Third' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('content b');
    // Only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });
});

describe('NumberField', () => {
  it('is labelled, keeps the text as typed and links its error message', () => {
    function Field() {
      const [v, setV] = useState('');
      return <NumberField label="Amount" unit="%" value={v} onChange={setV} error={v === 'x' ? 'Please enter a valid number.' : undefined} />;
    }
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(input.inputMode).toBe('decimal');
    fireEvent.change(input, { target: { value: '1,' } });
    expect(input.value).toBe('1,');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'Please enter a valid number.' })).toBe(input);
  });
});

describe('Swatch', () => {
  it('draws the colour as an SVG fill, never an inline style, and is named only when labelled', () => {
    const { container } = render(
      <>
        <Swatch color="#ff0000" />
        <Swatch color="#00ff00" label="Green" />
      </>,
    );
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('rect')!.getAttribute('fill')).toBe('#ff0000');
    expect(screen.getByRole('img', { name: 'Green' })).toBeTruthy();
  });
});

describe('formattersFor', () => {
  it('formats in the language and never shows NaN or Infinity', () => {
    expect(formattersFor('de').number(1234.5)).toBe('1.234,5');
    expect(formattersFor('en').number(1234.567)).toBe('1,234.57');
    expect(formattersFor('fr').number(1234.5)).toBe('1\u202f234,5');
    expect(formattersFor('en').number(NaN)).toBe('–');
    expect(formattersFor('en').number(Infinity)).toBe('–');
    expect(formattersFor('es').date(Date.UTC(2024, 1, 29), { dateStyle: 'long', timeZone: 'UTC' })).toBe('29 de febrero de 2024');
  });
});

describe('Segmented', () => {
  it('is a named radio group whose buttons change the value', () => {
    function Demo() {
      const [v, setV] = useState<'metric' | 'imperial'>('metric');
      return <Segmented name="units" legend="Units" choices={[{ value: 'metric', label: 'Metric' }, { value: 'imperial', label: 'Imperial' }]} value={v} onChange={setV} description="How you measure" />;
    }
    render(<Demo />);
    const group = screen.getByRole('group', { name: 'Units', description: 'How you measure' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Metric' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Imperial' }));
    expect((screen.getByRole('radio', { name: 'Imperial' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Imperial' }).closest('label')!.className).toBe('selected');
  });
});

describe('NumberField with a step', () => {
  function Stepped({ start }: { start: string }) {
    const [value, setValue] = useState(start);
    return <NumberField label="Price" value={value} onChange={setValue} step={0.1} min={0} max={1} />;
  }
  it('moves by the step with ↑ and ↓, without floating-point noise, within its bounds', () => {
    render(<Stepped start="0.2" />);
    const box = screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.value).toBe('0.3');
    for (let i = 0; i < 12; i++) fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.value).toBe('1');
    for (let i = 0; i < 12; i++) fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.value).toBe('0');
  });
  it('leaves text that is not a number alone', () => {
    render(<Stepped start="abc" />);
    const box = screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.value).toBe('abc');
  });
});

describe('Tabs on a row that scrolls: revealLeft', () => {
  // A row 300 px wide scrolled to 100, keeping 48 px beside the selected tab for a faded side.
  it('moves the row as little as it can to show the whole tab, with room for the fade', () => {
    expect(revealLeft(100, 300, 200, 280, 48)).toBe(100); // already in view
    expect(revealLeft(100, 300, 120, 200, 48)).toBe(72); // cut at the start
    expect(revealLeft(100, 300, 350, 450, 48)).toBe(198); // cut at the end
    expect(revealLeft(100, 300, 20, 80, 48)).toBe(0); // the first tab: the row's start
  });
});
