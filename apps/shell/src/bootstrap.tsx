import { createRoot } from 'react-dom/client';
import { installGlobalErrorHandlers } from '@inhala/ui';
import { App } from './app/App';
import './styles.css';

installGlobalErrorHandlers();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
