import { type PageProps, useExtensionStrings } from '@tessera/sdk';
import FactList from './FactList';

/** The example's page: the server's facts at full width. */
export default function FactsPage(_props: PageProps) {
  const t = useExtensionStrings('server-facts');
  return (
    <section className="page-card" aria-labelledby="server-facts-title">
      <h1 id="server-facts-title">{t('title')}</h1>
      <FactList />
    </section>
  );
}
