import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { createServices } from './session/services.js';
import { SessionProvider } from './session/session-context.js';
import { SessionStore } from './session/session-store.js';
import './theme/tokens.css';
import './styles.css';
import './screens.css';
import './theme/shell.css';
import './theme/components.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// The app is served by the platform (or the emulator) it talks to, so the API origin is the page's origin.
const services = createServices(window.location.origin, new SessionStore(window.sessionStorage, window.localStorage));
createRoot(root).render(
  <StrictMode>
    <SessionProvider services={services}>
      <App />
    </SessionProvider>
  </StrictMode>,
);
