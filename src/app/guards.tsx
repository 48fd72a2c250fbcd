/**
 * Route guards (spec §2.1). Each renders its child routes (`<Outlet/>`) or redirects.
 * The start-up session check has finished before any guard renders (see `App`).
 */
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../session/auth.tsx';

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

/** Signed-in admins only; everyone else goes to /. */
export function RequireAdmin() {
  const { isAuthenticated, user } = useAuth();
  return isAuthenticated && user?.role === 'admin' ? <Outlet /> : <Navigate to="/" replace />;
}
