import { RelativeTime, useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback, useEffect, useId, useState } from 'react';
import { AdminPage } from '../AdminPage';
import { UserRow } from '../UserRow';

type Report = entities.AdminAbuseUserReportsResponse[number];
const PAGE = 20;
const STATES = ['unresolved', 'resolved', 'all'] as const;

/** /admin/abuses: users' reports, unresolved first; each resolved as accepted or rejected, with a note. */
export default function AbusesPage() {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const stateId = useId();
  const [state, setState] = useState<(typeof STATES)[number]>('unresolved');
  const [reports, setReports] = useState<Report[] | null>(null);
  const [more, setMore] = useState(false);

  const fetchPage = useCallback(
    (untilId?: string) =>
      host.api.call('admin/abuse-user-reports', {
        limit: PAGE,
        state: state === 'all' ? null : state,
        ...(untilId ? { untilId } : {}),
      }),
    [host, state],
  );
  const load = useCallback(() => {
    fetchPage().then(
      (page) => {
        setReports(page);
        setMore(page.length === PAGE);
      },
      () => setReports([]),
    );
  }, [fetchPage]);
  useEffect(load, [load]);

  const loadMore = async () => {
    const page = await fetchPage(reports?.at(-1)?.id);
    setReports((now) => [...(now ?? []), ...page]);
    setMore(page.length === PAGE);
  };

  return (
    <AdminPage title={t('abuses.title')}>
      <div className="form-field">
        <label htmlFor={stateId}>{t('abuses.show')}</label>
        <select id={stateId} value={state} onChange={(e) => setState(e.target.value as typeof state)}>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {t(`abuses.states.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {reports === null && <p role="status">{t('loading')}</p>}
      {reports?.length === 0 && <p className="form-hint">{t('abuses.none')}</p>}
      <ul className="admin-list" aria-label={t('abuses.title')}>
        {reports?.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} changed={load} />
          </li>
        ))}
      </ul>
      {more && (
        <button type="button" className="button" onClick={() => void loadMore()}>
          {t('more')}
        </button>
      )}
    </AdminPage>
  );
}

function ReportCard({ report, changed }: { report: Report; changed(): void }) {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const noteId = useId();
  const [note, setNote] = useState(report.moderationNote);
  const target = report.targetUser.username;
  const resolve = async (resolvedAs: 'accept' | 'reject') => {
    await host
      .apiWithDialog('admin/resolve-abuse-user-report', { reportId: report.id, resolvedAs })
      .catch(() => undefined);
    changed();
  };
  const saveNote = async () => {
    await host
      .apiWithDialog('admin/update-abuse-user-report', { reportId: report.id, moderationNote: note })
      .catch(() => undefined);
    host.modals.toast(t('saved'));
  };
  return (
    <article className="admin-report" aria-label={t('abuses.about', { user: `@${target}` })}>
      <div className="admin-report-people">
        <div>
          <small>{t('abuses.target')}</small>
          <UserRow user={report.targetUser} />
        </div>
        <div>
          <small>{t('abuses.reporter')}</small>
          <UserRow user={report.reporter} />
        </div>
      </div>
      <p className="admin-report-comment">{report.comment}</p>
      <p className="form-hint">
        <RelativeTime time={report.createdAt} />
        {report.resolved &&
          ` · ${t(report.resolvedAs === 'reject' ? 'abuses.rejected' : 'abuses.accepted', {
            by: report.assignee ? `@${report.assignee.username}` : '?',
          })}`}
      </p>
      <div className="form-field">
        <label htmlFor={noteId}>{t('abuses.note')}</label>
        <textarea id={noteId} maxLength={8192} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          disabled={note === report.moderationNote}
          onClick={() => void saveNote()}
        >
          {t('abuses.saveNote')}
        </button>
        {!report.resolved && (
          <>
            <button type="button" className="button primary" onClick={() => void resolve('accept')}>
              {t('abuses.accept')}
            </button>
            <button type="button" className="button" onClick={() => void resolve('reject')}>
              {t('abuses.reject')}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
