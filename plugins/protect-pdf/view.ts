/**
 * The protected or unlocked PDF to download; what protects it (AES-256, whether an open password is needed,
 * each permission allowed or not) or what was removed; notes on what permissions can and cannot enforce.
 * JSON gives the same without the bytes.
 */
import { msg, type ResultBlock, type ResultView } from '@sdk/core';
import { PERMISSIONS, type Protection, type Result } from './run.ts';

/** qpdf's names of the methods, as people know them. */
const METHODS: Record<string, string> = { AESv3: 'AES-256', AESv2: 'AES-128', RC4: 'RC4' };
export const methodName = (method: string): string => METHODS[method] ?? method;

/** Each permission and whether the file allows it, as a table of two columns. */
const permissionTable = (caption: string, protection: Protection): ResultBlock => ({
  kind: 'table',
  caption: msg(caption),
  columns: [{ label: msg('results.permission') }, { label: msg('results.status') }],
  rows: PERMISSIONS.map((p) => [msg(`permissions.${p}`), msg(protection.permissions[p] ? 'allowed' : 'notAllowed')]),
});

export function view(result: Result): ResultView {
  const blocks: ResultBlock[] = [];
  const method = result.mode === 'protect' ? result.protection.method : result.removed.method;
  if (result.mode === 'protect') {
    blocks.push({ kind: 'file', name: result.name, type: 'application/pdf', bytes: result.bytes, label: msg('protectedWith', { method: methodName(method) }) });
    blocks.push({
      kind: 'values',
      items: [
        { label: msg('results.encryption'), value: methodName(method), main: true },
        { label: msg('results.openPassword'), value: msg(result.openPassword ? 'yes' : 'no') },
        { label: msg('results.ownerPassword'), value: msg(result.randomOwner ? 'ownerRandom' : 'ownerGiven') },
      ],
    });
    blocks.push(permissionTable('results.permissions', result.protection));
    if (!result.openPassword) blocks.push({ kind: 'note', tone: 'warning', text: msg('notes.noOpenPassword') });
    if (result.samePasswords) blocks.push({ kind: 'note', tone: 'warning', text: msg('notes.samePasswords') });
    if (result.randomOwner) blocks.push({ kind: 'note', text: msg('notes.randomOwner') });
    blocks.push({ kind: 'note', text: msg('notes.permissions') });
  } else {
    blocks.push({ kind: 'file', name: result.name, type: 'application/pdf', bytes: result.bytes, label: msg('unlocked') });
    blocks.push({
      kind: 'values',
      items: [
        { label: msg('results.removed'), value: methodName(method), main: true },
        { label: msg('results.hadOpenPassword'), value: msg(result.hadOpenPassword ? 'yes' : 'no') },
      ],
    });
    blocks.push(permissionTable('results.permissionsRemoved', result.removed));
    blocks.push({ kind: 'note', text: msg('notes.unlocked') });
  }
  const { bytes, ...json } = result;
  const summary = result.mode === 'protect' ? msg('protectedWith', { method: methodName(method) }) : msg('unlocked');
  return { blocks, json: { ...json, size: bytes.length }, copy: summary, filename: result.name.replace(/\.pdf$/i, '') };
}
