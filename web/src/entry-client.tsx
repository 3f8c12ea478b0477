/**
 * Browser entry. A server-rendered page is hydrated with the data the server embedded (no second
 * fetch); a client-only page (the admin app) is rendered from scratch.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, AppRoutes, type SsrPayload } from './app/app.tsx';

const container = document.getElementById('root')!;
const script = document.getElementById('__DATA__');
const payload: SsrPayload = script?.textContent
  ? (JSON.parse(script.textContent) as SsrPayload)
  : { publicUrl: window.location.origin, data: {} };

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders payload={payload}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

// Hydrating inside a transition lets React yield to the browser every few milliseconds: the page
// (already painted from the server HTML) stays responsive on a slow phone instead of freezing
// for one long task.
if (script && container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
