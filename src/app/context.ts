import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalog, ToolText } from '../registry/catalog.ts';
import type { Lang } from '../i18n/languages.ts';

/** The card texts (name, description) of the tools the page draws: see catalog.tsx. */
export const CatalogContext = createContext<Catalog>({});

export function useCatalog(): Catalog {
  return useContext(CatalogContext);
}

export function useToolText(id: string): ToolText {
  return useContext(CatalogContext)[id] ?? { name: id, description: '' };
}

/** The page's language: the URL prefix, as the i18n provider of the layout carries it. */
export function useLang(): Lang {
  return useTranslation().i18n.language as Lang;
}
