/**
 * A file chosen or dropped by the visitor and read in the browser (never uploaded): as text, as
 * bytes, as an image with a data: URL to draw it, or unread for a worker to read in slices.
 * Its name and size are shown.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileFieldDecl, FileInput } from '../core/tool.ts';
import { fileInput } from '../core/files.ts';
import { byteSizeText } from './displayText.ts';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';
import { useReading } from './useReading.ts';

interface FileFieldProps {
  label: string;
  read: FileFieldDecl['read'];
  /** Several files at once: the value is then a list. */
  multiple?: boolean;
  value: FileInput | readonly FileInput[] | null;
  onChange: (file: FileInput | readonly FileInput[] | null) => void;
  accept?: string;
  /** The largest file taken, in bytes: a bigger one is refused before it is read. */
  maxBytes?: number;
  hint?: string;
  error?: string;
  id?: string;
}

/** Reads a file the way a tool asked for it (a Blob is handed on unread, for a worker to read in slices). */
export async function readFile(file: File, read: FileFieldDecl['read']): Promise<FileInput> {
  if (read === 'blob') return { name: file.name, type: file.type, size: file.size, blob: file };
  return fileInput(file.name, file.type, new Uint8Array(await file.arrayBuffer()), read);
}

/** "12.3 kB" in the page's language. */
export function useByteSize(): (bytes: number) => string {
  const { i18n } = useTranslation();
  return (bytes) => byteSizeText(bytes, i18n.language);
}

export function FileField({ label, read, multiple = false, value, onChange, accept, maxBytes, hint, error, id }: FileFieldProps) {
  const { t } = useTranslation('common');
  const autoId = `f${useId().replace(/:/g, '')}`;
  const fieldId = id ?? autoId;
  const size = useByteSize();
  const [dragging, setDragging] = useState(false);
  const [failed, setFailed] = useState(false);
  const [tooLarge, setTooLarge] = useState<File>();
  const [reading, track] = useReading();
  // Several files: their order is the tool's order (pages of a PDF, frames of a GIF), moved by buttons or by dragging.
  const [dragged, setDragged] = useState<number | null>(null);
  const [moved, setMoved] = useState('');
  const take = async (chosen: FileList | null | undefined) => {
    setFailed(false);
    setTooLarge(undefined);
    const files = [...(chosen ?? [])];
    if (files.length === 0) return;
    // Refused before it is read: reading a file too big for the tool could exhaust the tab's memory.
    const over = maxBytes === undefined ? undefined : files.find((file) => file.size > maxBytes);
    if (over) return setTooLarge(over);
    try {
      if (multiple) onChange(await track(() => Promise.all(files.map((file) => readFile(file, read)))));
      else onChange(await track(() => readFile(files[0]!, read)));
    } catch {
      setFailed(true);
    }
  };
  const list = value === null ? [] : Array.isArray(value) ? (value as readonly FileInput[]) : [value as FileInput];
  const move = (from: number, to: number, button?: 'up' | 'down') => {
    if (to < 0 || to >= list.length || from === to) return;
    const next = [...list];
    const [file] = next.splice(from, 1);
    next.splice(to, 0, file!);
    onChange(next);
    setMoved(t('file.moved', { name: file!.name, position: to + 1, count: list.length }));
    // The focus follows the file to its new place.
    if (button) requestAnimationFrame(() => document.getElementById(`${fieldId}-${button}-${to}`)?.focus());
  };
  const total = list.reduce((sum, file) => sum + file.size, 0);
  const message = tooLarge ? t('file.tooLarge', { name: tooLarge.name, size: size(tooLarge.size), max: size(maxBytes!) }) : failed ? t('file.unreadable') : error;
  const describedBy = describedByOf(fieldId, hint, message, list.length ? `${fieldId}-chosen` : undefined);
  return (
    <div
      className={dragging ? 'field file-field file-field-dragging' : 'field file-field'}
      aria-busy={reading || undefined}
      onDragOver={(e) => {
        e.preventDefault();
        if (dragged === null) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (dragged === null) void take(e.dataTransfer.files);
        setDragged(null);
      }}
    >
      <label htmlFor={fieldId}>{label}</label>
      {/* The browser's own button speaks the browser's language ("Choose File" on a French page): a labelled button of the page's. */}
      <span className="file-pick">
        <input
          id={fieldId}
          className="file-input"
          type="file"
          accept={accept}
          multiple={multiple}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          onChange={(e) => {
            void take(e.target.files);
            // The same file chosen again (after Remove) is a change too.
            e.target.value = '';
          }}
        />
        <label htmlFor={fieldId} className="btn" aria-hidden="true">
          {t(multiple ? 'file.chooseMany' : 'file.choose')}
        </label>
      </span>
      <p className="field-description">{t(multiple ? 'file.dropHintMany' : 'file.dropHint')}</p>
      {list.length > 0 && (
        <p id={`${fieldId}-chosen`} className="io-meta">
          {multiple ? t('file.chosenMany', { count: list.length, size: size(total) }) : t('file.chosen', { name: list[0]!.name, size: size(total) })}{' '}
          <button type="button" className="btn btn-link" onClick={() => onChange(null)}>
            {t('file.remove')}
          </button>
        </p>
      )}
      {multiple && list.length > 1 && (
        <ol className="io-meta file-list">
          {list.map((file, i) => (
            <li
              key={i}
              draggable
              className={dragged === i ? 'file-list-dragged' : undefined}
              onDragStart={(e) => {
                setDragged(i);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDragged(null)}
              onDrop={(e) => {
                if (dragged === null) return;
                e.preventDefault();
                e.stopPropagation();
                move(dragged, i);
                setDragged(null);
              }}
            >
              <span>{t('file.chosen', { name: file.name, size: size(file.size) })}</span>
              {(['up', 'down'] as const).map((button) => {
                const to = button === 'up' ? i - 1 : i + 1;
                const label = t(button === 'up' ? 'file.moveUp' : 'file.moveDown', { name: file.name });
                return (
                  <button
                    key={button}
                    id={`${fieldId}-${button}-${i}`}
                    type="button"
                    className="btn btn-small"
                    aria-label={label}
                    title={label}
                    // aria-disabled, not disabled: a button pressed until it can do no more keeps the focus.
                    aria-disabled={to < 0 || to >= list.length || undefined}
                    onClick={() => move(i, to, button)}
                  >
                    {button === 'up' ? '↑' : '↓'}
                  </button>
                );
              })}
            </li>
          ))}
        </ol>
      )}
      {multiple && (
        <p className="visually-hidden" aria-live="polite">
          {moved}
        </p>
      )}
      <FieldMessages id={fieldId} hint={hint} error={message} />
    </div>
  );
}
