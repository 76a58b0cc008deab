import { useCurrentRoute, useExtensionStrings } from '@tessera/sdk';
import { AdminPage } from '../AdminPage';
import { MetaSettingsForm } from '../MetaSettingsForm';
import { SETTINGS_PAGES, type SettingsPageId } from '../settings-fields';

/** The route names of the sections that are one settings form, and the form each shows. */
const BY_ROUTE: Record<string, SettingsPageId> = {
  'admin-email': 'email',
  'admin-branding': 'branding',
  'admin-security': 'security',
  'admin-object-storage': 'objectStorage',
  'admin-external-services': 'externalServices',
  'admin-performance': 'performance',
};

/** /admin/email, /branding, /security, /object-storage, /external-services, /performance. */
export default function MetaSettingsPage() {
  const t = useExtensionStrings('admin');
  const route = useCurrentRoute();
  const id = BY_ROUTE[route.name ?? ''] ?? 'email';
  return (
    <AdminPage title={t(`sections.${id}`)}>
      <MetaSettingsForm key={id} fields={SETTINGS_PAGES[id]} intro={t(`sections.${id}.intro`)} />
    </AdminPage>
  );
}
