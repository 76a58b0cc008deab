import { type ReactNode, useId, useReducer } from 'react';
import { useAccount, useExtensionStrings, useHost, usePreference } from '../hooks';
import type { DeclaredPreference, PreferenceKey, PreferenceValue } from '../preferences';
import { Icon } from './Icon';
import { Switch } from './Switch';
import './preference-row.css';

/** A choice of a preference's select: the stored value and its label. */
export interface PreferenceChoice<V extends string | number> {
  value: V;
  label: string;
}

/**
 * One preference: its control, and (for a signed-in account) a menu to keep it in sync across
 * the account's devices or to give this account its own value, as Misskey offers per setting.
 */
function PreferenceRow(props: {
  id: PreferenceKey;
  label: string;
  control(labelId: string): ReactNode;
  scoped?: boolean;
}) {
  const host = useHost();
  const kernelT = useExtensionStrings('kernel');
  const t = (key: string, params?: Record<string, string>) => kernelT(`preference.${key}`, params);
  const account = useAccount();
  const labelId = useId();
  // The flags live in the store, not in React: a change re-reads them.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const { preferences } = host;
  const synced = account ? preferences.isSynced(props.id) : false;
  const own = account ? preferences.isAccountOverridden(props.id) : false;
  const options = (anchor: HTMLElement) =>
    void host.modals.menu(
      [
        {
          type: 'switch',
          text: t('syncAcrossDevices'),
          value: synced,
          onChange: (sync) => void preferences.setSynced(props.id, sync).then(refresh),
        },
        {
          type: 'switch',
          text: t('thisAccountOnly'),
          value: own,
          onChange: (value) => {
            preferences.setAccountOverride(props.id, value);
            refresh();
          },
        },
      ],
      anchor,
    );
  return (
    <div className="settings-row preference-row">
      <span id={labelId} className="preference-label">
        {props.label}
        {synced && <Icon name="reload" size={14} label={t('synced')} />}
        {own && <Icon name="user" size={14} label={t('ownValue')} />}
      </span>
      <span className="settings-inline">
        {props.control(labelId)}
        {account && props.scoped !== false && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('optionsFor', { name: props.label })}
            onClick={(event) => options(event.currentTarget)}
          >
            <Icon name="more" size={18} />
          </button>
        )}
      </span>
    </div>
  );
}

/** A preference shown as a switch, with the options to sync it or give this account its own value. */
export function PreferenceSwitch(props: { id: PreferenceKey & BooleanKey; label: string }) {
  const [value, set] = usePreference(props.id);
  return (
    <PreferenceRow
      id={props.id}
      label={props.label}
      control={() => <Switch label={props.label} checked={value} onChange={(next) => set(next)} />}
    />
  );
}

/** A preference chosen from a list, with the options to sync it or give this account its own value. */
export function PreferenceSelect<K extends PreferenceKey>(props: {
  id: K;
  label: string;
  choices: readonly PreferenceChoice<PreferenceValue<K> & (string | number)>[];
  scoped?: boolean;
  onChanged?(): void;
}) {
  const [value, set] = usePreference(props.id);
  return (
    <PreferenceRow
      id={props.id}
      label={props.label}
      scoped={props.scoped}
      control={(labelId) => (
        <select
          aria-labelledby={labelId}
          value={String(value)}
          onChange={(event) => {
            const choice = props.choices.find((c) => String(c.value) === event.target.value);
            if (!choice) return;
            set(choice.value);
            props.onChanged?.();
          }}
        >
          {props.choices.map((c) => (
            <option key={String(c.value)} value={String(c.value)}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * A declared preference's row (its declaration's `setting`), labelled with the declaring
 * extension's strings: a switch, a select, a number or a text field, with the same options to
 * sync it or give this account its own value as every preference row.
 */
export function DeclaredPreferenceRow({ preference }: { preference: DeclaredPreference }) {
  const host = useHost();
  const setting = preference.declaration.setting;
  const [value, set] = usePreference(preference.key);
  if (!setting) return null;
  const t = (key: string) => host.i18n.t(`${preference.extension}.${key}`);
  const label = t(setting.label);
  const save = set as (next: unknown) => void;
  const canSync = preference.declaration.deviceOnly !== true && preference.declaration.sync !== false;
  const control = (labelId: string): ReactNode => {
    switch (setting.kind) {
      case 'switch':
        return <Switch label={label} checked={value === true} onChange={(next) => save(next)} />;
      case 'select':
        return (
          <select
            aria-labelledby={labelId}
            value={String(value)}
            onChange={(event) => {
              const option = setting.options.find((o) => String(o.value) === event.target.value);
              if (option) save(option.value);
            }}
          >
            {setting.options.map((o) => (
              <option key={String(o.value)} value={String(o.value)}>
                {t(o.label)}
              </option>
            ))}
          </select>
        );
      case 'number':
        return (
          <input
            type="number"
            aria-labelledby={labelId}
            value={typeof value === 'number' ? value : ''}
            min={setting.min}
            max={setting.max}
            step={setting.step}
            onChange={(event) => {
              if (event.target.value !== '' && Number.isFinite(event.target.valueAsNumber))
                save(event.target.valueAsNumber);
            }}
          />
        );
      case 'text':
        return (
          <input
            type="text"
            aria-labelledby={labelId}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => save(event.target.value)}
          />
        );
    }
  };
  return (
    <PreferenceRow
      id={preference.key}
      label={label}
      scoped={canSync && preference.declaration.accountDependent !== true}
      control={control}
    />
  );
}

/** The preference keys whose values are booleans. */
type BooleanKey = { [K in PreferenceKey]: PreferenceValue<K> extends boolean ? K : never }[PreferenceKey];
