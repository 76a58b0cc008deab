import { useExtensionStrings } from '@tessera/sdk';
import { ClickerGame } from './ClickerGame';

/** /clicker. */
export default function ClickerPage() {
  const t = useExtensionStrings('games');
  return (
    <section className="page-card clicker-page" aria-labelledby="clicker-title">
      <h1 id="clicker-title">{t('clicker.title')}</h1>
      <ClickerGame />
    </section>
  );
}
