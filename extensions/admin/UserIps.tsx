import { RelativeTime, useEndpoint, useExtensionStrings } from '@tessera/sdk';

/**
 * The addresses an account called the server from (admin/get-user-ips), newest first, each with
 * when it was first seen. The server keeps them only while its IP logging setting is on.
 */
export function UserIps({ userId }: { userId: string }) {
  const t = useExtensionStrings('admin');
  const ips = useEndpoint('admin/get-user-ips', { userId });
  return (
    <section aria-labelledby="admin-user-ips">
      <h2 id="admin-user-ips">{t('user.ips')}</h2>
      <p className="form-hint">{t('user.ipsHint')}</p>
      {ips.status === 'loading' ? (
        <p>{t('user.ipsLoading')}</p>
      ) : ips.status === 'error' ? (
        <p role="alert">{t('user.ipsFailed')}</p>
      ) : ips.data.length === 0 ? (
        <p className="form-hint">{t('user.noIps')}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('user.address')}</th>
              <th scope="col">{t('user.firstSeen')}</th>
            </tr>
          </thead>
          <tbody>
            {ips.data.map((entry) => (
              <tr key={entry.ip}>
                <td>{entry.ip}</td>
                <td>
                  <RelativeTime time={entry.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
