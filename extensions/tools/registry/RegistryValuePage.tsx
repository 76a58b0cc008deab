import { Link, type PageProps, RelativeTime, useEndpoint, useExtensionStrings, useHost, useRouter } from '@tessera/sdk';
import { useEffect, useId, useState } from 'react';
import { domainOf, domainSegment, registryParams, scopeOf, scopePath } from './registry-address';
import '@tessera/sdk/forms.css';
import '../tools.css';

/**
 * /registry/value/{domain}/{scope…}/{key}: one stored value, edited as JSON5 and saved back, or
 * deleted. A value that does not parse is not saved.
 */
export default function RegistryValuePage({ params }: PageProps) {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const router = useRouter();
  const domain = domainOf(params.domain);
  const path = scopeOf(params.path);
  const key = path.at(-1) ?? '';
  const scope = path.slice(0, -1);
  const detail = useEndpoint('i/registry/get-detail', { ...registryParams(domain, scope), key });
  const [code, setCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const keysPath = `/registry/keys/${domainSegment(domain)}/${scopePath(scope)}`;

  useEffect(() => {
    if (detail.status !== 'ready') return;
    void import('json5').then(({ default: JSON5 }) => setCode(JSON5.stringify(detail.data.value, null, 2)));
  }, [detail.status, detail.data]);

  const save = async () => {
    const { default: JSON5 } = await import('json5');
    let value: unknown;
    try {
      value = JSON5.parse(code ?? '');
    } catch (error) {
      setProblem(`${t('registry.badValue')} ${String(error)}`);
      return;
    }
    setProblem(null);
    try {
      await host.apiWithDialog('i/registry/set', { ...registryParams(domain, scope), key, value });
      detail.reload();
    } catch {
      // Said by the dialog; the edit stays.
    }
  };

  const remove = async () => {
    if (!(await host.modals.confirm(t('registry.deleteConfirm', { key }), { danger: true }))) return;
    try {
      await host.apiWithDialog('i/registry/remove', { ...registryParams(domain, scope), key });
      router.push(keysPath);
    } catch {
      // Said by the dialog.
    }
  };

  return (
    <section className="page-card tools-page form-controls" aria-labelledby="registry-value-title">
      <p>
        <Link to={keysPath}>{scope.join(' / ') || t('registry.root')}</Link>
      </p>
      <h1 id="registry-value-title">{key}</h1>
      {detail.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {detail.status === 'error' && <p role="alert">{host.describeError(detail.error).text}</p>}
      {detail.status === 'ready' && (
        <>
          <p className="form-hint">
            {t('registry.updated')} <RelativeTime time={detail.data.updatedAt} />
          </p>
          <label htmlFor={id}>{t('registry.value')}</label>
          <textarea
            id={id}
            className="tools-code"
            rows={14}
            spellCheck={false}
            value={code ?? ''}
            onChange={(event) => setCode(event.target.value)}
          />
          {problem && (
            <p role="alert" className="tools-error">
              {problem}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="button danger" onClick={() => void remove()}>
              {t('registry.delete')}
            </button>
            <button type="button" className="button primary" disabled={code === null} onClick={() => void save()}>
              {t('registry.save')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
