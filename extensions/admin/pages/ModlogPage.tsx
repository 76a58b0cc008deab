import { RelativeTime, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback, useEffect, useId, useState } from 'react';
import { AdminPage } from '../AdminPage';

type Entry = entities.AdminShowModerationLogsResponse[number];
const PAGE = 30;
/** The kinds of entry this instance writes, as Misskey names them. */
const TYPES = [
  'suspend',
  'unsuspend',
  'resetPassword',
  'deleteAccount',
  'updateUserNote',
  'resolveAbuseReport',
  'updateAbuseReportNote',
  'updateServerSettings',
  'deleteAllFilesOfAUser',
  'markSensitiveDriveFile',
  'unmarkSensitiveDriveFile',
  'suspendRemoteInstance',
  'unsuspendRemoteInstance',
  'updateRemoteInstanceNote',
] as const;

/** /admin/modlog: what moderators did, newest first, by kind. */
export default function ModlogPage() {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const typeId = useId();
  const [type, setType] = useState('');
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [more, setMore] = useState(false);

  const fetchPage = useCallback(
    (untilId?: string) =>
      host.api.call('admin/show-moderation-logs', {
        limit: PAGE,
        type: type || null,
        ...(untilId ? { untilId } : {}),
      }),
    [host, type],
  );
  useEffect(() => {
    let live = true;
    fetchPage().then(
      (page) => {
        if (!live) return;
        setEntries(page);
        setMore(page.length === PAGE);
      },
      () => live && setEntries([]),
    );
    return () => {
      live = false;
    };
  }, [fetchPage]);

  const loadMore = async () => {
    const page = await fetchPage(entries?.at(-1)?.id);
    setEntries((now) => [...(now ?? []), ...page]);
    setMore(page.length === PAGE);
  };

  const subject = (entry: Entry) => {
    const info = entry.info as {
      userUsername?: string;
      fileUserUsername?: string;
      report?: { comment?: string };
      host?: string;
    };
    if (info.userUsername) return `@${info.userUsername}`;
    if (info.fileUserUsername) return `@${info.fileUserUsername}`;
    if (info.host) return info.host;
    if (info.report?.comment) return `“${info.report.comment.slice(0, 60)}”`;
    return '';
  };

  return (
    <AdminPage title={t('modlog.title')}>
      <div className="form-field">
        <label htmlFor={typeId}>{t('modlog.kind')}</label>
        <select id={typeId} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('modlog.all')}</option>
          {TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`modlog.types.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {entries === null && <p role="status">{t('loading')}</p>}
      {entries?.length === 0 && <p className="form-hint">{t('modlog.none')}</p>}
      <ol className="admin-list admin-log" aria-label={t('modlog.title')}>
        {entries?.map((entry) => {
          const known = (TYPES as readonly string[]).includes(entry.type);
          return (
            <li key={entry.id}>
              <strong>{known ? t(`modlog.types.${entry.type}`) : entry.type}</strong> {subject(entry)}
              <small>
                {' '}
                · @{entry.user.username} · <RelativeTime time={entry.createdAt} />
              </small>
            </li>
          );
        })}
      </ol>
      {more && (
        <button type="button" className="button" onClick={() => void loadMore()}>
          {t('more')}
        </button>
      )}
    </AdminPage>
  );
}
