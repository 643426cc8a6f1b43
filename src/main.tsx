import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, routes } from './app/routes.tsx';
import { preloadPath } from './app/preload.ts';
import { hydratingPage } from './app/firstPage.ts';
import './styles.css';

async function start(): Promise<void> {
  await preloadPath(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  const root = document.getElementById('app')!;
  // Prerendered pages hydrate; 404.html (served for any unknown path) and the dev server render afresh.
  if (root.firstElementChild && !('fallback' in root.dataset)) {
    hydratingPage(window.location.pathname);
    hydrateRoot(root, app);
  }
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start();

// Offline and installable (scripts/lib/offline-plugin.ts builds the worker); not in the dev server, which has none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined));
}
