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
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start();

/** Runs `work` once the page has loaded and the browser has a quiet moment (at the latest 5 s after the load; 1 s without requestIdleCallback, as in Safari). */
function whenIdleAfterLoad(work: () => void): void {
  window.addEventListener('load', () => ('requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 5000 }) : setTimeout(work, 1000)), { once: true });
}

// Offline and installable (scripts/lib/offline-plugin.ts builds the worker); not in the dev server, which has none.
// Registered when the page is idle, not in its load event: registering takes a task of its own (about 100 ms on a
// phone), and the worker then downloads the site's shell, which the page's own files should not wait behind.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenIdleAfterLoad(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined));
}
