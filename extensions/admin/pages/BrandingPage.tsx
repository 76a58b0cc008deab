import { useExtensionStrings } from '@tessera/sdk';
import { AdminPage } from '../AdminPage';
import { SaveBar, TextSetting } from '../MetaFields';
import { type MetaKey, useMetaForm } from '../use-meta-form';

const PICTURES = [
  'iconUrl',
  'app192IconUrl',
  'app512IconUrl',
  'bannerUrl',
  'backgroundImageUrl',
  'mascotImageUrl',
  'infoImageUrl',
  'notFoundImageUrl',
  'serverErrorImageUrl',
] as const;
const KEYS = [...PICTURES, 'themeColor', 'defaultLightTheme', 'defaultDarkTheme'] as const satisfies readonly MetaKey[];

/** /admin/branding: the server's pictures, its theme colour and the themes people start with. */
export default function BrandingPage() {
  const t = useExtensionStrings('admin');
  const { draft, set, save, dirty, saving, error } = useMetaForm(KEYS);
  return (
    <AdminPage title={t('branding.title')}>
      {error && <p role="alert">{error}</p>}
      {!draft && !error && <p role="status">{t('loading')}</p>}
      {draft && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {PICTURES.map((key) => (
            <TextSetting
              key={key}
              label={t(`branding.${key}`)}
              type="url"
              value={draft[key]}
              onChange={(v) => set(key, v)}
            />
          ))}
          <TextSetting
            label={t('settings.themeColor')}
            value={draft.themeColor}
            onChange={(v) => set('themeColor', v)}
          />
          <TextSetting
            label={t('branding.defaultLightTheme')}
            multiline
            value={draft.defaultLightTheme}
            onChange={(v) => set('defaultLightTheme', v)}
          />
          <TextSetting
            label={t('branding.defaultDarkTheme')}
            multiline
            value={draft.defaultDarkTheme}
            onChange={(v) => set('defaultDarkTheme', v)}
          />
          <p className="form-hint">{t('branding.themeHint')}</p>
          <SaveBar dirty={dirty} saving={saving} save={() => void save()} />
        </form>
      )}
    </AdminPage>
  );
}
