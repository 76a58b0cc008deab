import {
  contributedTitle,
  Deferred,
  Icon,
  TabBar,
  useContributions,
  useExtensionStrings,
  useHost,
  useI18n,
  usePreference,
  useService,
  useViewer,
} from '@tessera/sdk';
import { useMemo } from 'react';
import type {} from '../composer/api';
import type {} from '../notes/api';
import { TimelineTutorial } from './TimelineTutorial';
import TimelineView from './TimelineView';

export { TimelineView };

import { pickSource } from './timeline-sources';
import './timeline.css';

/** The home page of a signed-in account: the timelines the role policies allow, as tabs. */
export default function TimelinePage() {
  const t = useExtensionStrings('timeline');
  const { t: translate } = useI18n();
  const viewer = useViewer();
  const [tl, setTl] = usePreference('tl');
  // Every timeline source contribution this viewer may read: the four built-in ones, lists, ...
  const contributed = useContributions('timelineSource');
  const sources = useMemo(
    () =>
      contributed
        .filter(({ item }) => item.available?.(viewer) ?? true)
        .map(({ item, extensionId }) => ({
          ...item,
          label: contributedTitle(translate, extensionId, item.title),
          emptyText: item.empty ? contributedTitle(translate, extensionId, item.empty) : t('empty'),
        })),
    [contributed, viewer, translate, t],
  );
  const source = pickSource(tl.src, sources);
  const host = useHost();
  // The `tl` filters, as switches: replies only where the timeline takes them. Their words are a
  // part of the timeline's strings of their own, asked for as the menu opens.
  const openOptions = async (anchor: HTMLElement, acceptsReplies: boolean) => {
    await host.i18n.loadStrings('timeline.filter').catch(() => {});
    const flag = (key: keyof typeof tl.filter, label: string) => ({
      type: 'switch' as const,
      text: label,
      value: tl.filter[key],
      onChange: (value: boolean) =>
        setTl((d) => {
          d.filter[key] = value;
        }),
    });
    void host.modals.menu(
      [
        flag('withRenotes', t('filter.renotes')),
        ...(acceptsReplies ? [flag('withReplies', t('filter.replies'))] : []),
        flag('withSensitive', t('filter.sensitive')),
        flag('withLocalOnly', t('filter.localOnly')),
        flag('onlyFiles', t('filter.onlyFiles')),
      ],
      anchor,
    );
  };
  return (
    <section className="timeline-page" aria-labelledby="timeline-title">
      <header className="timeline-header">
        <h1 id="timeline-title" className="visually-hidden">
          {t('title')}
        </h1>
        <TabBar
          label={t('sources')}
          tabs={sources.map((s) => ({ value: s.id, label: s.label, ...(s.icon ? { icon: s.icon } : {}) }))}
          selected={source?.id ?? null}
          onSelect={(s) => {
            setTl((d) => {
              d.src = s;
            });
            window.scrollTo({ top: 0 });
          }}
        />
        <button
          type="button"
          className="icon-button timeline-options"
          onClick={(event) => void openOptions(event.currentTarget, source?.acceptsReplies ?? false)}
        >
          <Icon name="more" label={t('options')} size={20} />
        </button>
      </header>
      {source && <TimelineTutorial kind={source.id} />}
      <InlinePostForm />
      {source ? (
        <TimelineView key={source.id} source={source} label={source.label} empty={source.emptyText} />
      ) : (
        <p className="timeline-empty">{t('noneAvailable')}</p>
      )}
    </section>
  );
}

/** The post form at the top of the timeline, when a composer provides one; it follows the notes. */
function InlinePostForm() {
  const loader = useService('composer.form');
  const viewer = useViewer();
  const [shown] = usePreference('showFixedPostForm');
  if (!loader || !viewer.signedIn || !shown) return null;
  return (
    <Deferred
      loader={loader}
      props={{ inline: true }}
      placeholder={<div className="timeline-post-form-placeholder" />}
    />
  );
}
