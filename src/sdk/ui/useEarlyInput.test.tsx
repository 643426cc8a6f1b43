// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { TextField } from './TextField.tsx';
import { NumberField } from './NumberField.tsx';
import { DateField } from './DateField.tsx';
import { TextInput } from './TextInput.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A field kept in state, as the host keeps its fields; the state is shown beside it. */
function Held({ field, initial = '' }: { field: (value: string, onChange: (v: string) => void) => React.ReactNode; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {field(value, setValue)}
      <output>{value}</output>
    </>
  );
}

/** Serves the field as the prerendered page does, lets the visitor type before the script runs, then hydrates. */
async function typedBeforeHydration(app: React.ReactElement, typed: string | null): Promise<string> {
  const root = document.createElement('div');
  root.innerHTML = renderToString(app);
  document.body.replaceChildren(root);
  const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!;
  if (typed !== null) field.value = typed;
  await act(async () => {
    hydrateRoot(root, app);
  });
  return root.querySelector('output')!.textContent!;
}

describe('text typed before the page is hydrated', () => {
  it('reaches the state of every kind of text field, as if typed after', async () => {
    expect(await typedBeforeHydration(<Held field={(v, c) => <TextField label="Name" value={v} onChange={c} />} />, 'Ada')).toBe('Ada');
    expect(await typedBeforeHydration(<Held field={(v, c) => <TextField label="Notes" multiline value={v} onChange={c} />} />, 'two\nlines')).toBe('two\nlines');
    expect(await typedBeforeHydration(<Held initial="10" field={(v, c) => <NumberField label="Amount" value={v} onChange={c} />} />, '12,5')).toBe('12,5');
    expect(await typedBeforeHydration(<Held field={(v, c) => <TextInput id="text" value={v} onChange={c} />} />, '{"a":1}')).toBe('{"a":1}');
  });

  it('leaves a date input alone: the browser rewrites its value (an unreadable date reads as ""), which is no sign of a visitor', async () => {
    expect(await typedBeforeHydration(<Held initial="2026-13-45" field={(v, c) => <DateField kind="date" label="Day" value={v} onChange={c} />} />, '')).toBe('2026-13-45');
  });

  it('leaves a field the visitor did not touch as served', async () => {
    expect(await typedBeforeHydration(<Held initial="10" field={(v, c) => <NumberField label="Amount" value={v} onChange={c} />} />, null)).toBe('10');
    expect(await typedBeforeHydration(<Held initial="x" field={(v, c) => <TextInput id="text" value={v} onChange={c} />} />, null)).toBe('x');
  });
});
