/**
 * A labelled multi-line text with its character count; megabytes are shown as a preview (TextInput).
 * A text file can be opened or dropped on it: read in the browser, never uploaded, its name and size said.
 * A file that is not text goes to the tool's file field when it has one (a binary dropped on the hash
 * generator's text is hashed as a file), else it is refused with its name.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countGraphemes } from '../core/text.ts';
import { TextInput } from './TextInput.tsx';
import { useFormat } from './useFormat.ts';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';
import { useByteSize } from './FileField.tsx';
import { useReading } from './useReading.ts';

/** How much of a file is looked at first to tell a binary file from text. */
const SNIFF_BYTES = 64 * 1024;

/** Above this length the count is of UTF-16 units: segmenting megabytes on every keystroke would lag. */
const GRAPHEME_COUNT_LIMIT = 200_000;

export function characterCount(text: string): number {
  return text.length <= GRAPHEME_COUNT_LIMIT ? countGraphemes(text) : text.length;
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  lang?: string;
  rows?: number;
  id?: string;
  /** The tool's file field, which takes a file that is not text instead. */
  fileTarget?: FileTarget;
}

/** A file field of the same tool: where a file dropped on the text goes when it is not text. */
export interface FileTarget {
  /** The file field's label, to say where the file went. */
  readonly label: string;
  readonly take: (file: File) => Promise<void>;
}

/**
 * A file's text, or null when it is not text (a NUL byte says binary) or cannot be read. `exact`: when a
 * file field can take the file instead, only text the box holds byte for byte is text (UTF-8 without a
 * byte order mark), so that the file's own bytes are what the tool works on.
 */
export async function readTextFile(file: Blob, exact = false): Promise<string | null> {
  try {
    // Its beginning tells most binaries (an image, a disk image of gigabytes) before the whole file is read.
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (head.includes(0)) return null;
    if (exact) new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    const text = new TextDecoder('utf-8', { fatal: exact, ignoreBOM: exact }).decode(await file.arrayBuffer());
    return text.includes('\u0000') || (exact && text.startsWith('\uFEFF')) ? null : text;
  } catch {
    return null;
  }
}

export function TextAreaField({ label, value, onChange, placeholder, hint, error, lang, rows, id, fileTarget }: TextAreaFieldProps) {
  const { t } = useTranslation('common');
  const autoId = `a${useId().replace(/:/g, '')}`;
  const fieldId = id ?? autoId;
  const nf = useFormat().numberFormat();
  const size = useByteSize();
  const count = useMemo(() => characterCount(value), [value]);
  const [opened, setOpened] = useState<{ name: string; size: number; failed?: boolean; movedTo?: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [reading, track] = useReading();
  const open = (file: File | undefined) =>
    file &&
    track(async () => {
      const text = await readTextFile(file, !!fileTarget);
      if (text === null && fileTarget) {
        try {
          await fileTarget.take(file);
          setOpened({ name: file.name, size: file.size, movedTo: fileTarget.label });
          return;
        } catch {
          // Unreadable as a file too: refused below, like any file that is not text.
        }
      }
      setOpened({ name: file.name, size: file.size, failed: text === null });
      if (text !== null) onChange(text);
    });
  const fileError = opened?.failed ? t('file.notText', { name: opened.name }) : undefined;
  const message = error ?? fileError;
  const note = !opened || opened.failed ? undefined : opened.movedTo !== undefined ? t('file.toFileField', { name: opened.name, field: opened.movedTo }) : t('file.opened', { name: opened.name, size: size(opened.size) });
  const describedBy = describedByOf(fieldId, hint ?? note, message);
  return (
    <div className="input-field" aria-busy={reading || undefined}>
      <div className="io-header">
        <label htmlFor={fieldId}>{label}</label>
        <span className="io-meta">
          {t('tool.characters', { count, formatted: nf.format(count) })}
        </span>
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            void open(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <TextInput id={fieldId} value={value} onChange={(v) => {
          setOpened(null);
          onChange(v);
        }} placeholder={placeholder} lang={lang} rows={rows} describedBy={describedBy} invalid={!!message} onFile={(file) => void open(file)} />
      {/* After the box, so that from the box Shift+Tab goes back to the options, as before. */}
      <p className="io-meta io-open">
        <button type="button" className="btn btn-link" onClick={() => fileInput.current?.click()}>
          {t('file.open')}
        </button>
      </p>
      <FieldMessages id={fieldId} hint={hint ?? note} error={message} />
    </div>
  );
}
