import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ToolCard as Tool } from '@sdk/core/tool.ts';
import { toolPath } from '../../registry/index.ts';
import { useLang, useToolText } from '../context.ts';
import { FavouriteButton } from './FavouriteButton.tsx';

export function Badges({ badges }: { badges?: Tool['badges'] }) {
  const { t } = useTranslation('common');
  if (!badges?.length) return null;
  return (
    <span className="badges">
      {badges.map((b) => (
        <span key={b} className={`badge badge-${b}`}>
          {t(`badges.${b}`)}
        </span>
      ))}
    </span>
  );
}

export function ToolCard({ tool, headingLevel = 3 }: { tool: Tool; headingLevel?: 2 | 3 | 4 }) {
  const lang = useLang();
  const text = useToolText(tool.id);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="tool-card-wrap">
      <Link to={toolPath(lang, tool)} className="card tool-card">
        <span className="card-icon" aria-hidden="true">
          {tool.icon}
        </span>
        <span className="card-body">
          <Heading className="card-title">
            {text.name} <Badges badges={tool.badges} />
          </Heading>
          <span className="card-text">{text.description}</span>
        </span>
      </Link>
      {/* Beside the link, not in it: a button inside a link is neither one nor the other. */}
      <FavouriteButton id={tool.id} name={text.name} />
    </div>
  );
}

export function ToolGrid({ tools, headingLevel }: { tools: readonly Tool[]; headingLevel?: 2 | 3 | 4 }) {
  return (
    <ul className="card-grid">
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
