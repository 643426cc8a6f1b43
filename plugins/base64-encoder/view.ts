/**
 * The Base64 (or decoded) text. For a file, the summary beside the result's label says which file was
 * encoded and its size ("photo.png (12.3 kB) as Base64") instead of the character count. A Basic auth
 * header: the whole line (what Copy copies), and its value alone for tools that ask for just that; read
 * back: the username and the password, each with its own Copy.
 */
import { byteSize, msg, type ResultView } from '@sdk/core';
import type { BasicAuthCredentials, BasicAuthHeader, EncodedFile } from './run.ts';

export function view(result: string | EncodedFile | BasicAuthHeader | BasicAuthCredentials): ResultView {
  if (typeof result === 'string') return { blocks: [{ kind: 'text', text: result }] };
  if ('header' in result) {
    return {
      blocks: [
        { kind: 'text', text: result.header, label: msg('basic.header'), mono: true, noTranslate: true },
        { kind: 'values', layout: 'rows', items: [{ label: msg('basic.value'), value: `Basic ${result.token}`, mono: true, copy: true }] },
      ],
    };
  }
  if ('username' in result) {
    return {
      blocks: [
        {
          kind: 'values',
          layout: 'rows',
          announce: true,
          items: [
            { label: msg('fields.username.label'), value: result.username, mono: true, copy: true },
            { label: msg('fields.password.label'), value: result.password, mono: true, copy: true },
          ],
        },
      ],
    };
  }
  return { blocks: [{ kind: 'text', text: result.base64, summary: msg('fileSummary', { name: result.name, size: byteSize(result.size) }) }] };
}
