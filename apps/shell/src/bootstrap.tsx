import { createRoot } from 'react-dom/client';
import { installGlobalErrorHandlers } from '@inhala/ui';
import { App } from './app/App';
import './styles.css';

installGlobalErrorHandlers();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);

// The service worker exists only in the production build (the PWA plugin emits it).
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => console.warn('service worker not registered', error));
  });
}
