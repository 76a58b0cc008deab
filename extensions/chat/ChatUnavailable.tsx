import { useExtensionStrings } from '@tessera/sdk';

/** What chat's pages say to an account whose role has no chat. */
export function ChatUnavailable() {
  const t = useExtensionStrings('chat');
  return (
    <section className="page-card" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('unavailable')}</p>
    </section>
  );
}
