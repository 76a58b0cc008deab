import { useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { FactListProps } from './api';

/** The server's facts, read through the SDK's API hook: its name and version, its users and notes. */
export default function FactList({ compact = false }: FactListProps) {
  const t = useExtensionStrings('server-facts');
  const meta = useEndpoint('meta', { detail: false });
  const stats = useEndpoint('stats', {});
  if (meta.status !== 'ready' || stats.status !== 'ready') return <p role="status">{t('loading')}</p>;
  const facts: [string, string][] = [
    [t('name'), meta.data.name ?? t('unnamed')],
    [t('version'), meta.data.version],
    [t('users'), String(stats.data.originalUsersCount)],
    [t('notes'), String(stats.data.originalNotesCount)],
  ];
  return (
    <dl className={compact ? 'server-facts compact' : 'server-facts'}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
