import { useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import type {} from '../drive/api';
import { EditableCells, EditableHeaders, GridFormField, moveBetweenRows } from './EmojiGridCells';
import { type EmojiGridDraft, invalidColumn, nameFromFileName, updateOf } from './emoji-grid';

/** A picture waiting to become an emoji: a file from this device or one already in the drive. */
interface PendingEmoji {
  draft: EmojiGridDraft;
  source: { file: File; preview: string } | { driveFile: entities.DriveFile };
  /** Why registering it failed the last time, shown on its row. */
  error: string | null;
}

let nextKey = 0;
/** The table's columns: the picture, the six editable ones, the row's actions. */
const COLUMN_COUNT = 8;

function pendingOf(name: string, source: PendingEmoji['source']): PendingEmoji {
  nextKey++;
  return {
    draft: {
      id: `new-${nextKey}`,
      name: nameFromFileName(name),
      category: '',
      aliases: '',
      license: '',
      isSensitive: false,
      localOnly: false,
    },
    source,
    error: null,
  };
}

/** Names used by more than one row: none of them can be registered as typed. */
function repeatedNames(rows: readonly PendingEmoji[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { draft } of rows) {
    if (seen.has(draft.name)) repeated.add(draft.name);
    seen.add(draft.name);
  }
  return repeated;
}

/**
 * The grid's register tab (Misskey's emojis2 "register"): pictures chosen, dropped or picked from
 * the drive become rows named after their files; names, categories, aliases, licences and flags
 * are set per row (or a category and licence for all), then every row is uploaded as it is and
 * added. A row that fails stays with the server's reason; those registered leave the list.
 */
export function EmojiRegister() {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const [rows, setRows] = useState<readonly PendingEmoji[]>([]);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [forAll, setForAll] = useState({ category: '', license: '' });
  const fileInput = useRef<HTMLInputElement>(null);
  const repeated = repeatedNames(rows);
  const blocked = rows.some((row) => invalidColumn(row.draft) !== null || repeated.has(row.draft.name));

  // The previews' object URLs go when their rows do, and when the tab closes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const live = new Set(rows.flatMap((row) => ('preview' in row.source ? [row.source.preview] : [])));
    for (const url of previews.current) if (!live.has(url)) URL.revokeObjectURL(url);
    previews.current = live;
  }, [rows]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const addFiles = (files: readonly File[]) => {
    const pictures = files.filter((file) => file.type.startsWith('image/'));
    if (pictures.length < files.length) host.modals.toast(t('register.notPictures'));
    setRows((current) => [
      ...current,
      ...pictures.map((file) => pendingOf(file.name, { file, preview: URL.createObjectURL(file) })),
    ]);
  };
  const pickFromDrive = async () => {
    const picked = await host.commands.execute('drive.pick', { multiple: true, type: 'image/*' });
    if (picked) setRows((current) => [...current, ...picked.map((f) => pendingOf(f.name, { driveFile: f }))]);
  };
  const edit = (id: string, patch: Partial<EmojiGridDraft>) =>
    setRows((current) =>
      current.map((row) => (row.draft.id === id ? { ...row, draft: { ...row.draft, ...patch }, error: null } : row)),
    );
  const applyToAll = () =>
    setRows((current) =>
      current.map((row) => ({
        ...row,
        draft: {
          ...row.draft,
          ...(forAll.category.trim() ? { category: forAll.category.trim() } : {}),
          ...(forAll.license.trim() ? { license: forAll.license.trim() } : {}),
        },
      })),
    );

  /** The row's picture in the drive: uploaded as it is (no compression), or the drive's own. */
  const fileIdOf = async (row: PendingEmoji): Promise<string | null> => {
    if ('driveFile' in row.source) return row.source.driveFile.id;
    const [uploaded] = await host.commands.execute('drive.upload', {
      files: [{ blob: row.source.file, name: row.source.file.name }],
      compress: false,
      group: 'emoji-register',
    });
    return uploaded?.id ?? null;
  };

  const register = async () => {
    setBusy(true);
    let registered = 0;
    const left: PendingEmoji[] = [];
    for (const row of rows) {
      try {
        const fileId = await fileIdOf(row);
        if (!fileId) {
          left.push({ ...row, error: t('register.notUploaded') });
          continue;
        }
        const { id: _draftId, ...fields } = updateOf(row.draft);
        await host.api.call('admin/emoji/add', { ...fields, fileId });
        registered++;
      } catch (error) {
        left.push({ ...row, error: host.describeError(error).text });
      }
    }
    setRows(left);
    setBusy(false);
    if (registered > 0) host.modals.toast(t('register.done', { count: String(registered) }));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files]);
  };

  return (
    <div className="emoji-register">
      <section
        className="emoji-register-drop"
        data-dragging={dragging || undefined}
        aria-label={t('register.drop')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('register.drop')}</p>
        <div className="form-actions">
          <button type="button" className="button" disabled={busy} onClick={() => fileInput.current?.click()}>
            {t('register.choose')}
          </button>
          {host.commands.has('drive.pick') && (
            <button type="button" className="button" disabled={busy} onClick={() => void pickFromDrive()}>
              {t('register.fromDrive')}
            </button>
          )}
        </div>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={t('register.choose')}
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </section>
      {rows.length === 0 ? (
        <p className="form-hint">{t('register.none')}</p>
      ) : (
        <>
          <form
            className="emoji-grid-search form-controls"
            aria-label={t('register.forAll')}
            onSubmit={(event) => {
              event.preventDefault();
              applyToAll();
            }}
          >
            <GridFormField
              label={t('emojis.category')}
              value={forAll.category}
              change={(category) => setForAll({ ...forAll, category })}
            />
            <GridFormField
              label={t('emojis.license')}
              value={forAll.license}
              change={(license) => setForAll({ ...forAll, license })}
            />
            <button type="submit" className="button" disabled={busy}>
              {t('register.applyToAll')}
            </button>
          </form>
          <div className="emoji-grid-actions">
            <button type="button" className="button primary" disabled={busy || blocked} onClick={() => void register()}>
              {t('register.submit', { count: String(rows.length) })}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setRows([])}>
              {t('register.clear')}
            </button>
            {blocked && <p className="form-error">{t(repeated.size > 0 ? 'register.repeated' : 'grid.badName')}</p>}
          </div>
          <div className="emoji-grid-scroll">
            <table className="emoji-grid-table" aria-label={t('register.table')}>
              <thead>
                <tr>
                  <th scope="col">{t('grid.image')}</th>
                  <EditableHeaders />
                  <th scope="col">
                    <span className="visually-hidden">{t('register.rowActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody onKeyDown={moveBetweenRows}>
                {rows.map((row) => {
                  const fileName = 'file' in row.source ? row.source.file.name : row.source.driveFile.name;
                  const src = 'preview' in row.source ? row.source.preview : row.source.driveFile.thumbnailUrl;
                  const cells = (
                    <tr key={row.draft.id} data-failed={row.error ? true : undefined}>
                      <td>{src && <img src={src} alt={fileName} width={28} height={28} />}</td>
                      <EditableCells
                        draft={row.draft}
                        cellName={(column) => t('register.cell', { column, name: fileName })}
                        edit={(patch) => edit(row.draft.id, patch)}
                        nameError={repeated.has(row.draft.name)}
                        disabled={busy}
                      />
                      <td>
                        <button
                          type="button"
                          className="button small"
                          aria-label={t('register.remove', { name: fileName })}
                          disabled={busy}
                          onClick={() => setRows((current) => current.filter((r) => r !== row))}
                        >
                          {t('register.removeShort')}
                        </button>
                      </td>
                    </tr>
                  );
                  if (!row.error) return cells;
                  return [
                    cells,
                    <tr key={`${row.draft.id}-error`} className="emoji-register-error">
                      <td colSpan={COLUMN_COUNT} role="alert">
                        <div>{t('register.failed', { name: fileName, reason: row.error })}</div>
                      </td>
                    </tr>,
                  ];
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
