/**
 * Checks the name and record type the visitor asks about and writes the question every resolver
 * will be asked; the server checks the name again (IDNA, internal names, private addresses).
 */
import { parseHost, toolError, type ToolError } from '@sdk/core';
import { RECORD_TYPES, type Input, type RecordType } from './manifest.ts';

export interface PropagationQuestion {
  name: string;
  type: RecordType;
}

/** One resolver's answer: its records with their TTLs, or no answer in time. */
export type ResolverAnswer =
  | { label: string; address: string; outcome: 'answer'; rcode: string; ms: number; records: { name: string; type: string; ttl: number; value: string }[]; hidden: number }
  | { label: string; address: string; outcome: 'timeout'; limitMs: number };

/** The server's answer (plugins/dns-propagation/server.ts), resolvers in the operator's order. */
export interface PropagationResult {
  name: string;
  type: string;
  resolvers: ResolverAnswer[];
}

/** The longest label (RFC 1035). */
const MAX_LABEL = 63;

export function run(input: Input): PropagationQuestion | ToolError {
  const text = input.name.trim();
  if (text === '') return toolError('enterName', { field: 'name' });
  if (!(RECORD_TYPES as readonly string[]).includes(input.type)) return toolError('invalidName', { field: 'type' });
  if (text.replace(/\.$/, '').split('.').some((label) => label.length > MAX_LABEL)) return toolError('labelTooLong', { field: 'name', limit: MAX_LABEL });
  const host = parseHost(text);
  if (!host) return toolError('invalidName', { field: 'name' });
  if (host.kind === 'ip') return toolError('addressNotName', { field: 'name' });
  return { name: host.name, type: input.type as RecordType };
}
