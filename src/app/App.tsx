/**
 * The app shell: providers, the start-up session check, then the route table (`routes.tsx`).
 */
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, useAuth } from '../session/auth.tsx';
import { ConfirmProvider } from '../ui/ConfirmDialog.tsx';
import { FullScreenSpinner } from '../ui/Spinner.tsx';
import { AppRoutes } from './routes.tsx';
import { refreshListsWhenIdle } from './startup.ts';
import { ThemeProvider } from '../ui/theme.tsx';
import { ToastProvider } from '../ui/toasts.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

function SessionGate() {
  const { checked } = useAuth();
  if (!checked) return <FullScreenSpinner />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <AppRoutes />
    </Suspense>
  );
}

/** Root component: theme, auth, router, toasts, dialogs and the update prompt. */
export function App() {
  return (
    <ThemeProvider>
      <AuthProvider refreshLists={refreshListsWhenIdle}>
        <BrowserRouter>
          <ToastProvider>
            <ConfirmProvider>
              <SessionGate />
              <UpdatePrompt />
            </ConfirmProvider>
          </ToastProvider>
        </BrowserRouter>
      </AuthProvider>
    </ThemeProvider>
  );
}
