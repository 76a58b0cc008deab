import { useExtensionStrings, useHost } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { AdminPage } from '../AdminPage';
import { SaveBar } from '../MetaFields';
import { PolicyInput, type PolicyValue } from './PolicyInput';

type Policies = Record<string, PolicyValue>;

/** /admin/roles/base: everyone's policies before their roles (admin/roles/update-default-policies). */
export default function BasePoliciesPage() {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const [saved, setSaved] = useState<Policies | null>(null);
  const [draft, setDraft] = useState<Policies | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    host.api.call('admin/meta', {}).then(
      (meta) => {
        const policies = meta.policies as unknown as Policies;
        setSaved(policies);
        setDraft(policies);
      },
      () => undefined,
    );
  }, [host]);

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      await host.apiWithDialog('admin/roles/update-default-policies', {
        policies: draft as unknown as Record<string, never>,
      });
      setSaved(draft);
      host.modals.toast(t('saved'));
    } catch {
      // The dialog said why; the draft stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminPage title={t('roles.base')}>
      <p className="form-hint">{t('roles.baseHint')}</p>
      {!draft && <p role="status">{t('loading')}</p>}
      {draft && (
        <>
          <ul className="admin-policies" aria-label={t('roles.policies')}>
            {Object.entries(draft).map(([name, value]) => (
              <li key={name}>
                <span>{t(`policies.${name}`)}</span>
                <PolicyInput name={name} value={value} onChange={(v) => setDraft({ ...draft, [name]: v })} />
              </li>
            ))}
          </ul>
          <SaveBar dirty={JSON.stringify(draft) !== JSON.stringify(saved)} saving={saving} save={() => void save()} />
        </>
      )}
    </AdminPage>
  );
}
