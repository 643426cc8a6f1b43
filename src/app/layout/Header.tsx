import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, categoryPath } from '../../registry/index.ts';
import { useLang } from '../context.ts';
import { Search } from './Search.tsx';
import { Logo } from './Logo.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

/** Loaded when first opened: the home page carries none of it. */
const CommandPalette = lazy(() => import('../palette/CommandPalette.tsx'));

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** Sticky header: logo, category links (desktop), search, and independent mobile search and menu toggles. */
export function Header() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  const [paletteOpen, setPaletteOpen] = useState(false);
  useEffect(() => {
    // Ctrl+K or Cmd+K anywhere, "/" outside a text field: the command palette.
    const onKey = (e: KeyboardEvent) => {
      const shortcut = e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
      if (!shortcut && !slash) return;
      e.preventDefault();
      setPaletteOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <header className="site-header">
      <div className="header-bar">
        <Link to={`/${lang}`} className="logo-link">
          <Logo />
        </Link>
        <nav className="category-nav" aria-label={t('nav.categories')}>
          {CATEGORIES.map((c) => (
            <NavLink key={c.id} to={categoryPath(lang, c.id)}>
              {t(`categories.${c.id}.name`)}
            </NavLink>
          ))}
          <NavLink to={`/${lang}/recipe`} className="nav-recipe">
            {t('pages.recipe.title')}
          </NavLink>
        </nav>
        <div className="header-tools">
          <div className="header-search">
            <Search />
          </div>
          <ThemeToggle />
          <div className="mobile-toggles">
            <button
              type="button"
              className="icon-btn"
              aria-expanded={searchOpen}
              aria-controls="mobile-search"
              onClick={() => setSearchOpen((o) => !o)}
            >
              <span aria-hidden="true">⌕</span>
              <span className="visually-hidden">{t(searchOpen ? 'nav.closeSearch' : 'nav.openSearch')}</span>
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((o) => !o)}
            >
              <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
              <span className="visually-hidden">{t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
            </button>
          </div>
        </div>
      </div>
      {searchOpen && (
        <div id="mobile-search" className="mobile-search">
          <Search autoFocus onDone={() => setSearchOpen(false)} />
        </div>
      )}
      {paletteOpen && (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setPaletteOpen(false)} />
        </Suspense>
      )}
      {menuOpen && (
        <nav id="mobile-menu" className="mobile-menu" aria-label={t('nav.menu')}>
          {CATEGORIES.map((c) => (
            <NavLink key={c.id} to={categoryPath(lang, c.id)}>
              {t(`categories.${c.id}.name`)}
            </NavLink>
          ))}
          <NavLink to={`/${lang}/all-tools`}>{t('pages.allTools.title')}</NavLink>
          <NavLink to={`/${lang}/recipe`}>{t('pages.recipe.title')}</NavLink>
        </nav>
      )}
    </header>
  );
}
