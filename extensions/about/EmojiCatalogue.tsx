import { useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { useId, useMemo, useState } from 'react';
import { byCategory, matchesEmoji } from './emoji-groups';

/** The server's custom emoji by category, searchable; choosing one copies its :name:. */
export function EmojiCatalogue() {
  const t = useExtensionStrings('about');
  const host = useHost();
  const emojis = useEndpoint('emojis', {});
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = useMemo(
    () => (emojis.status === 'ready' ? byCategory(emojis.data.emojis.filter((e) => matchesEmoji(e, query))) : []),
    [emojis, query],
  );
  if (emojis.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (emojis.status === 'error') return <p role="alert">{host.describeError(emojis.error).text}</p>;
  return (
    <section className="page-card about-section" aria-label={t('emojis')}>
      <label htmlFor={searchId} className="visually-hidden">
        {t('searchEmojis')}
      </label>
      <input
        id={searchId}
        type="search"
        className="text-field about-emoji-search"
        placeholder={t('searchEmojis')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {emojis.data.emojis.length === 0 ? (
        <p className="about-hint">{t('noEmojis')}</p>
      ) : groups.length === 0 ? (
        <p className="about-hint">{t('noEmojiFound')}</p>
      ) : (
        groups.map(([category, list]) => (
          <section key={category ?? ''} className="about-emoji-group" aria-label={category ?? t('uncategorized')}>
            <h3>{category ?? t('uncategorized')}</h3>
            <ul className="about-emojis">
              {list.map((emoji) => (
                <li key={emoji.name}>
                  <button
                    type="button"
                    className="about-emoji"
                    title={[emoji.name, ...emoji.aliases].join(' ')}
                    onClick={() => void host.copyToClipboard(`:${emoji.name}:`)}
                  >
                    <img src={emoji.url} alt="" loading="lazy" />
                    <span>:{emoji.name}:</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
