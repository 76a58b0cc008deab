import { Switch, useEndpoint, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId, useState } from 'react';
import '@tessera/sdk/forms.css';

/**
 * What moderators may decide about another server, with Misskey's endpoints and rights: stopping
 * delivery and the moderators' note (admin/federation/update-instance, moderators), blocking and
 * silencing (the meta's host lists through admin/update-meta, administrators only).
 */
export function ServerModeration({ server, reload }: { server: entities.FederationInstance; reload(): void }) {
  const t = useExtensionStrings('about');
  const host = useHost();
  const viewer = useViewer();
  const noteId = useId();
  const [note, setNote] = useState(server.moderationNote ?? '');
  const suspended = server.suspensionState !== 'none';

  const setSuspended = async (isSuspended: boolean) => {
    if (isSuspended && !(await host.modals.confirm(t('remote.stopConfirm', { host: server.host }), { danger: true }))) {
      return;
    }
    await host
      .apiWithDialog('admin/federation/update-instance', { host: server.host, isSuspended })
      .catch(() => undefined);
    reload();
  };
  const saveNote = async () => {
    await host
      .apiWithDialog('admin/federation/update-instance', { host: server.host, moderationNote: note })
      .catch(() => undefined);
    host.modals.toast(t('remote.saved'));
    reload();
  };

  return (
    <section className="page-card about-section" aria-labelledby={`${noteId}-h`}>
      <h2 id={`${noteId}-h`}>{t('remote.moderation')}</h2>
      <p>
        {suspended ? (
          <button
            type="button"
            className="button"
            disabled={server.suspensionState === 'softwareSuspended'}
            onClick={() => void setSuspended(false)}
          >
            {t('remote.resume')}
          </button>
        ) : (
          <button type="button" className="button danger" onClick={() => void setSuspended(true)}>
            {t('remote.stop')}
          </button>
        )}
      </p>
      {viewer.isAdmin ? (
        <HostLists server={server} reload={reload} />
      ) : (
        <p className="form-hint">{t('remote.adminsOnly')}</p>
      )}
      <div className="form-field">
        <label htmlFor={noteId}>{t('remote.note')}</label>
        <textarea id={noteId} maxLength={16384} value={note} onChange={(e) => setNote(e.target.value)} />
        <p className="form-hint">{t('remote.noteHint')}</p>
      </div>
      <button
        type="button"
        className="button"
        disabled={note === (server.moderationNote ?? '')}
        onClick={() => void saveNote()}
      >
        {t('remote.saveNote')}
      </button>
    </section>
  );
}

type HostList = 'blockedHosts' | 'silencedHosts' | 'mediaSilencedHosts';

/** The administrators' switches: the server in or out of the meta's blocked and silenced host lists. */
function HostLists({ server, reload }: { server: entities.FederationInstance; reload(): void }) {
  const t = useExtensionStrings('about');
  const host = useHost();
  const meta = useEndpoint('admin/meta', {});
  const toggle = async (list: HostList, on: boolean) => {
    const current = meta.data?.[list] ?? [];
    const next = on
      ? [...current.filter((h) => h !== server.host), server.host]
      : current.filter((h) => h !== server.host);
    await host.apiWithDialog('admin/update-meta', { [list]: next }).catch(() => undefined);
    meta.reload();
    reload();
  };
  const switches: [HostList, string, boolean][] = [
    ['blockedHosts', t('remote.block'), server.isBlocked],
    ['silencedHosts', t('remote.silence'), server.isSilenced],
    ['mediaSilencedHosts', t('remote.mediaSilence'), server.isMediaSilenced],
  ];
  return (
    <>
      {switches.map(([list, label, on]) => (
        <div className="settings-row" key={list}>
          <span>{label}</span>
          <Switch label={label} checked={on} disabled={!meta.data} onChange={(v) => void toggle(list, v)} />
        </div>
      ))}
    </>
  );
}
