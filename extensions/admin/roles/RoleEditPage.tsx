import { type PageProps, useExtensionStrings, useHost, useRouter } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useId, useState } from 'react';
import { AdminPage } from '../AdminPage';
import { SwitchSetting, TextSetting } from '../MetaFields';
import { FormulaEditor } from './FormulaEditor';
import { PolicyInput, type PolicyValue } from './PolicyInput';
import { blankRole, type RoleDraft, roleDraftOf } from './role-draft';

/** /admin/roles/new and /admin/roles/{id}/edit: a role's name, look, who holds it, rights and policies. */
export default function RoleEditPage({ params }: PageProps) {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const router = useRouter();
  const roleId = params.roleId;
  const [draft, setDraft] = useState<RoleDraft | null>(null);
  const [roles, setRoles] = useState<entities.Role[]>([]);
  const [saving, setSaving] = useState(false);
  const ids = { order: useId(), color: useId() };

  useEffect(() => {
    let live = true;
    Promise.all([
      host.api.call('admin/meta', {}),
      host.api.call('admin/roles/list', {}),
      roleId ? host.api.call('admin/roles/show', { roleId }) : Promise.resolve(null),
    ]).then(
      ([meta, all, role]) => {
        if (!live) return;
        const base = meta.policies as unknown as Record<string, PolicyValue>;
        setRoles(all);
        setDraft(role ? roleDraftOf(role, base) : blankRole(base));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [host, roleId]);

  const set = (change: Partial<RoleDraft>) => setDraft((now) => (now ? { ...now, ...change } : now));
  const save = async () => {
    if (!draft) return;
    setSaving(true);
    // misskey-js types both objects loosely (Record<string, never>); they are Misskey's shapes.
    const fields = {
      ...draft,
      condFormula: draft.condFormula as unknown as Record<string, never>,
      policies: draft.policies as unknown as Record<string, never>,
    };
    try {
      let savedId = roleId;
      if (roleId) await host.apiWithDialog('admin/roles/update', { roleId, ...fields });
      else savedId = (await host.apiWithDialog('admin/roles/create', fields)).id;
      router.push(`/admin/roles/${savedId}`);
    } catch {
      setSaving(false);
    }
  };

  return (
    <AdminPage title={roleId ? t('roles.edit') : t('roles.new')}>
      {!draft && <p role="status">{t('loading')}</p>}
      {draft && (
        <form
          className="admin-role-form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextSetting label={t('roles.name')} value={draft.name} onChange={(v) => set({ name: v ?? '' })} />
          <TextSetting
            label={t('roles.description')}
            value={draft.description}
            multiline
            onChange={(v) => set({ description: v ?? '' })}
          />
          <div className="admin-filters">
            <div className="form-field">
              <label htmlFor={ids.color}>{t('roles.color')}</label>
              <input
                id={ids.color}
                type="color"
                value={draft.color ?? '#888888'}
                onChange={(e) => set({ color: e.target.value })}
              />
            </div>
            <div className="form-field">
              <label htmlFor={ids.order}>{t('roles.displayOrder')}</label>
              <input
                id={ids.order}
                type="number"
                value={draft.displayOrder}
                onChange={(e) => set({ displayOrder: Number(e.target.value) || 0 })}
              />
            </div>
          </div>
          <TextSetting
            label={t('roles.iconUrl')}
            type="url"
            value={draft.iconUrl}
            onChange={(v) => set({ iconUrl: v })}
          />

          <h2>{t('roles.who')}</h2>
          <div className="admin-target" role="radiogroup" aria-label={t('roles.who')}>
            {(['manual', 'conditional'] as const).map((target) => (
              <label key={target}>
                <input
                  type="radio"
                  name="role-target"
                  checked={draft.target === target}
                  onChange={() => set({ target })}
                />
                {t(`roles.targets.${target}`)}
              </label>
            ))}
          </div>
          {draft.target === 'conditional' && (
            <FormulaEditor value={draft.condFormula} roles={roles} onChange={(condFormula) => set({ condFormula })} />
          )}

          <h2>{t('roles.flags')}</h2>
          {(
            [
              'isPublic',
              'isExplorable',
              'asBadge',
              'canEditMembersByModerator',
              'isModerator',
              'isAdministrator',
              'preserveAssignmentOnMoveAccount',
            ] as const
          ).map((flag) => (
            <SwitchSetting
              key={flag}
              label={t(`roles.flag.${flag}`)}
              value={draft[flag]}
              onChange={(v) => set({ [flag]: v })}
            />
          ))}

          <h2>{t('roles.policies')}</h2>
          <p className="form-hint">{t('roles.policiesHint')}</p>
          <ul className="admin-policies" aria-label={t('roles.policies')}>
            {Object.entries(draft.policies).map(([name, policy]) => {
              const change = (next: Partial<typeof policy>) =>
                set({ policies: { ...draft.policies, [name]: { ...policy, ...next } } });
              return (
                <li key={name} className={policy.useDefault ? 'default' : ''}>
                  <span>{t(`policies.${name}`)}</span>
                  <label className="admin-use-default">
                    <input
                      type="checkbox"
                      checked={policy.useDefault}
                      onChange={(e) => change({ useDefault: e.target.checked })}
                    />
                    {t('roles.useDefault')}
                  </label>
                  <PolicyInput
                    name={name}
                    value={policy.value}
                    disabled={policy.useDefault}
                    onChange={(value) => change({ value })}
                  />
                  <select
                    aria-label={t('roles.priority', { policy: t(`policies.${name}`) })}
                    className="input admin-priority"
                    disabled={policy.useDefault}
                    value={policy.priority}
                    onChange={(e) => change({ priority: Number(e.target.value) })}
                  >
                    {[0, 1, 2].map((p) => (
                      <option key={p} value={p}>
                        {t(`roles.priorities.${p}`)}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
          <div className="admin-save-bar">
            <button type="submit" className="button primary" disabled={saving || draft.name.trim() === ''}>
              {t('save')}
            </button>
          </div>
        </form>
      )}
    </AdminPage>
  );
}
