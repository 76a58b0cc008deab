import { Link, useExtensionStrings } from '@tessera/sdk';
import './games.css';

/** /games: the games this client has. */
export default function GamesPage() {
  const t = useExtensionStrings('games');
  return (
    <section className="page-card games-page" aria-labelledby="games-title">
      <h1 id="games-title">{t('title')}</h1>
      <ul className="games-list" aria-label={t('title')}>
        <li className="games-card">
          <Link to="/clicker" className="games-card-link">
            <span className="games-card-icon" aria-hidden="true">
              🍪
            </span>
            <span>
              <strong>{t('clicker.title')}</strong>
              <small>{t('clicker.summary')}</small>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
