/**
 * The user agent read into rows (browser, engine, OS, device, CPU), and, for the visitor's own browser
 * only, the User-Agent Client Hints it offers. Proper names and versions are shown as the user agent
 * writes them; what it does not say is said in words, never guessed.
 */
import { msg, type Display, type ResultView, type ResultBlock } from '@sdk/core';
import { DEVICE_TYPES, type UaResult } from './run.ts';

const NOT_STATED = msg('notStated');

const both = (name: string | null, version: string | null): Display => (name === null ? NOT_STATED : version === null ? name : `${name} ${version}`);

function deviceType(result: UaResult): Display {
  const { type } = result.device;
  if (type === null) return result.client?.kind === 'cli' || result.os.name === null ? NOT_STATED : msg('deviceTypes.none');
  return (DEVICE_TYPES as readonly string[]).includes(type) ? msg(`deviceTypes.${type}`) : type;
}

export function view(result: UaResult): ResultView {
  const items: { label: Display; value: Display; main?: boolean }[] = [{ label: msg('uaLabel'), value: result.userAgent }];
  if (result.client) items.push({ label: msg(`client.${result.client.kind}`), value: both(result.client.name, result.client.version), main: true });
  items.push(
    { label: msg('rows.browser'), value: both(result.browser.name, result.browser.version), main: !result.client },
    { label: msg('rows.engine'), value: both(result.engine.name, result.engine.version) },
    { label: msg('rows.os'), value: both(result.os.name, result.os.version) },
    { label: msg('rows.deviceType'), value: deviceType(result) },
    { label: msg('rows.vendor'), value: result.device.vendor ?? NOT_STATED },
    { label: msg('rows.model'), value: result.device.model ?? NOT_STATED },
    { label: msg('rows.cpu'), value: result.cpu.architecture ?? NOT_STATED },
  );
  const blocks: ResultBlock[] = [{ kind: 'values', layout: 'rows', label: msg('parsedTitle'), items }];
  const nothing = !result.client && result.browser.name === null && result.engine.name === null && result.os.name === null && result.device.type === null && result.device.vendor === null;
  if (nothing) blocks.push({ kind: 'note', text: msg('unrecognised') });
  else if (result.client?.kind === 'bot' && result.browser.name !== null) blocks.push({ kind: 'note', text: msg('botPoses') });
  return { blocks };
}

/** What navigator.userAgentData gives (low-entropy values and the high-entropy ones asked for). */
export interface Hints {
  brands: readonly { brand: string; version: string }[];
  mobile: boolean;
  platform: string;
  platformVersion?: string;
  architecture?: string;
  bitness?: string;
  model?: string;
  fullVersionList?: readonly { brand: string; version: string }[];
  formFactors?: readonly string[];
}

/** "Not A(Brand", "Not_A Brand"…: entries browsers add on purpose so that sites do not match brands exactly. */
const GREASE = /not.?a.?brand/i;

/** Windows 11 reports platform version 13 and up; Windows 10, 1 to 10 (Microsoft's documented mapping). */
function platform(h: Hints): Display {
  if (h.platform === '') return NOT_STATED;
  if (h.platform === 'Windows' && h.platformVersion) {
    const major = Number(h.platformVersion.split('.')[0]);
    if (major >= 13) return msg('hints.windowsVersion', { name: 'Windows 11', version: h.platformVersion });
    if (major > 0) return msg('hints.windowsVersion', { name: 'Windows 10', version: h.platformVersion });
  }
  return h.platformVersion ? `${h.platform} ${h.platformVersion}` : h.platform;
}

/** The Client Hints block for the visitor's own browser, or a note that this browser offers none. */
export function hintsBlocks(hints: Hints | null): ResultBlock[] {
  if (hints === null) return [{ kind: 'note', text: msg('hints.unsupported') }];
  const list = (hints.fullVersionList?.length ? hints.fullVersionList : hints.brands).filter((b) => !GREASE.test(b.brand));
  const arch = hints.architecture ? (hints.bitness ? `${hints.architecture} (${hints.bitness}-bit)` : hints.architecture) : '';
  return [
    {
      kind: 'values',
      layout: 'rows',
      label: msg('hints.title'),
      items: [
        { label: msg('hints.brands'), value: list.length ? list.map((b) => `${b.brand} ${b.version}`).join(', ') : NOT_STATED },
        { label: msg('hints.platform'), value: platform(hints) },
        { label: msg('hints.mobile'), value: msg(hints.mobile ? 'hints.yes' : 'hints.no') },
        { label: msg('rows.cpu'), value: arch || NOT_STATED },
        { label: msg('rows.model'), value: hints.model || NOT_STATED },
        ...(hints.formFactors?.length ? [{ label: msg('hints.formFactors'), value: hints.formFactors.join(', ') }] : []),
      ],
    },
    { kind: 'note', text: msg('hints.note') },
  ];
}
