import { RelativeTime, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { timeOfId } from './id-time';

/** How many sign-ins the account's page lists, newest first. */
const SHOWN = 100;

/** A sign-in as Misskey sends it in admin/show-user: stored as it is, without `createdAt`. */
type SigninAsSent = Omit<entities.Signin, 'createdAt'> & { createdAt?: string };

/** When a sign-in was: its `createdAt` if it has one, else the time in its id. */
function whenOf(signin: SigninAsSent): number | null {
  const at = signin.createdAt ? Date.parse(signin.createdAt) : timeOfId(signin.id);
  return at !== null && Number.isFinite(at) ? at : null;
}

/**
 * An account's sign-ins in the control panel, newest first. Misskey sends them as it stores them:
 * no `createdAt` (misskey-js types one), so the time comes from the id when it is missing.
 */
export function UserSignins({ signins }: { signins: readonly SigninAsSent[] }) {
  const t = useExtensionStrings('admin');
  const timed = signins.map((s) => ({ ...s, at: whenOf(s) })).sort((a, b) => (b.at ?? 0) - (a.at ?? 0));
  return (
    <section aria-labelledby="admin-user-signins">
      <h2 id="admin-user-signins">{t('user.signins')}</h2>
      {timed.length === 0 ? (
        <p className="form-hint">{t('user.noSignins')}</p>
      ) : (
        <>
          {timed.length > SHOWN && (
            <p className="form-hint">{t('user.signinsShown', { shown: String(SHOWN), total: String(timed.length) })}</p>
          )}
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('user.when')}</th>
                <th scope="col">{t('user.address')}</th>
                <th scope="col">{t('user.result')}</th>
              </tr>
            </thead>
            <tbody>
              {timed.slice(0, SHOWN).map((s) => (
                <tr key={s.id}>
                  <td>{s.at === null ? t('user.unknownTime') : <RelativeTime time={s.at} />}</td>
                  <td>{s.ip}</td>
                  <td>{s.success ? t('user.signinOk') : t('user.signinFailed')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
