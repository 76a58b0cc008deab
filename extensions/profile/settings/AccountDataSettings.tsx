import { SwitchRow, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useRef, useState } from 'react';
import './profile-settings.css';

/** What can be exported, and the endpoints that do it. */
const EXPORTS = [
  { id: 'notes', endpoint: 'i/export-notes' },
  { id: 'favorites', endpoint: 'i/export-favorites' },
  { id: 'clips', endpoint: 'i/export-clips' },
  { id: 'following', endpoint: 'i/export-following' },
  { id: 'userLists', endpoint: 'i/export-user-lists' },
  { id: 'muting', endpoint: 'i/export-mute' },
  { id: 'blocking', endpoint: 'i/export-blocking' },
  { id: 'antennas', endpoint: 'i/export-antennas' },
] as const;

/** The files a list import reads: CSV, as Misskey exports them. */
const CSV = {
  accept: '.csv,text/csv,text/plain',
  confirm: 'data.importConfirm',
  started: 'data.importStarted',
} as const;

/**
 * What can be imported: the endpoint that does it, the role policy that allows it, the files it
 * reads and what the person is asked and told.
 */
const IMPORTS = {
  following: { endpoint: 'i/import-following', policy: 'canImportFollowing', ...CSV },
  userLists: { endpoint: 'i/import-user-lists', policy: 'canImportUserLists', ...CSV },
  muting: { endpoint: 'i/import-muting', policy: 'canImportMuting', ...CSV },
  blocking: { endpoint: 'i/import-blocking', policy: 'canImportBlocking', ...CSV },
  antennas: {
    endpoint: 'i/import-antennas',
    policy: 'canImportAntennas',
    accept: '.json,application/json',
    confirm: 'data.importAntennasConfirm',
    started: 'data.importAntennasStarted',
  },
} as const;

type ExportId = (typeof EXPORTS)[number]['id'];
type ImportId = keyof typeof IMPORTS;
const canImport = (id: ExportId): id is ImportId => id in IMPORTS;

/**
 * Settings > Account data: exports of one's notes, favorites, clips and antennas (JSON) and of
 * follows, lists, mutes and blocks (CSV), made by the server in the background and put in the
 * drive with a notification; imports of follows, lists, mutes, blocks and antennas from a file on
 * this device.
 */
export default function AccountDataSettings() {
  const t = useExtensionStrings('profile');
  const [excludeMuting, setExcludeMuting] = useState(false);
  const [excludeInactive, setExcludeInactive] = useState(false);
  return (
    <section className="page-card settings-panel" aria-labelledby="account-data-title">
      <h1 id="account-data-title">{t('data.title')}</h1>
      <p className="form-hint">{t('data.hint')}</p>
      {EXPORTS.map(({ id, endpoint }) => (
        <section key={id} className="account-data-item" aria-labelledby={`account-data-${id}`}>
          <h2 id={`account-data-${id}`}>{t(`data.${id}`)}</h2>
          {id === 'following' && (
            <>
              <SwitchRow label={t('data.excludeMuting')} checked={excludeMuting} onChange={setExcludeMuting} />
              <SwitchRow label={t('data.excludeInactive')} checked={excludeInactive} onChange={setExcludeInactive} />
            </>
          )}
          <div className="form-actions">
            <ExportButton
              id={id}
              endpoint={endpoint}
              params={id === 'following' ? { excludeMuting, excludeInactive } : {}}
            />
            {canImport(id) && <ImportButton id={id} />}
          </div>
        </section>
      ))}
    </section>
  );
}

function ExportButton(props: {
  id: ExportId;
  endpoint: (typeof EXPORTS)[number]['endpoint'];
  params: { excludeMuting?: boolean; excludeInactive?: boolean };
}) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await host.api.call(props.endpoint, props.params);
      host.modals.toast(t('data.exportStarted'));
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button primary" disabled={busy} onClick={() => void run()}>
      {t(`data.export.${props.id}`)}
    </button>
  );
}

/** Imports a file: the chosen file goes to the drive first, then the server applies it in the background. */
function ImportButton({ id }: { id: ImportId }) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // A role may withhold an import (Misskey's canImport* policies); the server would refuse it.
  const allowed = useViewer().policies[IMPORTS[id].policy] !== false;
  const run = async (file: File) => {
    const answer = await host.modals.dialog({
      type: 'question',
      title: t(`data.import.${id}`),
      text: t(IMPORTS[id].confirm, { name: file.name }),
    });
    if (answer.canceled) return;
    setBusy(true);
    try {
      const uploaded = await host.api.upload<entities.DriveFile>('drive/files/create', { file, name: file.name });
      await host.api.call(IMPORTS[id].endpoint, { fileId: uploaded.id });
      host.modals.toast(t(IMPORTS[id].started));
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMPORTS[id].accept}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void run(file);
        }}
      />
      <button type="button" className="button" disabled={busy || !allowed} onClick={() => input.current?.click()}>
        {t(`data.import.${id}`)}
      </button>
      {!allowed && <span className="form-hint">{t('data.importRestricted')}</span>}
    </>
  );
}
