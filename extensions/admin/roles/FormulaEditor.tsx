import { useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** A node of a conditional role's formula, as Misskey stores it. */
export type Formula = entities.Role['condFormula'];
type FormulaType = Formula['type'];

const TYPES: readonly FormulaType[] = [
  'and',
  'or',
  'not',
  'roleAssignedTo',
  'isLocal',
  'isRemote',
  'isSuspended',
  'isLocked',
  'isBot',
  'isCat',
  'isExplorable',
  'createdLessThan',
  'createdMoreThan',
  'followersLessThanOrEq',
  'followersMoreThanOrEq',
  'followingLessThanOrEq',
  'followingMoreThanOrEq',
  'notesLessThanOrEq',
  'notesMoreThanOrEq',
];
const DAY_SECONDS = 24 * 60 * 60;
const newId = () => Math.random().toString(36).slice(2, 12);

/** A fresh node of a type, with the values it needs. */
export function newFormula(type: FormulaType, roleId = ''): Formula {
  const id = newId();
  switch (type) {
    case 'and':
    case 'or':
      return { id, type, values: [] };
    case 'not':
      return { id, type, value: { id: newId(), type: 'isBot' } };
    case 'roleAssignedTo':
      return { id, type, roleId };
    case 'createdLessThan':
    case 'createdMoreThan':
      return { id, type, sec: 30 * DAY_SECONDS };
    case 'followersLessThanOrEq':
    case 'followersMoreThanOrEq':
    case 'followingLessThanOrEq':
    case 'followingMoreThanOrEq':
    case 'notesLessThanOrEq':
    case 'notesMoreThanOrEq':
      return { id, type, value: 10 };
    default:
      return { id, type } as Formula;
  }
}

/**
 * The condition editor of a conditional role: each condition a kind and its value (a role, days
 * since joining, a count), `and`/`or` holding any number of conditions and `not` one, nested as
 * deep as needed.
 */
export function FormulaEditor({
  value,
  onChange,
  roles,
  onRemove,
}: {
  value: Formula;
  onChange(value: Formula): void;
  roles: readonly entities.Role[];
  /** Takes this condition out of the one holding it. */
  onRemove?(): void;
}) {
  const t = useExtensionStrings('admin');
  const manual = roles.filter((r) => r.target === 'manual');
  return (
    <fieldset className="admin-formula">
      <legend className="visually-hidden">{t(`formula.types.${value.type}`)}</legend>
      <div className="admin-formula-head">
        <select
          aria-label={t('formula.kind')}
          className="input"
          value={value.type}
          onChange={(e) => onChange(newFormula(e.target.value as FormulaType, manual[0]?.id ?? ''))}
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`formula.types.${type}`)}
            </option>
          ))}
        </select>
        {value.type === 'roleAssignedTo' && (
          <select
            aria-label={t('formula.role')}
            className="input"
            value={value.roleId}
            onChange={(e) => onChange({ ...value, roleId: e.target.value })}
          >
            {manual.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
        )}
        {(value.type === 'createdLessThan' || value.type === 'createdMoreThan') && (
          <input
            aria-label={t('formula.days')}
            className="input"
            type="number"
            min={0}
            value={Math.round(value.sec / DAY_SECONDS)}
            onChange={(e) => onChange({ ...value, sec: Math.max(0, Number(e.target.value) || 0) * DAY_SECONDS })}
          />
        )}
        {'value' in value && typeof value.value === 'number' && (
          <input
            aria-label={t('formula.count')}
            className="input"
            type="number"
            min={0}
            value={value.value}
            onChange={(e) => onChange({ ...value, value: Math.max(0, Number(e.target.value) || 0) } as Formula)}
          />
        )}
        {onRemove && (
          <button type="button" className="button" onClick={onRemove}>
            {t('formula.remove')}
          </button>
        )}
      </div>
      {(value.type === 'and' || value.type === 'or') && (
        <div className="admin-formula-children">
          {value.values.map((child, i) => (
            <FormulaEditor
              key={child.id}
              value={child}
              roles={roles}
              onChange={(next) => onChange({ ...value, values: value.values.map((c, j) => (j === i ? next : c)) })}
              onRemove={() => onChange({ ...value, values: value.values.filter((_, j) => j !== i) })}
            />
          ))}
          <button
            type="button"
            className="button"
            onClick={() => onChange({ ...value, values: [...value.values, newFormula('isLocal')] })}
          >
            {t('formula.add')}
          </button>
        </div>
      )}
      {value.type === 'not' && (
        <div className="admin-formula-children">
          <FormulaEditor value={value.value} roles={roles} onChange={(next) => onChange({ ...value, value: next })} />
        </div>
      )}
    </fieldset>
  );
}
