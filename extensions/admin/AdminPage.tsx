import { Link, useExtensionStrings } from '@tessera/sdk';
import type { ReactNode } from 'react';
import '@tessera/sdk/forms.css';
import './admin.css';

/** A control panel page: its title with the way back to the panel, and its content. */
export function AdminPage({
  title,
  children,
  wide = false,
  home = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  /** The panel's own front page, which needs no way back to itself. */
  home?: boolean;
}) {
  const t = useExtensionStrings('admin');
  return (
    <section className={wide ? 'page-card admin-page wide' : 'page-card admin-page'} aria-labelledby="admin-title">
      {!home && (
        <nav aria-label={t('breadcrumb')} className="admin-breadcrumb">
          <Link to="/admin">{t('menu')}</Link>
        </nav>
      )}
      <h1 id="admin-title">{title}</h1>
      {children}
    </section>
  );
}
