import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, storeLanguage, withLang, isLang } from '../../i18n/languages.ts';
import { useLang } from '../context.ts';

/** Switching language stores the choice and opens the same page under the new prefix. */
export function LanguageSelect() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        value={lang}
        onChange={(e) => {
          const code = e.target.value;
          if (!isLang(code) || !storeLanguage(code)) return;
          document.documentElement.lang = code;
          void navigate(withLang(pathname, code) + search + hash);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
