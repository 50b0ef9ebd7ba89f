import { OverlaysProvider } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { LanguageProvider } from '../i18n/translator';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

/**
 * The app with its providers: its language (English, Sinhala or Tamil), Blueprint's overlay stack (dialogs, popovers and toasts stacking and
 * taking focus in order; the app has no hotkeys, so not the whole BlueprintProvider with its hotkeys
 * dialog, which would weigh on the first load), server state, and the router.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <LanguageProvider>
      <OverlaysProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </OverlaysProvider>
    </LanguageProvider>
  );
}
