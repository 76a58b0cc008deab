import { Link, type PageProps, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { domainOf, domainSegment, registryParams, scopeOf, scopePath } from './registry-address';
import '../tools.css';

/** /registry/keys/{domain}/{scope…}: the keys of one scope with the type of each value. */
export default function RegistryKeysPage({ params }: PageProps) {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const domain = domainOf(params.domain);
  const scope = scopeOf(params.path);
  const keys = useEndpoint('i/registry/keys-with-type', registryParams(domain, scope));
  return (
    <section className="page-card tools-page form-controls" aria-labelledby="registry-keys-title">
      <p>
        <Link to="/registry">{t('registry.title')}</Link>
      </p>
      <h1 id="registry-keys-title">{scope.join(' / ') || t('registry.root')}</h1>
      {keys.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {keys.status === 'error' && <p role="alert">{host.describeError(keys.error).text}</p>}
      {keys.status === 'ready' &&
        (Object.keys(keys.data).length === 0 ? (
          <p className="form-hint">{t('registry.noKeys')}</p>
        ) : (
          <ul className="tools-list" aria-label={t('registry.keys')}>
            {Object.entries(keys.data).map(([key, type]) => (
              <li key={key}>
                <Link to={`/registry/value/${domainSegment(domain)}/${scopePath([...scope, key])}`}>{key}</Link>{' '}
                <small>{type}</small>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
