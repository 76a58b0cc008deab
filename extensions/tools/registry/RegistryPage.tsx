import { Link, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { domainSegment, scopePath } from './registry-address';
import '../tools.css';

/** /registry: the scopes this account keeps settings in, by the client (domain) that wrote them. */
export default function RegistryPage() {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const domains = useEndpoint('i/registry/scopes-with-domain', {});
  return (
    <section className="page-card tools-page form-controls" aria-labelledby="registry-title">
      <h1 id="registry-title">{t('registry.title')}</h1>
      <p className="form-hint">{t('registry.hint')}</p>
      {domains.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {domains.status === 'error' && <p role="alert">{host.describeError(domains.error).text}</p>}
      {domains.status === 'ready' &&
        domains.data.map(({ domain, scopes }) => {
          const label = domain === null ? t('registry.thisClient') : domain;
          return (
            <section key={domain ?? '@'} aria-label={label}>
              <h2>{label}</h2>
              {scopes.length === 0 ? (
                <p className="form-hint">{t('registry.empty')}</p>
              ) : (
                <ul className="tools-list" aria-label={t('registry.scopesOf', { domain: label })}>
                  {scopes.map((scope) => (
                    <li key={scope.join('/')}>
                      <Link to={`/registry/keys/${domainSegment(domain)}/${scopePath(scope)}`}>
                        {scope.join(' / ')}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </section>
  );
}
