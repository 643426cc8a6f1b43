/**
 * The colour picker: the current colour on top, five tabs (picker, palettes, accessibility, colour
 * blindness, tools), then export and history. All colour maths is in the pure modules beside this file;
 * run() gives the report of the current colour on the chosen background.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isToolError } from '@sdk/core';
import { ErrorBanner, Tabs, useToolOptions, type ToolPanelProps } from '@sdk/ui';
import { AccessibilityTab } from './AccessibilityTab.tsx';
import { fromHex, toHex6 } from './color.ts';
import { ExportSection } from './ExportSection.tsx';
import { HistorySection } from './HistorySection.tsx';
import { TABS, type Options } from './manifest.ts';
import { PalettesTab } from './PalettesTab.tsx';
import { PickerTab } from './PickerTab.tsx';
import { run } from './run.ts';
import { ToolsTab } from './ToolsTab.tsx';
import { useColor } from './useColor.ts';
import { VisionTab } from './VisionTab.tsx';
import './styles.css';

export default function Panel({ toolId, manifest, validatorFns }: ToolPanelProps) {
  const { t } = useTranslation(toolId);
  const { options: rawOptions, setOptions } = useToolOptions(manifest, validatorFns);
  const options = rawOptions as Options;
  const state = useColor(toolId);
  const { hex, backgroundHex, color } = state;
  const report = useMemo(() => run({ color: hex, background: backgroundHex }, options), [hex, backgroundHex, options]);

  if (isToolError(report)) return <ErrorBanner error={report} toolId={toolId} />;
  const name = report.name;

  return (
    <div className="tool-body color-picker">
      <section className="panel-section" aria-label={t('panelLabel')}>
        <div className="color-picker-current">
          <input
            type="color"
            className="color-picker-native color-picker-native-large"
            aria-label={t('pickColor')}
            value={toHex6(color).toLowerCase()}
            onChange={(e) => state.setColor({ ...fromHex(e.target.value)!, a: color.a })}
          />
          <div>
            <p className="color-picker-current-hex" translate="no">
              {hex}
            </p>
            <p className="field-description">
              {name.exact ? t('cssName.exact', { name: name.name }) : t('cssName.nearest', { name: name.name })}
            </p>
          </div>
        </div>
        <Tabs
          id="color-picker"
          label={t('tabs.label')}
          tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
          selected={options.tab}
          onSelect={(tab) => setOptions({ ...options, tab })}
        >
          {options.tab === 'picker' && <PickerTab toolId={toolId} state={state} />}
          {options.tab === 'palettes' && <PalettesTab toolId={toolId} state={state} harmonies={report.harmonies} />}
          {options.tab === 'accessibility' && <AccessibilityTab toolId={toolId} state={state} contrast={report.contrast} />}
          {options.tab === 'vision' && <VisionTab toolId={toolId} state={state} contrast={report.contrast} />}
          {options.tab === 'tools' && <ToolsTab toolId={toolId} state={state} />}
        </Tabs>
      </section>
      <ExportSection toolId={toolId} state={state} harmonies={report.harmonies} options={options} setOptions={setOptions} />
      <HistorySection toolId={toolId} state={state} />
    </div>
  );
}
