import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes.tsx';
import { preloadPath } from './app/preload.ts';
import './styles.css';

async function start(): Promise<void> {
  await preloadPath(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const root = document.getElementById('app')!;
  // Prerendered pages hydrate; 404.html (served for any unknown path) and the dev server render afresh.
  if (root.firstElementChild && !('fallback' in root.dataset)) hydrateRoot(root, app);
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start();
