/**
 * The profile's account actions (spec §2.11): Logout, delete Profile (accessible confirmation with
 * the spec's text; the server deletes the account and all its data, then this device signs out
 * and lands on /SignUp), Admin Panel (admins only), Edit Profile.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TEXT } from '../../../common/texts.ts';
import { PROFILE_TEXT } from '../../../common/texts/profile.ts';
import { PROFILE_MSG } from '../../../common/texts/profile-messages.ts';
import { deleteProfile } from '../../api/auth.ts';
import { useOnline } from '../../data/index.ts';
import { useAuth } from '../../session/auth.tsx';
import { useSignOut } from '../../ui/useSignOut.ts';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { useToast } from '../../ui/toasts.tsx';

export function AccountActions() {
  const { user, loading, logout } = useAuth();
  const signOut = useSignOut();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const online = useOnline();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;

  const remove = async () => {
    const ok = await confirm({ title: PROFILE_TEXT.deleteTitle, text: PROFILE_MSG.profileDeleteConfirm, confirmLabel: PROFILE_TEXT.deleteConfirm, danger: true });
    if (!ok) return;
    setDeleting(true);
    try {
      await deleteProfile();
    } catch {
      toast.show({ kind: 'error', text: PROFILE_MSG.profileDeleteFailed });
      setDeleting(false);
      return;
    }
    // The account is gone on the server: clear this device's copy of it and leave.
    await logout({ discardUnsynced: true });
    toast.show({ kind: 'success', text: PROFILE_MSG.profileDeleted });
    void navigate('/SignUp');
  };

  return (
    <section className="card bg-base-200" aria-labelledby="account-title">
      <div className="card-body gap-3 p-4">
        <h2 id="account-title" className="card-title text-lg">
          {PROFILE_TEXT.accountTitle}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/editProfile" className="btn btn-primary btn-sm">
            {PROFILE_TEXT.editProfile}
          </Link>
          {user.role === 'admin' && (
            <Link to="/admin" className="btn btn-outline btn-sm">
              {PROFILE_TEXT.adminPanel}
            </Link>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={loading}
            onClick={async () => {
              const result = await signOut();
              if (!result) return;
              if (result.ok) void navigate('/SignUp');
              else toast.show({ kind: 'error', text: result.error });
            }}
          >
            {TEXT.logout.action}
          </button>
          <button type="button" className="btn btn-error btn-outline btn-sm" disabled={deleting || !online} onClick={() => void remove()}>
            {deleting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {PROFILE_TEXT.deleteProfile}
          </button>
        </div>
      </div>
    </section>
  );
}
