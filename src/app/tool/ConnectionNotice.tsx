import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** For tools that need a server: says so plainly, and says when this device is offline. */
export function ConnectionNotice() {
  const { t } = useTranslation('common');
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return (
    <p className={online ? 'note' : 'error-banner'} role={online ? undefined : 'alert'}>
      <span aria-hidden="true">{online ? 'ℹ' : '⚠'}</span> {t(online ? 'tool.needsNetwork' : 'tool.offline')}
    </p>
  );
}
