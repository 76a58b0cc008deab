import { useEndpoint, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import { ManagedList } from '@tessera/sdk/kit';
import { useId } from 'react';
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

  if (!allowed) {
    return (
      <section className="page-card tools-page form-controls" role="alert">
        <h1>{t('decorations.title')}</h1>
        <p>{t('decorations.notAllowed')}</p>
      </section>
    );
  }

  return (
    <section className="page-card tools-page form-controls" aria-labelledby="decorations-title">
      <h1 id="decorations-title">{t('decorations.title')}</h1>
      <p className="form-hint">{t('decorations.hint')}</p>
      <ManagedList<Decoration, Fields>
        query={list}
        strings={{
          label: t('decorations.title'),
          add: t('decorations.add'),
          edit: t('decorations.edit'),
          delete: t('decorations.delete'),
          save: t('decorations.save'),
          cancel: t('decorations.cancel'),
          empty: t('decorations.none'),
        }}
        blank={EMPTY}
        fieldsOf={(d) => ({
          name: d.name,
          description: d.description,
          url: d.url,
          roleIdsThatCanBeUsedThisDecoration: [...d.roleIdsThatCanBeUsedThisDecoration],
        })}
        save={(fields, item) =>
          item
            ? host.apiWithDialog('admin/avatar-decorations/update', { id: item.id, ...fields })
            : host.apiWithDialog('admin/avatar-decorations/create', fields)
        }
        remove={(item) => host.apiWithDialog('admin/avatar-decorations/delete', { id: item.id })}
        confirmRemove={(item) => t('decorations.deleteConfirm', { name: item.name })}
        name={(item) => item.name}
        summary={(decoration) => (
          <>
            <img src={decoration.url} alt="" width={64} height={64} />
            <span className="decoration-info">
              <strong>{decoration.name}</strong>
              {decoration.description && <small>{decoration.description}</small>}
              {decoration.roleIdsThatCanBeUsedThisDecoration.length > 0 && <small>{t('decorations.limited')}</small>}
            </span>
          </>
        )}
        fields={(draft, set) => <DecorationFields fields={draft} set={set} />}
      />
    </section>
  );
}

/** A decoration's fields: name, description, its image (an address or a drive file) and the roles that may wear it. */
function DecorationFields({ fields, set }: { fields: Fields; set(change: Partial<Fields>): void }) {
  const t = useExtensionStrings('tools');
  const host = useHost();
  const roles = useEndpoint('admin/roles/list', {});
  const ids = { name: useId(), description: useId(), url: useId() };
  const pick = async () => {
    if (!host.commands.has('drive.pick')) return;
    const picked = await host.commands.execute('drive.pick', { multiple: false, type: 'image/*' });
    if (picked?.[0]) set({ url: picked[0].url });
  };
  const toggleRole = (roleId: string) =>
    set({
      roleIdsThatCanBeUsedThisDecoration: fields.roleIdsThatCanBeUsedThisDecoration.includes(roleId)
        ? fields.roleIdsThatCanBeUsedThisDecoration.filter((r) => r !== roleId)
        : [...fields.roleIdsThatCanBeUsedThisDecoration, roleId],
    });
  return (
    <>
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
    </>
  );
}
