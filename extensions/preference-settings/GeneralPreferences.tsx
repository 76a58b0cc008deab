import { SwitchRow, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import { type PreferenceChoice, PreferenceSelect } from '@tessera/sdk/kit';
import { DeclaredPreferences } from './DeclaredPreferences';

/** The language's own name for itself (Deutsch, 日本語…), or its code where the browser has no name. */
function nativeName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/**
 * The everyday preferences the SDK declares (language, what happens when the server connection
 * drops, the emoji style, data saving), and the rows the active extensions declare for theirs
 * (how notes and media show, posting defaults...).
 */
export function GeneralPreferences() {
  const t = useExtensionStrings('preference-settings');
  const host = useHost();
  const choices = <V extends string | number>(values: readonly V[], prefix: string): PreferenceChoice<V>[] =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const offerReload = async () => {
    if (await host.modals.confirm(t('reloadToApply'), { okText: t('reloadNow') })) location.reload();
  };

  return (
    <>
      <h2>{t('group.general')}</h2>
      <PreferenceSelect
        id="lang"
        label={t('language')}
        scoped={false}
        choices={host.i18n.offered.map((locale) => ({ value: locale, label: nativeName(locale) }))}
        onChanged={() => void offerReload()}
      />
      <PreferenceSelect
        id="serverDisconnectedBehavior"
        label={t('serverDisconnectedBehavior')}
        choices={choices(['quiet', 'reload', 'dialog'] as const, 'disconnected')}
      />
      <PreferenceSelect
        id="emojiStyle"
        label={t('emojiStyle')}
        choices={choices(['native', 'twemoji', 'fluentEmoji'] as const, 'emojiStyleChoice')}
      />

      <DeclaredPreferences />

      <h2>{t('group.dataSaver')}</h2>
      <p className="settings-hint">{t('dataSaverHint')}</p>
      <DataSaver />
    </>
  );
}

/** The data saver's switches, kept in one preference (Misskey's `dataSaver`, in its order). */
function DataSaver() {
  const t = useExtensionStrings('preference-settings');
  const [dataSaver, setDataSaver] = usePreference('dataSaver');
  const parts = ['media', 'avatar', 'urlPreview', 'code'] as const;
  return (
    <>
      {parts.map((part) => (
        <SwitchRow
          key={part}
          label={t(`dataSaver.${part}`)}
          checked={dataSaver[part]}
          onChange={(on) =>
            setDataSaver((draft) => {
              draft[part] = on;
            })
          }
        />
      ))}
    </>
  );
}
