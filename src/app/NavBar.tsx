/**
 * Navigation bar (spec §2.2): brand → /, Problems, Explore, Contest, Discussions, Visualizers,
 * Profile (first name + avatar, generic fallback picture) and the round dark/light toggle, plus
 * the sync status of the offline core.
 */
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../session/auth.tsx';
import { SyncStatus } from './SyncStatus.tsx';
import { useTheme } from '../ui/theme.tsx';
import { TEXT } from '../../common/texts.ts';
import { useProfile } from '../session/useProfile.ts';
import { Avatar } from '../ui/Avatar.tsx';

const LINKS = [
  { to: '/', label: TEXT.nav.problems, end: true },
  { to: '/explore', label: TEXT.nav.explore, end: false },
  { to: '/contest', label: TEXT.nav.contest, end: false },
  { to: '/discuss', label: TEXT.nav.discuss, end: false },
  { to: '/visualizers', label: TEXT.nav.visualizers, end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'menu-active font-semibold' : '');

function SunIcon() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

/** Round theme toggle; shows the theme it switches to. */
export function ThemeToggle() {
  const { dark, toggle } = useTheme();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      onClick={toggle}
      aria-label={dark ? TEXT.nav.themeToLight : TEXT.nav.themeToDark}
      title={dark ? TEXT.nav.themeToLight : TEXT.nav.themeToDark}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

/** The top navigation bar. */
export function NavBar() {
  const { user, isAuthenticated } = useAuth();
  const profile = useProfile(user?._id ?? null);

  const links = LINKS.map((l) => (
    <li key={l.to}>
      <NavLink to={l.to} end={l.end} className={linkClass}>
        {l.label}
      </NavLink>
    </li>
  ));

  return (
    <header className="navbar sticky top-0 z-40 border-b border-base-300 bg-base-100 px-2 sm:px-4">
      <div className="navbar-start w-auto min-w-0 flex-1 gap-1 lg:flex-none">
        <details className="dropdown lg:hidden">
          <summary className="btn btn-ghost btn-square" aria-label={TEXT.nav.menu}>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </summary>
          <ul
            className="menu dropdown-content z-50 mt-3 w-52 rounded-box bg-base-200 p-2 shadow-lg"
            onClick={(e) => {
              // Close the menu once a link is chosen.
              const details = e.currentTarget.parentElement;
              if (details instanceof HTMLDetailsElement) details.open = false;
            }}
          >
            {links}
          </ul>
        </details>
        <Link to="/" className="btn btn-ghost min-w-0 gap-2 px-2 text-xl font-bold" aria-label={TEXT.brand}>
          <img src="/icons/favicon.svg" alt="" className="h-7 w-7 shrink-0" aria-hidden="true" />
          {/* On the narrowest phones the logo alone stands for the brand, so nothing overlaps. */}
          <span className="hidden truncate min-[400px]:inline">{TEXT.brand}</span>
        </Link>
      </div>
      <nav aria-label={TEXT.nav.label} className="navbar-center hidden min-w-0 flex-1 justify-center lg:flex">
        <ul className="menu menu-horizontal gap-1 px-1">{links}</ul>
      </nav>
      <div className="navbar-end w-auto shrink-0 gap-1">
        <SyncStatus />
        <ThemeToggle />
        {isAuthenticated && user ? (
          <NavLink to="/profile" className="btn btn-ghost gap-2 px-2" aria-label={`${TEXT.nav.profile}: ${user.firstname}`}>
            <Avatar src={profile?.secureUrl} name={user.firstname} />
            <span className="hidden max-w-[10rem] truncate sm:inline">{user.firstname}</span>
          </NavLink>
        ) : (
          <>
            <Link to="/Login" className="btn btn-ghost btn-sm">
              {TEXT.nav.login}
            </Link>
            <Link to="/SignUp" className="btn btn-primary btn-sm">
              {TEXT.nav.signUp}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
