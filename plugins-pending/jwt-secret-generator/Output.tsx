import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInBrowser, CopyButton, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Options } from './manifest.ts';
import { maskSecret } from './mask.ts';
import type { JwtSecret } from './run.ts';

const ENCODINGS = ['hex', 'base64', 'base64url'] as const;


/**
 * The secret as hex, Base64 and base64url, masked unless shown, each with a Copy button (which copies
 * the whole secret even while masked), and Show and Generate again buttons. The full secret is only in
 * the DOM while shown; a secret computed while prerendering is never drawn at all.
 */
export default function Output({ toolId, result, input, options, rerun }: ToolOutputProps<JwtSecret, Options>) {
  const { t } = useTranslation(toolId);
  const headingId = useId();
  const inBrowser = useInBrowser();
  const [show, setShow] = useState(false);
  const ownKey = input.trim() !== '';
  const visible = inBrowser && (show || options.alwaysShow);
  const fmt = useFormat();
  const numbers = fmt.numberFormat();

  const display = (value: string) => (visible ? value : maskSecret(value, inBrowser ? 4 : 0));

  return (
    <>
      <div className="io-header">
        <strong id={headingId}>{t(ownKey ? 'outputLabelOwn' : 'outputLabel')}</strong>
        <span className="io-meta">{t('size', { bits: numbers.format(result.bits), bytes: numbers.format(result.bits / 8) })}</span>
      </div>
      <table className="output-table" aria-labelledby={headingId}>
        <tbody>
          {ENCODINGS.map((encoding) => (
            <tr key={encoding}>
              <th scope="row">{t(`encodings.${encoding}`)}</th>
              <td>
                <code translate="no" className="secret-value">
                  {display(result[encoding])}
                </code>
              </td>
              <td>
                <CopyButton text={() => result[encoding]} successNotice={t('common:actions.copied')} disabled={!inBrowser} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="io-actions">
        <button type="button" className="btn" aria-pressed={visible} disabled={options.alwaysShow || !inBrowser} onClick={() => setShow((s) => !s)}>
          {t('show')}
        </button>
        <button type="button" className="btn btn-primary" onClick={rerun} disabled={ownKey}>
          {t('common:actions.regenerate')}
        </button>
      </div>
      <p className="note">
        <span aria-hidden="true">ℹ</span> {t(ownKey ? 'privacyOwn' : 'privacy')}
      </p>
    </>
  );
}
