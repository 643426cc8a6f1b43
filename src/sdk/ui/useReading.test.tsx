// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { FileField } from './FileField.tsx';
import { TextAreaField } from './TextAreaField.tsx';

/** A file whose bytes arrive when the test says so, as a large file's would. */
function slowFile(name: string, text: string) {
  const file = new File([text], name, { type: 'text/plain' });
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const bytes = file.arrayBuffer.bind(file);
  Object.defineProperty(file, 'arrayBuffer', { value: () => arrived.then(bytes) });
  // The text box looks at the file's beginning first: a slice of it arrives with the rest.
  const slice = file.slice.bind(file);
  Object.defineProperty(file, 'slice', { value: (...args: Parameters<Blob['slice']>) => Object.assign(slice(...args), { arrayBuffer: () => arrived.then(() => slice(...args).arrayBuffer()) }) });
  return { file, arrive };
}

const busy = (el: Element) => el.getAttribute('aria-busy') === 'true';

describe('a field reading a file says it is busy until the file is taken', () => {
  it('file field', async () => {
    const taken: unknown[] = [];
    const { container } = render(<FileField label="File" read="bytes" value={null} onChange={(v) => taken.push(v)} />);
    const field = container.querySelector('.file-field')!;
    expect(busy(field)).toBe(false);
    const { file, arrive } = slowFile('a.txt', 'abc');
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } });
    expect(busy(field)).toBe(true);
    await act(async () => arrive());
    expect(taken).toHaveLength(1);
    expect(busy(field)).toBe(false);
  });

  it("text box's Open file", async () => {
    const texts: string[] = [];
    const { container } = render(<TextAreaField label="Text" value="" onChange={(v) => texts.push(v)} />);
    const field = container.querySelector('.input-field')!;
    const { file, arrive } = slowFile('a.txt', 'hello');
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } });
    expect(busy(field)).toBe(true);
    await act(async () => arrive());
    expect(texts).toEqual(['hello']);
    expect(busy(field)).toBe(false);
  });
});
