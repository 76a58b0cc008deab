import { useEndpoint, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import { type FormEvent, useId, useState } from 'react';
import type {} from '../drive/api';
import '@tessera/sdk/forms.css';
import './tools.css';

type Decoration = {
  id: string;
  name: string;
  description: string;
  url: string;
  roleIdsThatCanBeUsedThisDecoration: string[];
};
type Fields = Omit<Decoration, 'id'>;

const EMPTY: Fields = { name: '', description: '', url: '', roleIdsThatCanBeUsedThisDecoration: [] };

/**
 * /avatar-decorations: the decorations people may put on their avatars, for those whose role
 * manages them: add one (its image from the drive or an address), change it, limit it to roles,
 * delete it.
 */
export default function AvatarDecorationsPage() {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const viewer = useViewer();
  const allowed = viewer.isAdmin || viewer.policies.canManageAvatarDecorations === true;
  const list = useEndpoint('admin/avatar-decorations/list', {});
  const [editing, setEditing] = useState<string | 'new' | null>(null);

  if (!allowed) {
    return (
      <section className="page-card tools-page form-controls" role="alert">
        <h1>{t('decorations.title')}</h1>
        <p>{t('decorations.notAllowed')}</p>
      </section>
    );
  }

  const save = async (fields: Fields, id: string | null) => {
    try {
      if (id) await host.apiWithDialog('admin/avatar-decorations/update', { id, ...fields });
      else await host.apiWithDialog('admin/avatar-decorations/create', fields);
      setEditing(null);
      list.reload();
    } catch {
      // The dialog has said what went wrong; the form keeps what was typed.
    }
  };
  const remove = async (decoration: Decoration) => {
    if (!(await host.modals.confirm(t('decorations.deleteConfirm', { name: decoration.name }), { danger: true })))
      return;
    try {
      await host.apiWithDialog('admin/avatar-decorations/delete', { id: decoration.id });
      list.reload();
    } catch {
      // Said by the dialog.
    }
  };

  return (
    <section className="page-card tools-page form-controls" aria-labelledby="decorations-title">
      <h1 id="decorations-title">{t('decorations.title')}</h1>
      <p className="form-hint">{t('decorations.hint')}</p>
      {editing === 'new' ? (
        <DecorationForm initial={EMPTY} onSave={(f) => save(f, null)} onCancel={() => setEditing(null)} />
      ) : (
        <p>
          <button type="button" className="button primary" onClick={() => setEditing('new')}>
            {t('decorations.add')}
          </button>
        </p>
      )}
      {list.status === 'loading' && <p role="status">{host.i18n.t('kernel.loading')}</p>}
      {list.status === 'error' && <p role="alert">{host.describeError(list.error).text}</p>}
      {list.status === 'ready' &&
        (list.data.length === 0 ? (
          <p className="form-hint">{t('decorations.none')}</p>
        ) : (
          <ul className="decoration-list" aria-label={t('decorations.title')}>
            {list.data.map((decoration) => (
              <li key={decoration.id} className="decoration-row" aria-label={decoration.name}>
                {editing === decoration.id ? (
                  <DecorationForm
                    initial={decoration}
                    onSave={(f) => save(f, decoration.id)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <img src={decoration.url} alt="" width={64} height={64} />
                    <span className="decoration-info">
                      <strong>{decoration.name}</strong>
                      {decoration.description && <small>{decoration.description}</small>}
                      {decoration.roleIdsThatCanBeUsedThisDecoration.length > 0 && (
                        <small>{t('decorations.limited')}</small>
                      )}
                    </span>
                    <button type="button" className="button" onClick={() => setEditing(decoration.id)}>
                      {t('decorations.edit')}
                    </button>
                    <button type="button" className="button danger" onClick={() => void remove(decoration)}>
                      {t('decorations.delete')}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function DecorationForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: Fields;
  onSave(fields: Fields): Promise<void>;
  onCancel(): void;
}) {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const roles = useEndpoint('admin/roles/list', {});
  const [fields, setFields] = useState<Fields>({
    name: initial.name,
    description: initial.description,
    url: initial.url,
    roleIdsThatCanBeUsedThisDecoration: [...initial.roleIdsThatCanBeUsedThisDecoration],
  });
  const ids = { name: useId(), description: useId(), url: useId() };
  const set = (change: Partial<Fields>) => setFields((f) => ({ ...f, ...change }));
  const pick = async () => {
    if (!host.commands.has('drive.pick')) return;
    const picked = await host.commands.execute('drive.pick', { multiple: false, type: 'image/*' });
    if (picked?.[0]) set({ url: picked[0].url });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(fields);
  };
  const toggleRole = (roleId: string) =>
    set({
      roleIdsThatCanBeUsedThisDecoration: fields.roleIdsThatCanBeUsedThisDecoration.includes(roleId)
        ? fields.roleIdsThatCanBeUsedThisDecoration.filter((r) => r !== roleId)
        : [...fields.roleIdsThatCanBeUsedThisDecoration, roleId],
    });
  return (
    <form className="tools-form decoration-form" onSubmit={submit}>
      <label htmlFor={ids.name}>{t('decorations.name')}</label>
      <input
        id={ids.name}
        required
        maxLength={256}
        value={fields.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <label htmlFor={ids.description}>{t('decorations.description')}</label>
      <input
        id={ids.description}
        maxLength={2048}
        value={fields.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <label htmlFor={ids.url}>{t('decorations.url')}</label>
      <input
        id={ids.url}
        required
        type="url"
        maxLength={2048}
        value={fields.url}
        onChange={(e) => set({ url: e.target.value })}
      />
      <p>
        <button type="button" className="button" onClick={() => void pick()}>
          {t('decorations.fromDrive')}
        </button>
      </p>
      {fields.url && <img src={fields.url} alt="" width={64} height={64} />}
      {roles.status === 'ready' && roles.data.length > 0 && (
        <fieldset className="decoration-roles">
          <legend>{t('decorations.roles')}</legend>
          {roles.data.map((role) => (
            <label key={role.id} className="tools-check">
              <input
                type="checkbox"
                checked={fields.roleIdsThatCanBeUsedThisDecoration.includes(role.id)}
                onChange={() => toggleRole(role.id)}
              />
              {role.name}
            </label>
          ))}
        </fieldset>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('decorations.cancel')}
        </button>
        <button type="submit" className="button primary">
          {t('decorations.save')}
        </button>
      </div>
    </form>
  );
}
