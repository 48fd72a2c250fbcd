/**
 * Route guards (spec §2.1). Each renders its child routes (`<Outlet/>`) or redirects.
 * The start-up session check has finished before any guard renders (see `App`).
 */
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../session/auth.tsx';
import { FullScreenSpinner } from '../ui/Spinner.tsx';

/** Signed-in users only; everyone else goes to /SignUp. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Outlet /> : <Navigate to="/SignUp" replace />;
}

/** Guests only (/SignUp, /Login); signed-in users go to /. */
export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Navigate to="/" replace /> : <Outlet />;
}

/**
 * Signed-in admins only; everyone else goes to /. While only the user cached on this device is
 * known, a non-admin copy waits for the server's answer (the role may have changed since).
 */
export function RequireAdmin() {
  const { isAuthenticated, user, verified } = useAuth();
  if (isAuthenticated && user?.role === 'admin') return <Outlet />;
  return verified ? <Navigate to="/" replace /> : <FullScreenSpinner />;
}
