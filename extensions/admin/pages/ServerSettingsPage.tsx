import { useExtensionStrings } from '@tessera/sdk';
import { AdminPage } from '../AdminPage';
import { SaveBar, SwitchSetting, TextSetting } from '../MetaFields';
import { type MetaKey, useMetaForm } from '../use-meta-form';

const KEYS = [
  'name',
  'shortName',
  'description',
  'maintainerName',
  'maintainerEmail',
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

/** /admin/settings: the server's name, description, maintainer, links and registration. */
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
    </AdminPage>
  );
}
