/**
 * "Examples:" followed by one link-style button per manifest example (labels from the plugin's locale,
 * `examples.<name>`). The generic page and bespoke panels decide what choosing one does.
 */
import { useTranslation } from 'react-i18next';

interface ExampleButtonsProps<E extends { readonly name: string }> {
  toolId: string;
  examples: readonly E[];
  onChoose: (example: E) => void;
}

export function ExampleButtons<E extends { readonly name: string }>({ toolId, examples, onChoose }: ExampleButtonsProps<E>) {
  const { t } = useTranslation([toolId, 'common']);
  if (examples.length === 0) return null;
  return (
    <div className="examples">
      <span>{t('common:tool.examples')}</span>
      {examples.map((ex) => (
        <button key={ex.name} type="button" className="btn btn-link" onClick={() => onChoose(ex)}>
          {t(`examples.${ex.name}`)}
        </button>
      ))}
    </div>
  );
}
