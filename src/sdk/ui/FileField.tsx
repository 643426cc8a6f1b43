/**
 * A file chosen or dropped by the visitor and read in the browser (never uploaded): as text, as
 * bytes, as an image with a data: URL to draw it, or unread for a worker to read in slices.
 * Its name and size are shown.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileFieldDecl, FileInput } from '../core/tool.ts';
import { useFormat } from './useFormat.ts';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';

interface FileFieldProps {
  label: string;
  read: FileFieldDecl['read'];
  value: FileInput | null;
  onChange: (file: FileInput | null) => void;
  accept?: string;
  hint?: string;
  error?: string;
  id?: string;
}

function dataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Reads a file the way a tool asked for it. */
export async function readFile(file: File, read: FileFieldDecl['read']): Promise<FileInput> {
  const base = { name: file.name, type: file.type, size: file.size };
  if (read === 'blob') return { ...base, blob: file };
  if (read === 'text') return { ...base, text: await file.text() };
  const bytes = new Uint8Array(await file.arrayBuffer());
  return read === 'image' ? { ...base, bytes, dataUrl: await dataUrl(file) } : { ...base, bytes };
}

/** "12.3 kB" in the page's language. */
export function useByteSize(): (bytes: number) => string {
  const fmt = useFormat();
  return (bytes) => {
    // 999,950 bytes is "1 MB", never "1,000 kB"; below a kilobyte, bytes are written out ("70 bytes").
    const [unit, size] = bytes >= 999_950 ? ['megabyte', 1e6] : bytes >= 1e3 ? ['kilobyte', 1e3] : ['byte', 1];
    return fmt.numberWith(bytes / size, { style: 'unit', unit, maximumFractionDigits: size === 1 ? 0 : 1, unitDisplay: size === 1 ? 'long' : 'short' });
  };
}

export function FileField({ label, read, value, onChange, accept, hint, error, id }: FileFieldProps) {
  const { t } = useTranslation('common');
  const autoId = `f${useId().replace(/:/g, '')}`;
  const fieldId = id ?? autoId;
  const size = useByteSize();
  const [dragging, setDragging] = useState(false);
  const [failed, setFailed] = useState(false);
  const take = async (file: File | undefined) => {
    setFailed(false);
    if (!file) return;
    try {
      onChange(await readFile(file, read));
    } catch {
      setFailed(true);
    }
  };
  const message = failed ? t('file.unreadable') : error;
  const describedBy = describedByOf(fieldId, hint, message, value ? `${fieldId}-chosen` : undefined);
  return (
    <div
      className={dragging ? 'field file-field file-field-dragging' : 'field file-field'}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        void take(e.dataTransfer.files[0]);
      }}
    >
      <label htmlFor={fieldId}>{label}</label>
      {/* The browser's own button speaks the browser's language ("Choose File" on a French page): a labelled button of the page's. */}
      <span className="file-pick">
        <input id={fieldId} className="file-input" type="file" accept={accept} aria-describedby={describedBy} aria-invalid={message ? true : undefined} onChange={(e) => void take(e.target.files?.[0])} />
        <label htmlFor={fieldId} className="btn" aria-hidden="true">
          {t('file.choose')}
        </label>
      </span>
      <p className="field-description">{t('file.dropHint')}</p>
      {value && (
        <p id={`${fieldId}-chosen`} className="io-meta">
          {t('file.chosen', { name: value.name, size: size(value.size) })}{' '}
          <button type="button" className="btn btn-link" onClick={() => onChange(null)}>
            {t('file.remove')}
          </button>
        </p>
      )}
      <FieldMessages id={fieldId} hint={hint} error={message} />
    </div>
  );
}
