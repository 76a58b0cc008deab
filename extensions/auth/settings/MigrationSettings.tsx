import { ApiError, useAccount, useExtensionStrings, useHost } from '@tessera/sdk';
import { type FormEvent, useEffect, useId, useState } from 'react';
import './security-settings.css';

/** How many aliases an account may list (Misskey's limit). */
const MAX_ALIASES = 10;

let rowKeys = 0;
/** An alias row with a key of its own, so removing one does not move what the others show. */
const row = (text: string) => ({ key: rowKeys++, text });

/** The reasons i/move gives, as the person reads them. */
const MOVE_ERRORS: Record<string, string> = {
  NOT_REMOTE: 'migration.notRemote',
  NO_SUCH_MOVE_TARGET: 'migration.noTarget',
  REMOTE_ACCOUNT_FORBIDS: 'migration.notAliased',
  ALREADY_MOVED: 'migration.alreadyMoved',
  NOT_ROOT_FORBIDDEN: 'migration.root',
};

/**
 * Settings > Account migration: moving this account to one on another server (which must first
 * list this one as an alias), and listing the accounts that may move here (alsoKnownAs).
 */
export default function MigrationSettings() {
  const t = useExtensionStrings('auth');
  const info = useAccount()?.info;
  return (
    <section className="page-card settings-panel" aria-labelledby="migration-title">
      <h1 id="migration-title">{t('migration.title')}</h1>
      {info?.movedTo ? <p role="status">{t('migration.moved')}</p> : <MoveForm />}
      <Aliases current={info?.alsoKnownAs ?? []} />
    </section>
  );
}

function MoveForm() {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const acct = target.trim();
    if (!acct) return;
    if (!(await host.modals.confirm(t('migration.confirm', { account: acct }), { danger: true }))) return;
    setBusy(true);
    try {
      await host.api.call('i/move', { moveToAccount: acct });
      host.modals.toast(t('migration.done', { account: acct }));
    } catch (error) {
      const key = error instanceof ApiError ? MOVE_ERRORS[error.code] : undefined;
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text: key ? t(key) : text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('migration.moveTitle')}>
      <h2>{t('migration.moveTitle')}</h2>
      <p className="form-hint">{t('migration.moveHint')}</p>
      <div className="form-field">
        <label htmlFor={id}>{t('migration.target')}</label>
        <input
          id={id}
          placeholder="@name@server.example"
          spellCheck={false}
          autoCapitalize="off"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          required
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button danger" disabled={busy}>
          {t('migration.move')}
        </button>
      </div>
    </form>
  );
}

/** The aliases as the person typed them: acct names, resolved from the stored URIs when shown. */
function Aliases({ current }: { current: readonly string[] }) {
  const t = useExtensionStrings('auth');
  const host = useHost();
  const [lines, setLines] = useState<{ key: number; text: string }[] | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const key = current.join('\n');

  // The account lists URIs; people name accounts as @name@host.
  useEffect(() => {
    let live = true;
    const uris = key ? key.split('\n') : [];
    void Promise.all(
      uris.map(async (uri) => {
        try {
          const found = await host.api.call('ap/show', { uri });
          if (found.type !== 'User') return uri;
          return `@${found.object.username}${found.object.host ? `@${found.object.host}` : ''}`;
        } catch {
          return uri;
        }
      }),
    ).then((names) => live && setLines(names.map(row)));
    return () => {
      live = false;
    };
  }, [host, key]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!lines) return;
    setBusy(true);
    try {
      const alsoKnownAs = [...new Set(lines.map((l) => l.text.trim()).filter(Boolean))];
      await host.api.call('i/update', { alsoKnownAs });
      host.modals.toast(t('migration.aliasesSaved'));
    } catch (error) {
      const { title, text } = host.describeError(error, {
        customErrors: {
          'fcd2eef9-a9b2-4c4f-8624-038099e90aa5': { text: t('migration.noSuchAlias') },
          '25c90186-4ab0-49c8-9bba-a1fa6c202ba4': { text: t('migration.selfAlias') },
        },
      });
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} aria-labelledby={listId}>
      <h2 id={listId}>{t('migration.aliases')}</h2>
      <p className="form-hint">{t('migration.aliasesHint')}</p>
      {lines === null ? (
        <p role="status">{t('security.loading')}</p>
      ) : (
        <>
          {lines.map((line, index) => (
            <div className="alias-row" key={line.key}>
              <input
                aria-label={t('migration.alias', { n: String(index + 1) })}
                placeholder="@name@server.example"
                spellCheck={false}
                autoCapitalize="off"
                value={line.text}
                onChange={(e) => setLines(lines.map((l) => (l.key === line.key ? { ...l, text: e.target.value } : l)))}
              />
              <button
                type="button"
                className="button"
                aria-label={t('migration.removeAlias', { n: String(index + 1) })}
                onClick={() => setLines(lines.filter((l) => l.key !== line.key))}
              >
                {t('migration.remove')}
              </button>
            </div>
          ))}
          <div className="form-actions">
            <button
              type="button"
              className="button"
              disabled={lines.length >= MAX_ALIASES}
              onClick={() => setLines([...lines, row('')])}
            >
              {t('migration.addAlias')}
            </button>
            <button type="submit" className="button primary" disabled={busy}>
              {t('migration.saveAliases')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
