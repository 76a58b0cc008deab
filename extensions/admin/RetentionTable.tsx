import { useEndpoint, useExtensionStrings, useHost, useI18n } from '@tessera/sdk';
import type { CSSProperties } from 'react';

/** How many days of new accounts, and how many days after each, the table shows. */
const ROWS = 10;
const LATER_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Half a day: a record is made about when its day ends, so half a day before is within that day. */
const HALF_DAY_MS = 12 * 60 * 60 * 1000;

/**
 * The server's retention (Misskey's `retention`) as a heat table: a row for each day accounts were
 * opened, with their count, then a column for each day after, saying how many of them used the
 * server that day and what share that is; the larger the share, the deeper the cell's tint.
 */
export function RetentionTable() {
  const t = useExtensionStrings('admin');
  const i18n = useI18n();
  const host = useHost();
  const retention = useEndpoint('retention', {});
  if (retention.status === 'error') return <p role="alert">{host.describeError(retention.error).text}</p>;
  if (!retention.data) return <p role="status">{t('loading')}</p>;
  const records = retention.data.slice(0, ROWS);
  if (records.length === 0) return <p>{t('retention.empty')}</p>;
  const number = (n: number) => n.toLocaleString(i18n.locale);
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent' });
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  return (
    // A narrow screen scrolls the table sideways rather than squeezing its figures.
    <div className="admin-retention-scroll">
      <table className="admin-table admin-retention">
        <caption>{t('retention.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('retention.opened')}</th>
            <th scope="col">{t('retention.accounts')}</th>
            {LATER_DAYS.map((day) => (
              <th scope="col" key={day}>
                {t('retention.day', { day })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            // The later days in order: the first key is one day after, and so on.
            const later = Object.keys(record.data)
              .sort((a, b) => Date.parse(a) - Date.parse(b))
              .map((key) => record.data[key] ?? 0);
            return (
              <tr key={record.createdAt}>
                <th scope="row">{date.format(Date.parse(record.createdAt) - HALF_DAY_MS)}</th>
                <td>{number(record.users)}</td>
                {LATER_DAYS.map((day) => {
                  const active = later[day - 1];
                  if (active === undefined) return <td key={day}>–</td>;
                  const share = record.users === 0 ? 0 : active / record.users;
                  return (
                    <td key={day} className="admin-retention-cell" style={{ '--share': share } as CSSProperties}>
                      {record.users === 0 ? number(active) : `${number(active)} · ${percent.format(share)}`}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
