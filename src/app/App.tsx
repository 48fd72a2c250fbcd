/**
 * The app shell: providers, the start-up session check and the route table of spec §2.1.
 * Every screen is its own lazily loaded chunk (the service worker precaches them all).
 */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider, useAuth } from './auth.tsx';
import { ComingSoon, NotFound } from './ComingSoon.tsx';
import { ConfirmProvider } from './ConfirmDialog.tsx';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards.tsx';
import { AuthLayout, Layout } from './Layout.tsx';
import { FullScreenSpinner } from './Spinner.tsx';
import { ThemeProvider } from './theme.tsx';
import { ToastProvider } from './toasts.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

const SignUpPage = lazy(() => import('../features/auth/SignUpPage.tsx').then((m) => ({ default: m.SignUpPage })));
const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const ProblemListPage = lazy(() => import('../features/problems/ProblemListPage.tsx').then((m) => ({ default: m.ProblemListPage })));
const ProblemPage = lazy(() => import('../features/workspace/ProblemPage.tsx').then((m) => ({ default: m.ProblemPage })));
const ContestPage = lazy(() => import('../features/contest/ContestPage.tsx').then((m) => ({ default: m.ContestPage })));
const SorryPage = lazy(() => import('../features/contest/SorryPage.tsx').then((m) => ({ default: m.SorryPage })));
const ProfilePlaceholder = lazy(() => import('./ProfilePlaceholder.tsx').then((m) => ({ default: m.ProfilePlaceholder })));

/** Admin routes of spec §2.1 (shown as "coming soon" until their screens exist). */
const ADMIN_PATHS = ['/admin', '/admin/create', '/admin/update', '/admin/delete', '/admin/update/prblm/:id', '/admin/video', '/admin/upload/:id'];
/** Signed-in routes whose screens do not exist yet (shown as "coming soon"). */
const LATER_PATHS = ['/explore', '/discuss', '/visualizers', '/visualizers/SearchAlgo', '/visualizers/sorting', '/visualizers/datastructures', '/editProfile'];

/** The route table (spec §2.1); rendered once the session check is done. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route element={<GuestOnly />}>
          <Route path="/SignUp" element={<SignUpPage />} />
          <Route path="/Login" element={<LoginPage />} />
        </Route>
      </Route>
      <Route element={<Layout />}>
        <Route element={<RequireAuth />}>
          <Route index element={<ProblemListPage />} />
          <Route path="/contest" element={<ContestPage />} />
          <Route path="/sorry" element={<SorryPage />} />
          <Route path="/profile" element={<ProfilePlaceholder />} />
          {LATER_PATHS.map((path) => (
            <Route key={path} path={path} element={<ComingSoon />} />
          ))}
        </Route>
        <Route element={<RequireAdmin />}>
          {ADMIN_PATHS.map((path) => (
            <Route key={path} path={path} element={<ComingSoon />} />
          ))}
        </Route>
        <Route path="/prblm/:id" element={<ProblemPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

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
      <AuthProvider>
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
