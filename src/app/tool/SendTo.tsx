import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentKind } from '@sdk/core/tool.ts';
import { toolPath } from '../../registry/index.ts';
import { loadSearchTexts, type SearchTexts } from '../../registry/catalog.ts';
import { useLang } from '../context.ts';
import { receivers, sendTo } from './sendTo.ts';

/** The choice that opens the recipe page with the result as its input. */
const RECIPE = '#recipe';

/** A list of the tools that take this result; choosing one opens it with the result in its first field. */
export function SendTo({ fromId, kind, text, disabled }: { fromId: string; kind: ContentKind; text: () => string; disabled?: boolean }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const navigate = useNavigate();
  const id = useId();
  const [names, setNames] = useState<SearchTexts | null>(null);
  useEffect(() => {
    let current = true;
    void loadSearchTexts(lang).then((texts) => current && setNames(texts));
    return () => {
      current = false;
    };
  }, [lang]);
  const tools = receivers(kind, fromId);
  if (tools.length === 0) return null;
  return (
    <span className="send-to">
      <label htmlFor={id}>{t('sendTo.label')}</label>
      <select
        id={id}
        value=""
        disabled={disabled || !names}
        onChange={(e) => {
          if (e.target.value === RECIPE) {
            sendTo('recipe', kind, text());
            void navigate(`/${lang}/recipe`, { state: { sent: true } });
            return;
          }
          const tool = tools.find((x) => x.id === e.target.value);
          if (!tool) return;
          sendTo(tool.id, kind, text());
          void navigate(toolPath(lang, tool));
        }}
      >
        <option value="">{t('sendTo.choose')}</option>
        {tools.map((tool) => (
          <option key={tool.id} value={tool.id}>
            {names?.[tool.id]?.name ?? tool.id}
          </option>
        ))}
        <option value={RECIPE}>{t('sendTo.addStep')}</option>
      </select>
    </span>
  );
}
