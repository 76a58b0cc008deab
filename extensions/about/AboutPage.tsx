import {
  lazyComponent,
  TabBar,
  useCurrentRoute,
  useExtensionStrings,
  useHost,
  useInstanceMeta,
  useRouter,
} from '@tessera/sdk';
import { Suspense } from 'react';
import { EmojiCatalogue } from './EmojiCatalogue';
import { FederationList } from './FederationList';
import { InstanceOverview } from './InstanceOverview';
import './about.css';

// The charts and their library load when the tab is opened.
const InstanceCharts = lazyComponent(() => import('./InstanceCharts'));

type Tab = 'overview' | 'emojis' | 'federation' | 'charts';

/** /about, with #emojis, #federation and #charts as Misskey's about page has them (federation only where the server federates). */
export default function AboutPage() {
  const t = useExtensionStrings('about');
  const route = useCurrentRoute();
  const router = useRouter();
  const meta = useInstanceMeta();
  const federates = meta !== null && meta.federation !== 'none';
  const hash = route.fullPath.split('#')[1] ?? '';
  const { i18n } = useHost();
  const tab: Tab =
    hash === 'emojis' || hash === 'charts' ? hash : hash === 'federation' && federates ? 'federation' : 'overview';
  const tabs: { value: Tab; label: string }[] = [
    { value: 'overview', label: t('overview') },
    { value: 'emojis', label: t('emojis') },
    ...(federates ? [{ value: 'federation' as const, label: t('federation') }] : []),
    { value: 'charts', label: t('charts') },
  ];
  return (
    <section className="about-page" aria-labelledby="about-title">
      <header className="page-card about-header">
        <h1 id="about-title">{t('title', { name: meta?.name ?? '' })}</h1>
        <TabBar<Tab>
          label={t('sections')}
          tabs={tabs}
          selected={tab}
          onSelect={(next) => router.replace(next === 'overview' ? '/about' : `/about#${next}`)}
        />
      </header>
      {tab === 'overview' && <InstanceOverview />}
      {tab === 'emojis' && <EmojiCatalogue />}
      {tab === 'federation' && <FederationList />}
      {tab === 'charts' && (
        <Suspense fallback={<p role="status">{i18n.t('kernel.loading')}</p>}>
          <InstanceCharts />
        </Suspense>
      )}
    </section>
  );
}
