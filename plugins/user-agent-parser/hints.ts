/** Reads this browser's User-Agent Client Hints (in the browser only, after hydration). */
import type { Hints } from './view.ts';

interface UaData {
  brands?: { brand: string; version: string }[];
  mobile?: boolean;
  platform?: string;
  getHighEntropyValues?: (hints: string[]) => Promise<Record<string, unknown>>;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: unknown) => (Array.isArray(v) ? (v as { brand: string; version: string }[]) : undefined);

/** null when the browser offers no Client Hints (Firefox and Safari today). */
export async function readHints(): Promise<Hints | null> {
  let data: UaData | undefined;
  try {
    data = (navigator as Navigator & { userAgentData?: UaData }).userAgentData;
  } catch {
    return null;
  }
  if (!data) return null;
  let high: Record<string, unknown> = {};
  try {
    high = (await data.getHighEntropyValues?.(['architecture', 'bitness', 'model', 'platformVersion', 'fullVersionList', 'formFactors'])) ?? {};
  } catch {
    // The browser may refuse high-entropy values: the low-entropy ones are still shown.
  }
  const formFactors = Array.isArray(high.formFactors) ? (high.formFactors as unknown[]).filter((f): f is string => typeof f === 'string') : undefined;
  return {
    brands: data.brands ?? [],
    mobile: data.mobile ?? false,
    platform: data.platform ?? '',
    platformVersion: str(high.platformVersion),
    architecture: str(high.architecture),
    bitness: str(high.bitness),
    model: str(high.model),
    fullVersionList: list(high.fullVersionList),
    formFactors,
  };
}
