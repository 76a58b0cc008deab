import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { useState } from 'react';
import { AdminPage } from '../AdminPage';
import { ListSetting, SaveBar, SwitchSetting, TextSetting } from '../MetaFields';
import { type MetaKey, useMetaForm } from '../use-meta-form';

const KEYS = [
  'name',
  'shortName',
  'description',
  'maintainerName',
  'maintainerEmail',
  'iconUrl',
  'bannerUrl',
  'backgroundImageUrl',
  'themeColor',
  'tosUrl',
  'privacyPolicyUrl',
  'impressumUrl',
  'inquiryUrl',
  'repositoryUrl',
  'feedbackUrl',
  'disableRegistration',
  'emailRequiredForSignup',
  'notesPerOneAd',
] as const satisfies readonly MetaKey[];

/** /admin/settings: the server's name, description, people, pictures, links, rules and registration. */
export default function ServerSettingsPage() {
  const t = useExtensionStrings('admin');
  const { draft, set, save, dirty, saving, error } = useMetaForm(KEYS);
  return (
    <AdminPage title={t('settings.title')}>
      {error && <p role="alert">{error}</p>}
      {!draft && !error && <p role="status">{t('loading')}</p>}
      {draft && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <h2>{t('settings.general')}</h2>
          <TextSetting label={t('settings.name')} value={draft.name} onChange={(v) => set('name', v)} />
          <TextSetting label={t('settings.shortName')} value={draft.shortName} onChange={(v) => set('shortName', v)} />
          <TextSetting
            label={t('settings.description')}
            value={draft.description}
            multiline
            onChange={(v) => set('description', v)}
          />
          <TextSetting
            label={t('settings.maintainerName')}
            value={draft.maintainerName}
            onChange={(v) => set('maintainerName', v)}
          />
          <TextSetting
            label={t('settings.maintainerEmail')}
            type="email"
            value={draft.maintainerEmail}
            onChange={(v) => set('maintainerEmail', v)}
          />
          <h2>{t('settings.branding')}</h2>
          <TextSetting
            label={t('settings.iconUrl')}
            type="url"
            value={draft.iconUrl}
            onChange={(v) => set('iconUrl', v)}
          />
          <TextSetting
            label={t('settings.bannerUrl')}
            type="url"
            value={draft.bannerUrl}
            onChange={(v) => set('bannerUrl', v)}
          />
          <TextSetting
            label={t('settings.backgroundImageUrl')}
            type="url"
            value={draft.backgroundImageUrl}
            onChange={(v) => set('backgroundImageUrl', v)}
          />
          <TextSetting
            label={t('settings.themeColor')}
            value={draft.themeColor}
            onChange={(v) => set('themeColor', v)}
          />
          <h2>{t('settings.links')}</h2>
          {(['tosUrl', 'privacyPolicyUrl', 'impressumUrl', 'inquiryUrl', 'repositoryUrl', 'feedbackUrl'] as const).map(
            (key) => (
              <TextSetting
                key={key}
                label={t(`settings.${key}`)}
                type="url"
                value={draft[key]}
                onChange={(v) => set(key, v)}
              />
            ),
          )}
          <h2>{t('settings.registration')}</h2>
          <SwitchSetting
            label={t('settings.openRegistration')}
            value={!draft.disableRegistration}
            onChange={(v) => set('disableRegistration', !v)}
          />
          <SwitchSetting
            label={t('settings.emailRequired')}
            value={draft.emailRequiredForSignup}
            onChange={(v) => set('emailRequiredForSignup', v)}
          />
          <SaveBar dirty={dirty} saving={saving} save={() => void save()} />
        </form>
      )}
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
    <section aria-labelledby="admin-rules">
      <h2 id="admin-rules">{t('settings.rules')}</h2>
      <ListSetting label={t('settings.rulesField')} hint={t('settings.rulesHint')} value={rules} onChange={setDraft} />
      <SaveBar dirty={draft !== null} saving={saving} save={() => void save()} />
    </section>
  );
}
