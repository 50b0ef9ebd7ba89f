import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import './app/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/screens';
import { readSession } from './lib/session-store';

// A signed-in officer opening an address goes straight to that screen: its code is fetched now, while
// React starts, instead of after the shell has rendered.
if (readSession().token) preloadScreen(window.location.pathname);

// The first render as a transition: React draws it in slices of a few milliseconds, yielding to the
// browser between them, instead of one task that blocks a phone's main thread (issue 15, P8's TBT).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
