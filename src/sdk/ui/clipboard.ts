/** Writes text to the clipboard; falls back to a hidden text area where the async API is unavailable. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or not a secure context: try the legacy path.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies an image (PNG blob) to the clipboard where the browser supports it. */
export async function writeClipboardImage(png: Blob): Promise<boolean> {
  try {
    await navigator.clipboard.write([new ClipboardItem({ [png.type]: png })]);
    return true;
  } catch {
    return false;
  }
}
