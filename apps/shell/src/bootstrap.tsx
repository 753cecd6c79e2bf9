import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalErrorHandlers } from '@inhala/ui';
import { App } from './app/App';
import './styles.css';

installGlobalErrorHandlers();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A transition lets React yield to the browser while it builds the first page: a phone's main
// thread is never blocked for the whole render.
const root = createRoot(container);
startTransition(() => root.render(<App />));

// The service worker exists only in the production build (the PWA plugin emits it).
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => console.warn('service worker not registered', error));
  });
}
