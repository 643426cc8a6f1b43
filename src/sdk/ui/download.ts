import type { DownloadFormat } from '../core/tool.ts';

export const MIME: Record<DownloadFormat, string> = {
  txt: 'text/plain;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
  pdf: 'application/pdf',
};

/** Saves content as a file through a temporary object URL (nothing leaves the browser). */
export function downloadFile(filename: string, content: string | Blob, mime = 'application/octet-stream'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: mime }) : content;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
