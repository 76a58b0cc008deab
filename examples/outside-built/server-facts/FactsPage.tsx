import { Icon, type PageProps, useExtensionStrings, useInstanceMeta, useSlotMenu } from '@tessera/sdk';
import FactList from './FactList';

/** The example's page: the server's facts at full width, with the menu other extensions fill. */
export default function FactsPage(_props: PageProps) {
  const t = useExtensionStrings('server-facts');
  const meta = useInstanceMeta();
  const openMenu = useSlotMenu('serverFacts');
  return (
    <section className="page-card" aria-labelledby="server-facts-title">
      <h1 id="server-facts-title">{t('title')}</h1>
      <button type="button" aria-haspopup="menu" onClick={(e) => openMenu({ meta }, e.currentTarget)}>
        <Icon name="more" /> {t('actions')}
      </button>
      <FactList />
    </section>
  );
}
