/**
 * Encrypt: the Base64 to copy (a text), or a file holding it (a file, which can be large); a reminder
 * that the password cannot be recovered, and a warning for a short one. Decrypt: the text, or the file
 * to download under its own name.
 */
import { byteSize, msg, num, utf8Bytes, type ResultBlock, type ResultView } from '@sdk/core';
import type { EncryptionResult } from './run.ts';

/** Passwords shorter than this are said to be easy to guess (offline, at any speed the attacker affords). */
export const SHORT_PASSWORD = 12;

export function view(result: EncryptionResult): ResultView {
  if (result.mode === 'decrypt') {
    if (result.content === 'text') {
      return { blocks: [{ kind: 'text', label: msg('decryptedLabel'), text: result.text }], regenerate: false, filename: 'decrypted' };
    }
    const blocks: ResultBlock[] = [{ kind: 'file', label: msg('decryptedFileLabel'), name: result.name, type: 'application/octet-stream', bytes: result.bytes, caption: byteSize(result.size) }];
    return { blocks, regenerate: false };
  }
  const blocks: ResultBlock[] = [];
  if (result.content === 'file') {
    const name = `${result.name || 'file'}.encrypted.txt`;
    blocks.push({ kind: 'file', label: msg('encryptedFileLabel', { name: result.name ?? '', size: byteSize(result.size) }), name, type: 'text/plain', bytes: utf8Bytes(result.encrypted) });
  } else {
    blocks.push({ kind: 'text', label: msg('encryptedLabel'), summary: msg('encryptedSummary', { size: byteSize(result.size) }), text: result.encrypted, mono: true, noTranslate: true });
  }
  if (result.passwordLength < SHORT_PASSWORD) blocks.push({ kind: 'note', tone: 'warning', text: msg('shortPassword', { length: num(result.passwordLength), min: num(SHORT_PASSWORD) }) });
  blocks.push({ kind: 'note', text: msg('keepPassword', { iterations: num(result.iterations) }) });
  // Copy (and the command line's output) is the Base64 for a file too: it can be pasted to decrypt.
  return { blocks, copy: result.encrypted, regenerateLabel: msg('encryptAgain'), filename: result.content === 'file' ? `${result.name || 'file'}.encrypted` : 'encrypted' };
}
