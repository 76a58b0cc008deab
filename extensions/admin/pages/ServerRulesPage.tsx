import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { useState } from 'react';
import { AdminPage } from '../AdminPage';
import { ListSetting, SaveBar } from '../MetaFields';

/** /admin/server-rules: the rules people agree to when signing up, shown on the about page. */
export default function ServerRulesPage() {
  const t = useExtensionStrings('admin');
  return (
    <AdminPage title={t('settings.rules')}>
      <ServerRules />
    </AdminPage>
  );
}

/** The server's rules, one per line: read from meta (admin/meta has none), saved with admin/update-meta. */
function ServerRules() {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const meta = useEndpoint('meta', { detail: false });
  const [draft, setDraft] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  if (!meta.data) return null;
  const rules = draft ?? meta.data.serverRules;
  const save = async () => {
    setSaving(true);
    try {
      await host.apiWithDialog('admin/update-meta', { serverRules: rules });
      meta.reload();
      setDraft(null);
      host.modals.toast(t('saved'));
    } catch {
      // The dialog said why; the draft stays.
    } finally {
      setSaving(false);
    }
  };
  return (
    <section>
      <ListSetting label={t('settings.rulesField')} hint={t('settings.rulesHint')} value={rules} onChange={setDraft} />
      <SaveBar dirty={draft !== null} saving={saving} save={() => void save()} />
    </section>
  );
}
