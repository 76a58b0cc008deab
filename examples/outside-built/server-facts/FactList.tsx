import {
  contributedTitle,
  useContributions,
  useEndpoint,
  useExtensionStrings,
  useI18n,
  usePreference,
} from '@tessera/sdk';
import { lazy, Suspense, useMemo } from 'react';
import type { FactListProps, ServerFactContribution } from './api';

/**
 * The server's facts, read through the SDK's API hook: its name and version, its users and notes
 * (unless the person turned the counts off), then the facts other extensions add to the
 * `serverFact` point, each value drawn by its own component.
 */
export default function FactList({ compact = false }: FactListProps) {
  const t = useExtensionStrings('server-facts');
  const i18n = useI18n();
  const [showCounts] = usePreference('server-facts.showCounts');
  const added = useContributions('serverFact');
  const meta = useEndpoint('meta', { detail: false });
  const stats = useEndpoint('stats', {});
  if (meta.status !== 'ready' || stats.status !== 'ready') return <p role="status">{t('loading')}</p>;
  const facts: [string, string][] = [
    [t('name'), meta.data.name ?? t('unnamed')],
    [t('version'), meta.data.version],
    ...(showCounts !== false
      ? ([
          [t('users'), String(stats.data.originalUsersCount)],
          [t('notes'), String(stats.data.originalNotesCount)],
        ] as [string, string][])
      : []),
  ];
  return (
    <dl className={compact ? 'server-facts compact' : 'server-facts'}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {added.map(({ item, extensionId }) => (
        <AddedFact key={item.id} label={contributedTitle(i18n.t, extensionId, item.label)} fact={item} />
      ))}
    </dl>
  );
}

/** A fact another extension added: its label, and its value as its own component draws it. */
function AddedFact({ label, fact }: { label: string; fact: ServerFactContribution }) {
  const Value = useMemo(() => lazy(fact.value), [fact.value]);
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <Suspense fallback="…">
          <Value />
        </Suspense>
      </dd>
    </div>
  );
}
