/**
 * /profile until the profile screen lands (later issue): the "coming soon" page plus the
 * account's Logout action, so a signed-in user can always sign out.
 */
import { useNavigate } from 'react-router-dom';
import { useAuth } from './auth.tsx';
import { ComingSoon } from './ComingSoon.tsx';
import { Avatar } from './NavBar.tsx';
import { TEXT } from './texts.ts';
import { useToast } from './toasts.tsx';
import { useProfile } from './useProfile.ts';

/** Placeholder profile screen with a Logout button. */
export function ProfilePlaceholder() {
  const { user, logout, loading } = useAuth();
  const profile = useProfile(user?._id ?? null);
  const navigate = useNavigate();
  const toast = useToast();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-4 pt-8">
      {user && (
        <div className="flex items-center gap-4">
          <Avatar src={profile?.secureUrl} name={user.firstname} size="w-16" />
          <div>
            <p className="text-xl font-semibold">{user.firstname}</p>
            <p className="text-sm text-base-content/70">{user.emailID}</p>
          </div>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={loading}
            onClick={async () => {
              const result = await logout();
              if (result.ok) void navigate('/SignUp');
              else toast.show({ kind: 'error', text: result.error });
            }}
          >
            {TEXT.auth.logout}
          </button>
        </div>
      )}
      <ComingSoon />
    </div>
  );
}
