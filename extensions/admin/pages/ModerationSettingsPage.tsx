import { useExtensionStrings } from '@tessera/sdk';
import { AdminPage } from '../AdminPage';
import { ListSetting, SaveBar } from '../MetaFields';
import { type MetaKey, useMetaForm } from '../use-meta-form';

const LISTS = [
  'prohibitedWords',
  'sensitiveWords',
  'prohibitedWordsForNameOfUser',
  'hiddenTags',
  'preservedUsernames',
  'bannedEmailDomains',
  'blockedHosts',
  'silencedHosts',
  'mediaSilencedHosts',
] as const satisfies readonly MetaKey[];

/** /admin/moderation: the words, tags, names, domains and servers the moderators keep out. */
export default function ModerationSettingsPage() {
  const t = useExtensionStrings('admin');
  const { draft, set, save, dirty, saving, error } = useMetaForm(LISTS);
  return (
    <AdminPage title={t('moderation.title')}>
      {error && <p role="alert">{error}</p>}
      {!draft && !error && <p role="status">{t('loading')}</p>}
      {draft && (
        <>
          <p className="form-hint">{t('moderation.intro')}</p>
          {LISTS.map((key) => (
            <ListSetting
              key={key}
              label={t(`moderation.${key}`)}
              hint={t(`moderation.${key}.hint`)}
              value={draft[key] ?? []}
              onChange={(v) => set(key, v)}
            />
          ))}
          <SaveBar dirty={dirty} saving={saving} save={() => void save()} />
        </>
      )}
    </AdminPage>
  );
}
