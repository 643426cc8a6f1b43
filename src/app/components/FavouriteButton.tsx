import { useTranslation } from 'react-i18next';
import { usePicks } from '../picks.ts';

/** A star that adds a tool to the visitor's favourites (stored only in this browser) or takes it out. */
export function FavouriteButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('common');
  const on = usePicks((s) => s.favourites.includes(id));
  const toggle = usePicks((s) => s.toggleFavourite);
  return (
    <button type="button" className="fav-btn" aria-pressed={on} title={t(on ? 'picks.remove' : 'picks.add')} onClick={() => toggle(id)}>
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
      <span className="visually-hidden">{t('picks.favourite', { name })}</span>
    </button>
  );
}
