/**
 * The SDK's React half, for a plugin's Panel.tsx and Output.tsx: the host's state and run hook,
 * the field and result components the host draws with, and small helpers (copy, download,
 * notices, formats). `import { … } from '@sdk/ui'`.
 */
export * from './toolHost.ts';
export * from './types.ts';
export * from './FieldControl.tsx';
export * from './Keypad.tsx';
export * from './ResultBlocks.tsx';
export * from './ChartResult.tsx';
export * from './CompareResult.tsx';
export * from './chartScale.ts';
export * from './ActionBar.tsx';
export * from './displayText.ts';
export * from './notices.ts';
export * from './clipboard.ts';
export * from './CopyButton.tsx';
export * from './download.ts';
export * from './DownloadButtons.tsx';
export * from './ErrorBanner.tsx';
export * from './BigAssetNotice.tsx';
export * from './RunStatus.tsx';
export * from './persisted.ts';
export * from './OutputText.tsx';
export * from './useInBrowser.ts';
export * from './useFormat.ts';
export * from './useEarlyInput.ts';
export * from './useReading.ts';
export * from './image.ts';
export * from './Tabs.tsx';
export * from './NumberField.tsx';
export * from './TextField.tsx';
export * from './TextAreaField.tsx';
export * from './DateField.tsx';
export * from './SelectField.tsx';
export * from './CheckboxField.tsx';
export * from './FileField.tsx';
export * from './GridField.tsx';
export * from './Swatch.tsx';
export * from './Segmented.tsx';
export * from './ColorField.tsx';
export * from './RangeField.tsx';
export * from './ExampleButtons.tsx';
export * from './ColorPairFields.tsx';
export * from './DeclaredField.tsx';
export * from './TextInput.tsx';
export * from './FieldMessages.tsx';
export * from './pdf.ts';
export * from './clock.ts';
export * from './recorder.ts';
export * from './CssBox.tsx';
export * from './PrintSize.tsx';
// The controls themselves load on first use, from PrintSize (nothing of this module is in the shared chunk).
export type * from './PrintSizeFields.tsx';
export * from './combobox.ts';
export * from './comboboxKeys.ts';
// The JSON result views (highlighting, tree) and a JSON error's input line load when first shown, from
// ResultBlocks and ErrorBanner: only their types are here, so no page carries them before it needs them.
export type * from './ErrorExcerpt.tsx';
export type * from './JsonText.tsx';
export type * from './jsonView.ts';
export type * from './jsonViewTexts.ts';
// The timeline under an audio or video file field: drawn by FieldControl where a field declares one (loaded with it).
export type * from './MediaTimeline.tsx';
// The crop box under an image file field: loaded by FieldControl when an image is chosen in a field that declares one.
export type * from './ImageCrop.tsx';
