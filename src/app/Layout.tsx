/** App layouts: the main layout with the nav bar, and the slim one of the sign-up/login screens. */
import { Suspense } from 'react';
import { Link, Outlet, useMatch } from 'react-router-dom';
import { NavBar, ThemeToggle } from './NavBar.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TEXT } from '../../common/texts.ts';

/**
 * Nav bar on top, the routed screen below. On large screens the problem page fills exactly the
 * viewport (its panes scroll inside); every other screen scrolls as a page.
 */
export function Layout() {
  const fill = useMatch('/prblm/:id') !== null;
  return (
    <div className={`flex min-h-dvh flex-col bg-base-100 text-base-content ${fill ? 'lg:h-dvh lg:overflow-hidden' : ''}`}>
      <NavBar />
      <main id="main" className="flex min-h-0 flex-1 flex-col">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** Brand and theme toggle only (sign-up and login). */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-base-200 text-base-content">
      <header className="navbar px-4">
        <div className="navbar-start">
          <Link to="/" className="btn btn-ghost gap-2 px-2 text-xl font-bold">
            <img src="/icons/favicon.svg" alt="" className="h-7 w-7" aria-hidden="true" />
            {TEXT.brand}
          </Link>
        </div>
        <div className="navbar-end">
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
