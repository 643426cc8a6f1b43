/**
 * QR code generator: the content type and its fields, the look of the code, and a live preview with
 * PNG/SVG downloads and Copy image. What is typed stays in this page (a Wi-Fi password is never
 * stored); the chosen type, size, level and colours are remembered in this browser.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_SCAN_CONTRAST, isToolError, type ToolError } from '@sdk/core';
import { CopyButton, useDownload, writeClipboardImage, notify, useFormat, useToolOptions, ColorPairFields, RangeField, TextField, ExampleButtons, Segmented, type ToolPanelProps } from '@sdk/ui';
import { manifest as qrManifest, LEVELS, LEVEL_RECOVERY, MAX_MARGIN, MAX_SIZE, MIN_SIZE, SIZE_STEP, type Options } from './manifest.ts';
import { INPUT_FIELDS, QR_TYPES, TYPE_FIELDS, WIFI_SECURITY, type InputField } from './payload.ts';
import { modulePath, qrSvg, rasterize, totalModules, type Drawing } from './render.ts';
import { run, type QrResult } from './run.ts';
import './styles.css';

type Fields = Record<InputField, string>;
const EMPTY_FIELDS = Object.fromEntries(INPUT_FIELDS.map((f) => [f, ''])) as Fields;

/** The field a message is about, to mark it invalid and show the message under it. */
const ERROR_FIELD: Partial<Record<string, InputField>> = {
  urlRequired: 'url',
  urlSpaces: 'url',
  textRequired: 'text',
  emailRequired: 'email',
  emailInvalid: 'email',
  phoneRequired: 'phone',
  phoneInvalid: 'phone',
  workPhoneInvalid: 'workPhone',
  ssidRequired: 'ssid',
  ssidTooLong: 'ssid',
  passwordRequired: 'password',
  wpaPasswordLength: 'password',
  wepPasswordLength: 'password',
  nameRequired: 'firstName',
};

/** Fields shown as a text area. */
const MULTILINE: ReadonlySet<InputField> = new Set(['text']);
const INPUT_TYPES: Partial<Record<InputField, 'url' | 'email' | 'tel'>> = { url: 'url', email: 'email', phone: 'tel', workPhone: 'tel' };
/** Fields that take the whole row of the grid. */
const WIDE: ReadonlySet<InputField> = new Set(['url', 'text', 'street']);
/** Longest content named in the image's accessible name. */
const ALT_CHARS = 60;

/** The PNG of the code: the exact pixels rasterize() computes, at the chosen size. */
function pngBlob(drawing: Drawing, size: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.putImageData(new ImageData(rasterize(drawing, size), size, size), 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

export default function Panel({ toolId, manifest, validatorFns }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const format = useFormat();
  const download = useDownload();
  const { options: stored, setOptions: store } = useToolOptions(manifest, validatorFns);
  const options = stored as Options;
  const setOptions = (change: Partial<Options>) => store({ ...options, ...change });
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const ids = { content: useId(), look: useId(), preview: useId() };

  const type = options.type;
  const result = useMemo(() => run(fields, options), [fields, options]);
  const shownFields = type === 'wifi' && options.wifiSecurity === 'nopass' ? TYPE_FIELDS.wifi.filter((f) => f !== 'password') : TYPE_FIELDS[type];
  const typed = shownFields.some((f) => fields[f] !== '');
  const error = isToolError(result) ? result : undefined;
  const code = isToolError(result) ? undefined : result;
  const errorField = error ? ERROR_FIELD[error.code] : undefined;

  /** A message with its numbers in the page's language. */
  const message = (e: ToolError) => {
    const params = Object.fromEntries(Object.entries(e.params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? format.number(v, 0) : v]));
    return t([`errors.${e.code}`, `common:errors.${e.code}`], params);
  };
  const setField = (field: InputField, value: string) => setFields((all) => ({ ...all, [field]: value }));

  const fieldLabel = (field: InputField): string => {
    if (field === 'text') return type === 'text' ? t('inputs.text') : t('labels.message');
    if (field === 'phone' && type === 'vcard') return t('labels.mobile');
    if (field === 'email' && type === 'vcard') return t('labels.contactEmail');
    if (field === 'url' && type === 'vcard') return t('labels.website');
    return t(`inputs.${field}`);
  };
  const fieldHint = (field: InputField): string | undefined => {
    const key = type === 'wifi' && field === 'password' && options.wifiSecurity === 'WEP' ? 'hints.wifi.wepPassword' : `hints.${type}.${field}`;
    const hint = t(key, { defaultValue: '' });
    return hint || undefined;
  };

  const drawing: Drawing | undefined = code && { rows: code.rows, margin: options.margin, foreground: options.foreground, background: options.background };
  const n = code ? totalModules({ rows: code.rows, margin: options.margin }) : 0;
  const basename = `qr-code-${type}`;

  const altValue = (): string => {
    const value =
      type === 'url' || type === 'email' || type === 'phone' || type === 'sms'
        ? fields[type === 'sms' ? 'phone' : type].trim()
        : type === 'wifi'
          ? fields.ssid
          : type === 'vcard'
            ? [fields.firstName.trim(), fields.lastName.trim()].filter(Boolean).join(' ') || fields.organization.trim()
            : '';
    return value.length > ALT_CHARS ? `${value.slice(0, ALT_CHARS)}…` : value;
  };

  /** For CopyButton: the PNG on the clipboard, or false when the browser refuses. */
  async function copyImage(): Promise<boolean> {
    const blob = drawing ? await pngBlob(drawing, options.size) : null;
    return blob ? writeClipboardImage(blob) : false;
  }

  async function downloadPng() {
    if (!drawing) return;
    const blob = await pngBlob(drawing, options.size);
    if (blob) download(`${basename}.png`, blob);
    else notify('error', t('common:errors.unexpected'));
  }

  const percent = (level: (typeof LEVELS)[number]) => format.numberWith(LEVEL_RECOVERY[level], { style: 'percent' });

  return (
    <div className="tool-body qr-code-generator">
      <div className="qr-code-generator-layout">
        <section className="panel-section qr-code-generator-content" aria-labelledby={ids.content}>
          <h2 id={ids.content}>{t('content')}</h2>
          <Segmented
            name={`${ids.content}-type`}
            legend={t('contentType')}
            choices={QR_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            value={type}
            onChange={(value) => setOptions({ type: value })}
          />

          {type === 'wifi' && (
            <Segmented
              name={`${ids.content}-security`}
              legend={t('security.title')}
              choices={WIFI_SECURITY.map((value) => ({ value, label: t(`security.${value}`) }))}
              value={options.wifiSecurity}
              onChange={(value) => setOptions({ wifiSecurity: value })}
            />
          )}

          <div className="field-grid">
            {shownFields.map((field) => (
              <TextField
                key={`${type}-${field}`}
                label={fieldLabel(field)}
                value={fields[field]}
                onChange={(value) => setField(field, value)}
                hint={fieldHint(field)}
                error={typed && errorField === field && error ? message(error) : undefined}
                multiline={MULTILINE.has(field)}
                type={INPUT_TYPES[field]}
                placeholder={t(`placeholders.${field}`, { defaultValue: '' }) || undefined}
                wide={WIDE.has(field)}
              />
            ))}
          </div>

          {type === 'wifi' && (
            <label className="check-field">
              <input type="checkbox" checked={options.wifiHidden} onChange={(e) => setOptions({ wifiHidden: e.target.checked })} />
              <span>{t('hidden')}</span>
            </label>
          )}

          <ExampleButtons
            toolId={toolId}
            examples={qrManifest.examples}
            onChoose={(ex) => {
              setFields({ ...EMPTY_FIELDS, ...ex.input });
              setOptions(ex.options);
            }}
          />
        </section>

        <section className="panel-section qr-code-generator-look" aria-labelledby={ids.look}>
          <h2 id={ids.look}>{t('appearance')}</h2>
          <div className="field-grid">
            <RangeField
              label={t('size')}
              value={options.size}
              min={MIN_SIZE}
              max={MAX_SIZE}
              step={SIZE_STEP}
              onChange={(size) => setOptions({ size })}
              valueText={t('sizeValue', { size: format.number(options.size, 0) })}
            />
            <RangeField
              label={t('margin')}
              value={options.margin}
              min={0}
              max={MAX_MARGIN}
              onChange={(margin) => setOptions({ margin })}
              valueText={format.number(options.margin, 0)}
              hint={t('marginHint')}
            />
            <div className="field">
              <label htmlFor={`${ids.look}-level`}>{t('level')}</label>
              <select
                id={`${ids.look}-level`}
                value={options.level}
                aria-describedby={`${ids.look}-level-hint`}
                onChange={(e) => setOptions({ level: e.target.value as Options['level'] })}
              >
                {LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`levels.${level}`, { percent: percent(level) })}
                  </option>
                ))}
              </select>
              <p id={`${ids.look}-level-hint`} className="field-description">
                {t('levelHint')}
              </p>
            </div>
          </div>
          <ColorPairFields
            foreground={{ label: t('foreground'), value: options.foreground }}
            background={{ label: t('background'), value: options.background }}
            onChange={(foreground, background) => setOptions({ foreground, background })}
          />
        </section>

        <section className="panel-section qr-code-generator-preview" aria-labelledby={ids.preview}>
          <h2 id={ids.preview}>{t('preview')}</h2>
          {code && drawing ? (
            <>
              <svg
                className="qr-code-generator-code"
                role="img"
                aria-label={t(`alt.${type}`, { value: altValue() })}
                width={options.size}
                height={options.size}
                viewBox={`0 0 ${n} ${n}`}
                shapeRendering="crispEdges"
              >
                <rect width={n} height={n} fill={options.background} />
                <path d={modulePath(drawing)} fill={options.foreground} />
              </svg>
              <p className="io-meta qr-code-generator-details">
                {t('details', {
                  version: format.number(code.version, 0),
                  modules: format.number(code.modules, 0),
                  bytes: format.number(code.bytes, 0),
                  level: options.level,
                  percent: percent(options.level),
                })}
              </p>
              <Warnings code={code} options={options} />
              <div className="io-actions">
                <button type="button" className="btn btn-primary" onClick={downloadPng}>
                  {t('common:actions.download', { format: 'PNG' })}
                </button>
                <button type="button" className="btn" onClick={() => download(`${basename}.svg`, qrSvg(drawing, options.size), 'image/svg+xml')}>
                  {t('common:actions.download', { format: 'SVG' })}
                </button>
                <CopyButton label={t('copyImage')} copy={copyImage} successNotice={t('imageCopied')} failureNotice={t('copyImageFailed')} />
              </div>
              <details className="qr-code-generator-encoded">
                <summary>{t('encodedText')}</summary>
                <pre translate="no">{code.payload}</pre>
                <CopyButton text={code.payload} label={t('copyText')} className="btn btn-small" />
              </details>
            </>
          ) : (
            <>
              <svg className="qr-code-generator-code qr-code-generator-placeholder" width={options.size} height={options.size} viewBox="0 0 100 100" aria-hidden="true">
                <rect x="4" y="4" width="92" height="92" rx="3" fill="none" stroke="currentColor" strokeWidth="1" strokeDasharray="4 3" />
              </svg>
              <p className="qr-code-generator-details">{t('empty')}</p>
              {typed && error && !errorField && (
                <div className="error-banner" role="alert">
                  <span aria-hidden="true">⚠</span> {message(error)}
                </div>
              )}
              {typed && error && errorField && (
                <p className="visually-hidden" role="status">
                  {message(error)}
                </p>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** Scanning problems the chosen look causes, in words (never colour alone). */
function Warnings({ code, options }: { code: QrResult; options: Options }) {
  const { t } = useTranslation('qr-code-generator');
  const format = useFormat();
  if (code.warnings.length === 0) return null;
  return (
    <ul className="qr-code-generator-warnings">
      {code.warnings.map((w) => (
        <li key={w}>
          <span aria-hidden="true">⚠</span>{' '}
          {t(`warnings.${w}`, { ratio: format.number(code.contrast, 2), min: format.number(MIN_SCAN_CONTRAST, 0), size: format.number(options.size, 0) })}
        </li>
      ))}
    </ul>
  );
}
