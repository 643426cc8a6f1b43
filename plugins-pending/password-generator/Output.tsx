import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton, useFormat, useInBrowser, type ToolOutputProps } from '@sdk/ui';
import { classOf } from './charsets.ts';
import { STRENGTH_THRESHOLDS } from './entropy.ts';
import type { Options } from './manifest.ts';
import type { PasswordResult } from './run.ts';
import './styles.css';

/** The meter's scale ends at 128 bits: beyond that every password is very strong alike. */
const METER_MAX = 128;

/**
 * The password in large monospaced type (digits and symbols tinted, as in password managers), Generate
 * again and Copy, and its strength in words, on a meter, and as bits of entropy. A password is never in
 * the prerendered HTML: it is generated and drawn in the browser only.
 */
export default function Output({ toolId, result, rerun }: ToolOutputProps<PasswordResult, Options>) {
  const { t } = useTranslation(toolId);
  const { number } = useFormat();
  const inBrowser = useInBrowser();
  const strengthId = useId();
  const { password, bits, poolSize, strength } = result;

  return (
    <div className="password-generator">
      <div className="io-header">
        <strong>{t('outputLabel')}</strong>
        {inBrowser && <span className="io-meta">{t('length', { length: number(password.length) })}</span>}
      </div>
      <p className="password-generator-value" translate="no">
        {inBrowser
          ? [...password].map((ch, i) => {
              const kind = classOf(ch);
              return kind === 'numbers' || kind === 'symbols' ? (
                <span key={i} className={`password-generator-${kind}`}>
                  {ch}
                </span>
              ) : (
                ch
              );
            })
          : t('generating')}
      </p>
      <div className="io-actions">
        <button type="button" className="btn btn-primary" onClick={rerun} disabled={!inBrowser}>
          {t('common:actions.regenerate')}
        </button>
        <CopyButton text={password} disabled={!inBrowser} />
      </div>
      <div className="password-generator-strength">
        <span id={strengthId}>{t('strengthLabel')}</span>
        <meter
          aria-labelledby={strengthId}
          aria-valuetext={t(`strengths.${strength}`)}
          min={0}
          max={METER_MAX}
          low={STRENGTH_THRESHOLDS.medium}
          high={STRENGTH_THRESHOLDS.strong}
          optimum={METER_MAX}
          value={Math.min(bits, METER_MAX)}
        />
        <strong>{t(`strengths.${strength}`)}</strong>
      </div>
      <p className="io-meta">
        {/* Rounded down to a tenth: the strength is never overstated. */}
        {t('entropy', { bits: number(Math.floor(bits * 10) / 10, 1), pool: number(poolSize) })}
      </p>
      <p className="field-description">
        {t('scale', {
          medium: number(STRENGTH_THRESHOLDS.medium),
          strong: number(STRENGTH_THRESHOLDS.strong),
          veryStrong: number(STRENGTH_THRESHOLDS.veryStrong),
        })}
      </p>
    </div>
  );
}
