import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { ManagedList } from '@tessera/sdk/kit';
import type { entities } from 'misskey-js';
import { useId } from 'react';
import { AdminPage } from '../AdminPage';
import { SwitchSetting } from '../MetaFields';

type Ad = entities.AdminAdListResponse[number];
interface Fields {
  url: string;
  imageUrl: string;
  memo: string;
  place: string;
  priority: string;
  ratio: number;
  startsAt: number;
  expiresAt: number;
  dayOfWeek: number;
  isSensitive: boolean;
}

const DAY = 24 * 60 * 60 * 1000;
const PLACES = ['square', 'horizontal', 'horizontal-big'] as const;
const PRIORITIES = ['high', 'middle', 'low'] as const;

/** A time as a datetime-local value, in the browser's zone. */
function toLocalInput(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/** /admin/ads: the server's ads: where, how often, when and on which days they run. */
export default function AdsPage() {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const list = useEndpoint('admin/ad/list', { limit: 100 });
  const now = Date.now();
  return (
    <AdminPage title={t('ads.title')}>
      <ManagedList<Ad, Fields>
        query={list}
        strings={{
          label: t('ads.title'),
          add: t('ads.add'),
          edit: t('edit'),
          delete: t('delete'),
          save: t('save'),
          cancel: t('cancel'),
          empty: t('ads.none'),
        }}
        blank={{
          url: '',
          imageUrl: '',
          memo: '',
          place: 'square',
          priority: 'middle',
          ratio: 1,
          startsAt: now,
          expiresAt: now + 7 * DAY,
          dayOfWeek: 0,
          isSensitive: false,
        }}
        fieldsOf={(ad) => ({
          url: ad.url,
          imageUrl: ad.imageUrl,
          memo: ad.memo,
          place: ad.place,
          priority: ad.priority,
          ratio: ad.ratio,
          startsAt: Date.parse(ad.startsAt),
          expiresAt: Date.parse(ad.expiresAt),
          dayOfWeek: ad.dayOfWeek,
          isSensitive: ad.isSensitive,
        })}
        save={(fields, ad) =>
          ad
            ? host.apiWithDialog('admin/ad/update', { id: ad.id, ...fields })
            : host.apiWithDialog('admin/ad/create', fields)
        }
        remove={(ad) => host.apiWithDialog('admin/ad/delete', { id: ad.id })}
        confirmRemove={(ad) => t('ads.deleteConfirm', { url: ad.url })}
        name={(ad) => ad.memo || ad.url}
        summary={(ad) => (
          <>
            <img src={ad.imageUrl} alt="" width={96} height={48} className="admin-ad-image" />
            <span className="admin-summary">
              <strong>{ad.memo || ad.url}</strong>
              <small>
                {t(`ads.places.${ad.place}`)} · {t(`ads.priorities.${ad.priority}`)} ·{' '}
                {new Date(ad.startsAt).toLocaleDateString()} – {new Date(ad.expiresAt).toLocaleDateString()}
              </small>
            </span>
          </>
        )}
        fields={(draft, set) => <AdFields draft={draft} set={set} />}
      />
    </AdminPage>
  );
}

function AdFields({ draft, set }: { draft: Fields; set(change: Partial<Fields>): void }) {
  const t = useExtensionStrings('admin');
  const ids = {
    url: useId(),
    image: useId(),
    memo: useId(),
    place: useId(),
    priority: useId(),
    ratio: useId(),
    starts: useId(),
    expires: useId(),
  };
  const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
  return (
    <>
      <div className="form-field">
        <label htmlFor={ids.url}>{t('ads.url')}</label>
        <input id={ids.url} type="url" required value={draft.url} onChange={(e) => set({ url: e.target.value })} />
      </div>
      <div className="form-field">
        <label htmlFor={ids.image}>{t('ads.imageUrl')}</label>
        <input
          id={ids.image}
          type="url"
          required
          value={draft.imageUrl}
          onChange={(e) => set({ imageUrl: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={ids.memo}>{t('ads.memo')}</label>
        <input id={ids.memo} maxLength={2048} value={draft.memo} onChange={(e) => set({ memo: e.target.value })} />
      </div>
      <div className="admin-filters">
        <div className="form-field">
          <label htmlFor={ids.place}>{t('ads.place')}</label>
          <select id={ids.place} value={draft.place} onChange={(e) => set({ place: e.target.value })}>
            {PLACES.map((p) => (
              <option key={p} value={p}>
                {t(`ads.places.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={ids.priority}>{t('ads.priority')}</label>
          <select id={ids.priority} value={draft.priority} onChange={(e) => set({ priority: e.target.value })}>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`ads.priorities.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={ids.ratio}>{t('ads.ratio')}</label>
          <input
            id={ids.ratio}
            type="number"
            min={0}
            value={draft.ratio}
            onChange={(e) => set({ ratio: Math.max(0, Math.round(Number(e.target.value))) })}
          />
        </div>
      </div>
      <div className="admin-filters">
        <div className="form-field">
          <label htmlFor={ids.starts}>{t('ads.startsAt')}</label>
          <input
            id={ids.starts}
            type="datetime-local"
            value={toLocalInput(draft.startsAt)}
            onChange={(e) => set({ startsAt: new Date(e.target.value).getTime() || draft.startsAt })}
          />
        </div>
        <div className="form-field">
          <label htmlFor={ids.expires}>{t('ads.expiresAt')}</label>
          <input
            id={ids.expires}
            type="datetime-local"
            value={toLocalInput(draft.expiresAt)}
            onChange={(e) => set({ expiresAt: new Date(e.target.value).getTime() || draft.expiresAt })}
          />
        </div>
      </div>
      <fieldset className="admin-days">
        <legend>{t('ads.days')}</legend>
        {days.map((day, i) => (
          <label key={day}>
            <input
              type="checkbox"
              checked={(draft.dayOfWeek & (1 << i)) !== 0}
              onChange={(e) =>
                set({ dayOfWeek: e.target.checked ? draft.dayOfWeek | (1 << i) : draft.dayOfWeek & ~(1 << i) })
              }
            />
            {t(`ads.weekdays.${day}`)}
          </label>
        ))}
        <p className="form-hint">{t('ads.daysHint')}</p>
      </fieldset>
      <SwitchSetting label={t('ads.sensitive')} value={draft.isSensitive} onChange={(v) => set({ isSensitive: v })} />
    </>
  );
}
