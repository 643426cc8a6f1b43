import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, categoryPath } from '../../registry/index.ts';
import { useLang } from '../context.ts';
import { Search } from './Search.tsx';
import { Logo } from './Logo.tsx';

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
  const desktopSearch = useRef<HTMLInputElement>(null);
  const mobileSearch = useRef<HTMLInputElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      e.preventDefault();
      const desktop = desktopSearch.current;
      if (desktop && desktop.offsetParent !== null) desktop.focus();
      else {
        setSearchOpen(true);
        requestAnimationFrame(() => mobileSearch.current?.focus());
      }
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
        </nav>
        <div className="header-search">
          <Search inputRef={desktopSearch} />
        </div>
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
      {searchOpen && (
        <div id="mobile-search" className="mobile-search">
          <Search inputRef={mobileSearch} autoFocus onDone={() => setSearchOpen(false)} />
        </div>
      )}
      {menuOpen && (
        <nav id="mobile-menu" className="mobile-menu" aria-label={t('nav.menu')}>
          {CATEGORIES.map((c) => (
            <NavLink key={c.id} to={categoryPath(lang, c.id)}>
              {t(`categories.${c.id}.name`)}
            </NavLink>
          ))}
          <NavLink to={`/${lang}/all-tools`}>{t('pages.allTools.title')}</NavLink>
        </nav>
      )}
    </header>
  );
}
