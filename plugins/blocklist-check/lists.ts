/**
 * What the page knows of well-known blocklists, from each list's own documentation (README "Operator
 * settings" links them): what each return code means, which codes say the question was refused
 * rather than answered, whether the list holds IPv6 addresses, and where to look an entry up or ask
 * for its removal. A list the operator adds that is not here is still asked; its codes are shown as given.
 */
export interface KnownList {
  readonly name: string;
  /** Where a visitor looks an entry up or asks for its removal. */
  readonly page: string;
  /** Return code → locale key under `codes.` (what it means). */
  readonly codes?: Readonly<Record<string, string>>;
  /** Return codes that mean the list refused the question (not a listing) → locale key under `refusals.`. */
  readonly refusals?: Readonly<Record<string, string>>;
  /** SURBL's answers are bit masks (127.0.0.8 | 16 …): bit → locale key under `codes.`. */
  readonly bits?: Readonly<Record<number, string>>;
  /** false: the list has no IPv6 entries (an IPv6 address is not asked). */
  readonly ipv6?: boolean;
}

/** Spamhaus's error codes, the same on every Spamhaus zone (127.255.255.0/24, since 2019). */
const SPAMHAUS_REFUSALS = { '127.255.255.252': 'typo', '127.255.255.254': 'publicResolver', '127.255.255.255': 'tooManyQueries' } as const;

export const KNOWN_LISTS: Readonly<Record<string, KnownList>> = {
  'zen.spamhaus.org': {
    name: 'Spamhaus ZEN',
    page: 'https://check.spamhaus.org/',
    codes: { '127.0.0.2': 'sbl', '127.0.0.3': 'css', '127.0.0.4': 'xbl', '127.0.0.9': 'drop', '127.0.0.10': 'pblIsp', '127.0.0.11': 'pblSpamhaus', '127.0.0.30': 'bcl' },
    refusals: SPAMHAUS_REFUSALS,
    ipv6: true,
  },
  'dbl.spamhaus.org': {
    name: 'Spamhaus DBL',
    page: 'https://check.spamhaus.org/',
    codes: {
      '127.0.1.2': 'dblSpam',
      '127.0.1.4': 'dblPhish',
      '127.0.1.5': 'dblMalware',
      '127.0.1.6': 'dblBotnet',
      '127.0.1.102': 'dblAbused',
      '127.0.1.103': 'dblAbusedRedirector',
      '127.0.1.104': 'dblAbusedPhish',
      '127.0.1.105': 'dblAbusedMalware',
      '127.0.1.106': 'dblAbusedBotnet',
    },
    refusals: { ...SPAMHAUS_REFUSALS, '127.0.1.255': 'addressOnDomainList' },
  },
  'bl.spamcop.net': { name: 'SpamCop', page: 'https://www.spamcop.net/bl.shtml', codes: { '127.0.0.2': 'listed' }, ipv6: false },
  'b.barracudacentral.org': { name: 'Barracuda', page: 'https://www.barracudacentral.org/lookups', codes: { '127.0.0.2': 'listed' }, ipv6: false },
  'psbl.surriel.com': { name: 'PSBL', page: 'https://psbl.org/', codes: { '127.0.0.2': 'listed' }, ipv6: false },
  'multi.surbl.org': {
    name: 'SURBL',
    page: 'https://www.surbl.org/surbl-analysis',
    // 127.0.0.1 is not a bit of the mask: SURBL's answer to a resolver it blocks (a big public one).
    refusals: { '127.0.0.1': 'blockedResolver' },
    bits: { 8: 'surblPhish', 16: 'surblMalware', 64: 'surblAbuse', 128: 'surblCracked' },
  },
};

/** What one return code of a list means: a locale key under `codes.`, or null when the list does not say. */
export function meanings(zone: string, code: string): string[] {
  const list = KNOWN_LISTS[zone];
  if (!list) return [];
  if (list.codes?.[code]) return [list.codes[code]];
  if (list.bits) {
    const last = Number(code.split('.')[3]);
    return Object.entries(list.bits)
      .filter(([bit]) => (last & Number(bit)) !== 0)
      .map(([, key]) => key);
  }
  return [];
}
