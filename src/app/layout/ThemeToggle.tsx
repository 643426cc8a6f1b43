import { useTranslation } from 'react-i18next';
import { nextThemeChoice, useDeviceDark, useTheme } from '../theme.ts';

const ICONS = { system: '◐', light: '☀', dark: '☾' } as const;

/** One button in the header cycling the device's theme, dark and light; the icon shows the current one, the name says what a press does. */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { choice, choose } = useTheme();
  const next = nextThemeChoice(choice, useDeviceDark());
  const label = t(`theme.switchTo.${next}`);
  return (
    <button type="button" className="icon-btn theme-toggle" title={label} onClick={() => choose(next)}>
      <span aria-hidden="true">{ICONS[choice]}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
