/**
 * Generate: the UUIDs as a one-column table (so that the CSV has its "UUID" header), with their count;
 * Copy and TXT give them one per line, JSON as a list. Validate: a table of each line's validity in
 * words, version, variant and canonical form, with how many are valid.
 */
import { msg, num, type Display, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { GenerateResult, UuidResult, ValidateResult, Variant } from './run.ts';

/** Characters of an entered line shown in the table; a longer line is cut with an ellipsis. */
export const MAX_INPUT_CHARS = 80;
const NONE = '—';

const VARIANT_KEYS: Record<Variant, string> = { NCS: 'ncs', 'RFC 9562': 'rfc9562', Microsoft: 'microsoft', Future: 'future' };

export function view(result: UuidResult, { options }: { input: Input; options: Options }): ResultView {
  return result.mode === 'validate' ? validation(result) : generated(result, options);
}

function generated({ uuids }: GenerateResult, options: Options): ResultView {
  const text = uuids.join('\n');
  return {
    blocks: [
      {
        kind: 'table',
        caption: msg('total', { total: num(uuids.length) }),
        columns: [{ label: msg('columns.uuid'), mono: true }],
        rows: uuids.map((uuid) => [uuid]),
      },
    ],
    copy: text,
    txt: text,
    json: uuids,
    // v5 is the same for the same name, and there is only one nil UUID.
    regenerate: options.version !== 'v5' && options.version !== 'nil',
  };
}

function versionText(version: number | undefined): Display {
  if (version === undefined) return NONE;
  if (version === 0) return msg('versions.nil');
  if (version === 15) return msg('versions.max');
  return `v${version}`;
}

function validation({ rows }: ValidateResult): ResultView {
  if (rows.length === 0) return { blocks: [{ kind: 'note', text: msg('validatePrompt') }], regenerate: false };
  const valid = rows.filter((row) => row.valid).length;
  return {
    blocks: [
      {
        kind: 'table',
        caption: msg('summary', { valid: num(valid), total: num(rows.length) }),
        columns: [
          { label: msg('columns.input'), mono: true },
          { label: msg('columns.valid') },
          { label: msg('columns.version') },
          { label: msg('columns.variant') },
          { label: msg('columns.canonical'), mono: true },
        ],
        rows: rows.map((row) => [
          row.input.length > MAX_INPUT_CHARS ? `${row.input.slice(0, MAX_INPUT_CHARS)}…` : row.input,
          msg(row.valid ? 'valid' : 'invalid'),
          versionText(row.version),
          row.variant ? msg(`variants.${VARIANT_KEYS[row.variant]}`) : NONE,
          row.canonical ?? NONE,
        ]),
      },
    ],
    json: rows,
    regenerate: false,
  };
}
