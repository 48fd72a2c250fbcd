/**
 * The frame of every admin screen: its heading, an optional intro, a link back to the Admin Panel,
 * and offline the {@link NeedsConnection} notice above the screen's content.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { useOnline } from '../../data/index.ts';
import { NeedsConnection } from './NeedsConnection.tsx';

export function AdminFrame({ title, intro, back = { to: '/admin', label: ADMIN_TEXT.back }, children }: { title: string; intro?: string; back?: { to: string; label: string } | null; children: ReactNode }) {
  const online = useOnline();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
      {back && (
        <Link to={back.to} className="link link-hover text-sm">
          ← {back.label}
        </Link>
      )}
      <h1 className="text-2xl font-bold">{title}</h1>
      {intro && <p className="text-base-content/80">{intro}</p>}
      {!online && <NeedsConnection />}
      {children}
    </div>
  );
}
