import { RelativeTime, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { ManagedList } from '@tessera/sdk/kit';
import type { entities } from 'misskey-js';
import { useId } from 'react';
import { AdminPage } from '../AdminPage';
import { SwitchSetting } from '../MetaFields';

type Announcement = entities.AdminAnnouncementsListResponse[number];
interface Fields {
  title: string;
  text: string;
  imageUrl: string;
  icon: 'info' | 'warning' | 'error' | 'success';
  display: 'normal' | 'banner' | 'dialog';
  forExistingUsers: boolean;
  silence: boolean;
  needConfirmationToRead: boolean;
  isActive: boolean;
}

const BLANK: Fields = {
  title: '',
  text: '',
  imageUrl: '',
  icon: 'info',
  display: 'normal',
  forExistingUsers: false,
  silence: false,
  needConfirmationToRead: false,
  isActive: true,
};

/** /admin/announcements: announcements to everyone, shown as a normal entry, a banner or a dialog. */
export default function AnnouncementsPage() {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const list = useEndpoint('admin/announcements/list', { limit: 100 });
  const params = ({ isActive: _active, imageUrl, ...fields }: Fields) => ({
    ...fields,
    imageUrl: imageUrl.trim() || null,
  });
  return (
    <AdminPage title={t('announcements.title')}>
      <ManagedList<Announcement, Fields>
        query={list}
        strings={{
          label: t('announcements.title'),
          add: t('announcements.add'),
          edit: t('edit'),
          delete: t('delete'),
          save: t('save'),
          cancel: t('cancel'),
          empty: t('announcements.none'),
        }}
        blank={BLANK}
        fieldsOf={(a) => ({
          title: a.title,
          text: a.text,
          imageUrl: a.imageUrl ?? '',
          icon: (['info', 'warning', 'error', 'success'] as const).find((i) => i === a.icon) ?? 'info',
          display: (['normal', 'banner', 'dialog'] as const).find((d) => d === a.display) ?? 'normal',
          forExistingUsers: a.forExistingUsers,
          silence: a.silence,
          needConfirmationToRead: a.needConfirmationToRead,
          isActive: a.isActive,
        })}
        save={(fields, item) =>
          item
            ? host.apiWithDialog('admin/announcements/update', {
                id: item.id,
                ...params(fields),
                isActive: fields.isActive,
              })
            : host.apiWithDialog('admin/announcements/create', params(fields))
        }
        remove={(item) => host.apiWithDialog('admin/announcements/delete', { id: item.id })}
        confirmRemove={(item) => t('announcements.deleteConfirm', { title: item.title })}
        name={(item) => item.title}
        summary={(a) => (
          <span className="admin-summary">
            <strong>{a.title}</strong>
            <small>
              {t(`announcements.displays.${a.display}`)} ·{' '}
              {a.isActive ? t('announcements.active') : t('announcements.ended')} ·{' '}
              {t('announcements.reads', { n: String(a.reads) })} · <RelativeTime time={a.createdAt} />
            </small>
          </span>
        )}
        fields={(draft, set) => <AnnouncementFields draft={draft} set={set} />}
      />
    </AdminPage>
  );
}

function AnnouncementFields({ draft, set }: { draft: Fields; set(change: Partial<Fields>): void }) {
  const t = useExtensionStrings('admin');
  const ids = { title: useId(), text: useId(), image: useId(), icon: useId(), display: useId() };
  return (
    <>
      <div className="form-field">
        <label htmlFor={ids.title}>{t('announcements.titleField')}</label>
        <input
          id={ids.title}
          required
          maxLength={256}
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={ids.text}>{t('announcements.text')}</label>
        <textarea
          id={ids.text}
          required
          maxLength={8192}
          value={draft.text}
          onChange={(e) => set({ text: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={ids.image}>{t('announcements.imageUrl')}</label>
        <input id={ids.image} type="url" value={draft.imageUrl} onChange={(e) => set({ imageUrl: e.target.value })} />
      </div>
      <div className="admin-filters">
        <div className="form-field">
          <label htmlFor={ids.icon}>{t('announcements.icon')}</label>
          <select id={ids.icon} value={draft.icon} onChange={(e) => set({ icon: e.target.value as Fields['icon'] })}>
            {(['info', 'warning', 'error', 'success'] as const).map((icon) => (
              <option key={icon} value={icon}>
                {t(`announcements.icons.${icon}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={ids.display}>{t('announcements.display')}</label>
          <select
            id={ids.display}
            value={draft.display}
            onChange={(e) => set({ display: e.target.value as Fields['display'] })}
          >
            {(['normal', 'banner', 'dialog'] as const).map((display) => (
              <option key={display} value={display}>
                {t(`announcements.displays.${display}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SwitchSetting
        label={t('announcements.forExistingUsers')}
        value={draft.forExistingUsers}
        onChange={(v) => set({ forExistingUsers: v })}
      />
      <SwitchSetting label={t('announcements.silence')} value={draft.silence} onChange={(v) => set({ silence: v })} />
      <SwitchSetting
        label={t('announcements.needConfirmation')}
        value={draft.needConfirmationToRead}
        onChange={(v) => set({ needConfirmationToRead: v })}
      />
      <SwitchSetting
        label={t('announcements.isActive')}
        value={draft.isActive}
        onChange={(v) => set({ isActive: v })}
      />
    </>
  );
}
