/** /admin (spec §2.6): the four cards of the spec and the package import. */
import { Link } from 'react-router-dom';
import { ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { AdminFrame } from './AdminFrame.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';

const CARDS = [
  { to: '/admin/create', ...ADMIN_TEXT.cards.create, icon: '+' },
  { to: '/admin/update', ...ADMIN_TEXT.cards.update, icon: '✎' },
  { to: '/admin/delete', ...ADMIN_TEXT.cards.delete, icon: '✕' },
  { to: '/admin/video', ...ADMIN_TEXT.cards.video, icon: '▶' },
  { to: '/admin/import', ...ADMIN_TEXT.cards.import, icon: '⇪' },
];

export function AdminHomePage() {
  return (
    <AdminFrame title={ADMIN_TEXT.panelTitle} intro={ADMIN_TEXT.panelIntro} back={null}>
      <PageTitle>{ADMIN_TEXT.pageTitle.home}</PageTitle>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((c) => (
          <li key={c.to}>
            <Link to={c.to} className="card card-border h-full border-base-300 bg-base-200 transition-colors hover:border-primary focus-visible:border-primary">
              <div className="card-body gap-2 p-5">
                <span aria-hidden="true" className="text-3xl">
                  {c.icon}
                </span>
                <h2 className="card-title text-lg">{c.title}</h2>
                <p className="text-sm text-base-content/80">{c.body}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </AdminFrame>
  );
}
