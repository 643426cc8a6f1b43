/**
 * The colour picker: the current colour on top, five tabs (picker, palettes, accessibility, colour
 * blindness, tools), then export and history. The colours are the page's fields and the tab and
 * settings its options (remembered, linkable); all colour maths is in the pure modules beside this
 * file, and run(), through the host's run hook, gives the report of the current colour on the background.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionBar, ErrorBanner, ExampleButtons, Tabs, useToolHost, useToolRun, type ToolPanelProps } from '@sdk/ui';
import { AccessibilityTab } from './AccessibilityTab.tsx';
import { fromHex, toHex6 } from './color.ts';
import { ExportSection } from './ExportSection.tsx';
import { HistorySection } from './HistorySection.tsx';
import { TABS, type Options } from './manifest.ts';
import { PalettesTab } from './PalettesTab.tsx';
import { PickerTab } from './PickerTab.tsx';
import type { ColorReport } from './run.ts';
import { ToolsTab } from './ToolsTab.tsx';
import { useColor } from './useColor.ts';
import { VisionTab } from './VisionTab.tsx';
import './styles.css';

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const host = useToolHost();
  const options = host.options as Options;
  const setOptions = (patch: Partial<Options>) => host.setOptions({ ...options, ...patch });
  const state = useColor(toolId);
  const { hex, backgroundHex, color } = state;
  // What run() reads: always a colour (a field a link left unreadable falls back to its default).
  const input = useMemo(() => ({ color: hex.slice(0, 7), opacity: color.a * 100, background: backgroundHex, mixWith: state.mixWith }), [hex, color.a, backgroundHex, state.mixWith]);
  const { result, error } = useToolRun(input, options);
  const report = result as ColorReport | undefined;

  if (error) return <ErrorBanner error={error} toolId={toolId} />;
  const name = report?.name;

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
            {name && <p className="field-description">{name.exact ? t('cssName.exact', { name: name.name }) : t('cssName.nearest', { name: name.name })}</p>}
          </div>
          <ExampleButtons
            toolId={toolId}
            examples={host.manifest.examples as readonly { name: string; input: unknown; options?: unknown }[]}
            onChoose={(example) => {
              const { color: picked, background, opacity = 100 } = example.input as { color: string; background: string; opacity?: number };
              state.setColor({ ...fromHex(picked)!, a: opacity / 100 }, true);
              state.setBackground(fromHex(background)!);
              setOptions(example.options as Partial<Options>);
            }}
          />
        </div>
        <Tabs id="color-picker" label={t('options.tab.title')} tabs={TABS.map((key) => ({ key, label: t(`options.tab.values.${key}`) }))} selected={options.tab} onSelect={(tab) => setOptions({ tab })}>
          {options.tab === 'picker' && <PickerTab toolId={toolId} state={state} />}
          {options.tab === 'palettes' && report && <PalettesTab toolId={toolId} state={state} harmonies={report.harmonies} />}
          {options.tab === 'accessibility' && report && <AccessibilityTab toolId={toolId} state={state} contrast={report.contrast} />}
          {options.tab === 'vision' && report && <VisionTab toolId={toolId} state={state} contrast={report.contrast} />}
          {options.tab === 'tools' && <ToolsTab toolId={toolId} state={state} options={options} setOptions={setOptions} />}
        </Tabs>
        {/* The colours and the tab in a link, like every tool's. */}
        <ActionBar filename={toolId} downloads={[]} link={host.link} linkCanCarryInput={host.linkCanCarryInput} />
      </section>
      {report && <ExportSection toolId={toolId} state={state} harmonies={report.harmonies} options={options} setOptions={setOptions} />}
      <HistorySection toolId={toolId} state={state} />
    </div>
  );
}
