/**
 * A web address as a visitor types it, read once for the page's check and the server's request: http or
 * https only (an address without a scheme is taken as https://, as browsers do), a host, no spaces; the
 * credentials and the fragment are left out (never sent). Errors at the `url` field.
 */
import { toolError, type ToolError } from './toolError.ts';

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

export function readWebAddress(text: string): URL | ToolError {
  const typed = text.trim();
  const scheme = SCHEME.exec(typed)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return toolError('unsupportedScheme', { scheme, field: 'url' });
  let url: URL;
  try {
    url = new URL(scheme ? typed : `https://${typed}`);
  } catch {
    return toolError('invalidUrl', { field: 'url' });
  }
  if (!url.hostname || /\s/.test(typed)) return toolError('invalidUrl', { field: 'url' });
  url.username = '';
  url.password = '';
  url.hash = '';
  return url;
}
