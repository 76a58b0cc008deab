import { contributedTitle, type PreferenceSetting, useContributions, useHost, useI18n } from '@tessera/sdk';
import { DeclaredPreferenceRow } from '@tessera/sdk/kit';
import { useSyncExternalStore } from 'react';

/**
 * The rows the active extensions declare for their preferences (a declaration's `setting`, or a
 * `preferenceSettings` row among their later contributions), under each one's group or title, in
 * the order the preferences were declared: a stranger's extension lists its preferences here the
 * way a first-party one does.
 */
export function DeclaredPreferences() {
  const host = useHost();
  const { t } = useI18n();
  // Switching an extension on or off adds or takes away its rows.
  const extensions = useSyncExternalStore(host.extensions.subscribe, host.extensions.list);
  // A row given later is the declaring extension's own only.
  const contributed = new Map(
    useContributions('preferenceSetting').map(({ item: { key, ...setting }, extensionId }) => [
      `${extensionId}/${key}`,
      setting as PreferenceSetting,
    ]),
  );
  const groups = new Map<string, { heading: string; rows: ReturnType<typeof host.preferences.declared>[number][] }>();
  for (const declared of host.preferences.declared()) {
    const setting = declared.declaration.setting ?? contributed.get(`${declared.extension}/${declared.key}`);
    if (!setting || declared.extension === 'kernel') continue;
    const preference = { ...declared, declaration: { ...declared.declaration, setting } };
    const id = `${preference.extension}/${setting.group ?? ''}`;
    const title = extensions.find((e) => e.id === preference.extension)?.title ?? preference.extension;
    const heading = setting.group
      ? t(`${preference.extension}.${setting.group}`)
      : contributedTitle(t, preference.extension, title);
    const group = groups.get(id) ?? { heading, rows: [] };
    group.rows.push(preference);
    groups.set(id, group);
  }
  return (
    <>
      {[...groups].map(([id, group]) => (
        <div key={id}>
          <h2>{group.heading}</h2>
          {group.rows.map((preference) => (
            <DeclaredPreferenceRow key={preference.key} preference={preference} />
          ))}
        </div>
      ))}
    </>
  );
}
