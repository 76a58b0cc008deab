import { Icon, Link, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { useEffect } from 'react';
import { antennaUnread } from './antenna-unread';
import { useUnreadAntennas } from './use-unread-antennas';
import './antennas.css';

/** /my/antennas: the viewer's antennas, each opening its timeline, with its unread mark and an edit link. */
export default function AntennasPage() {
  const t = useExtensionStrings('antennas');
  const host = useHost();
  const antennas = useEndpoint('antennas/list', {});
  const unread = useUnreadAntennas();
  // The marks are checked again when the list is looked at (an antenna made elsewhere is followed too).
  useEffect(
    () =>
      void antennaUnread()
        ?.joinRefresh()
        .catch(() => {}),
    [],
  );
  return (
    <section className="page-card antennas-page" aria-labelledby="antennas-title">
      <header className="antennas-header">
        <h1 id="antennas-title">{t('title')}</h1>
        <Link to="/my/antennas/create" className="button primary">
          <Icon name="plus" size={16} /> {t('create')}
        </Link>
      </header>
      {antennas.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {antennas.status === 'error' && <p role="alert">{host.describeError(antennas.error).text}</p>}
      {antennas.status === 'ready' && antennas.data.length === 0 && <p className="antennas-hint">{t('none')}</p>}
      {antennas.status === 'ready' && antennas.data.length > 0 && (
        <ul className="antenna-list" aria-labelledby="antennas-title">
          {antennas.data.map((antenna) => (
            <li key={antenna.id} className="antenna-row">
              <Link to={`/timeline/antenna/${antenna.id}`} className="antenna-name">
                <Icon name="antenna" size={18} /> {antenna.name}
              </Link>
              {unread.has(antenna.id) && <span className="antenna-unread">{t('unread')}</span>}
              <Link to={`/my/antennas/${antenna.id}`} className="button small">
                {t('editNamed', { name: antenna.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
