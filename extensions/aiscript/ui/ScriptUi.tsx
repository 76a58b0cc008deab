import { Deferred, Mfm, Switch, useHost, useService, useViewer } from '@tessera/sdk';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import type { UiComponent } from '../runtime/protocol';
import { UI_ROOT_ID } from '../runtime/ui-library';
import { composerOptionsOf, openComposerWith } from './open-composer';
import '@tessera/sdk/forms.css';
import './script-ui.css';

/** Calls a script function the component handed over (`{ handler: id }`). */
export type CallHandler = (handler: number, args: unknown[]) => void;

interface UiProps {
  components: ReadonlyMap<string, UiComponent>;
  call: CallHandler;
}

const FONTS = new Set(['serif', 'sans-serif', 'monospace']);
const BORDER_STYLES = new Set(['hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset']);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const handlerOf = (value: unknown): number | null =>
  typeof value === 'object' && value !== null && typeof (value as { handler?: unknown }).handler === 'number'
    ? (value as { handler: number }).handler
    : null;

/**
 * What a script drew with `Ui:*` (Play, the scratchpad, the AiScript widgets), as React nodes:
 * text, MFM, buttons, inputs, folders and containers. Colours and sizes go through the style
 * object, never through markup, so the strict Content-Security-Policy holds.
 */
export function ScriptUi({ components, call }: UiProps) {
  const root = components.get(UI_ROOT_ID);
  if (!root) return null;
  return <div className="script-ui">{renderChildren(root, components, call)}</div>;
}

function renderChildren(parent: UiComponent, components: ReadonlyMap<string, UiComponent>, call: CallHandler) {
  const children = Array.isArray(parent.children) ? parent.children : [];
  const seen = new Map<string, number>();
  return children.map((id) => {
    const child = typeof id === 'string' ? components.get(id) : undefined;
    if (!child) return null;
    // The same component may be placed twice; its occurrence keeps the keys apart.
    const occurrence = (seen.get(child.id) ?? 0) + 1;
    seen.set(child.id, occurrence);
    return <UiNode key={`${child.id}#${occurrence}`} component={child} components={components} call={call} />;
  });
}

function textStyle(c: UiComponent): CSSProperties {
  const size = num(c.size);
  const font = str(c.font);
  return {
    ...(size !== undefined ? { fontSize: `${Math.min(Math.max(size, 0.1), 10) * 100}%` } : {}),
    ...(c.bold === true ? { fontWeight: 'bold' } : {}),
    ...(str(c.color) ? { color: str(c.color) } : {}),
    ...(font && FONTS.has(font) ? { fontFamily: font } : {}),
  };
}

function UiNode({ component: c, components, call }: { component: UiComponent } & UiProps): ReactNode {
  if (c.hidden === true) return null;
  const fire = (key: string, ...args: unknown[]) => {
    const handler = handlerOf(c[key]);
    if (handler !== null) call(handler, args);
  };
  switch (c.type) {
    case 'container':
      return (
        <div className="script-ui-container" style={containerStyle(c)}>
          {renderChildren(c, components, call)}
        </div>
      );
    case 'text':
      return (
        <div className="script-ui-text" style={textStyle(c)}>
          {str(c.text) ?? ''}
        </div>
      );
    case 'mfm':
      return (
        <div className="script-ui-text" style={textStyle(c)}>
          <Mfm text={str(c.text) ?? ''} />
        </div>
      );
    case 'button':
      return <UiButton options={c} onClick={() => fire('onClick')} />;
    case 'buttons':
      return (
        <div className="script-ui-buttons">
          {(Array.isArray(c.buttons) ? c.buttons : []).map((button, index) => {
            const options = (typeof button === 'object' && button !== null ? button : {}) as Record<string, unknown>;
            const handler = handlerOf(options.onClick);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no ids of their own
              <UiButton key={index} options={options} onClick={() => handler !== null && call(handler, [])} />
            );
          })}
        </div>
      );
    case 'switch':
      return <UiSwitch component={c} onChange={(value) => fire('onChange', value)} />;
    case 'textInput':
    case 'textarea':
    case 'numberInput':
      return <UiInput component={c} onInput={(value) => fire('onInput', value)} />;
    case 'select':
      return <UiSelect component={c} onChange={(value) => fire('onChange', value)} />;
    case 'folder':
      return (
        <details className="script-ui-folder" open={c.opened !== false}>
          <summary>{str(c.title) ?? ''}</summary>
          {renderChildren(c, components, call)}
        </details>
      );
    case 'postFormButton':
      return <UiPostFormButton component={c} />;
    case 'postForm':
      return <UiPostForm component={c} />;
    default:
      return null;
  }
}

function containerStyle(c: UiComponent): CSSProperties {
  const align = str(c.align);
  const borderStyle = str(c.borderStyle);
  const borderWidth = num(c.borderWidth);
  const padding = num(c.padding);
  const radius = num(c.borderRadius);
  return {
    ...textStyle({ ...c, size: undefined, bold: undefined }),
    ...(align === 'left' || align === 'center' || align === 'right' ? { textAlign: align } : {}),
    ...(str(c.bgColor) ? { background: str(c.bgColor) } : {}),
    ...(str(c.fgColor) ? { color: str(c.fgColor) } : {}),
    ...(borderWidth !== undefined
      ? {
          borderWidth: `${borderWidth}px`,
          borderStyle: borderStyle && BORDER_STYLES.has(borderStyle) ? borderStyle : 'solid',
          borderColor: str(c.borderColor) ?? 'var(--divider)',
        }
      : {}),
    ...(padding !== undefined ? { padding: `${padding}px` } : {}),
    ...(radius !== undefined ? { borderRadius: `${radius}px` } : c.rounded === true ? { borderRadius: '8px' } : {}),
  };
}

function UiButton({ options, onClick }: { options: Record<string, unknown>; onClick(): void }) {
  const classes = ['button', options.primary === true ? 'primary' : '', options.rounded === true ? 'rounded' : ''];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      disabled={options.disabled === true}
      onClick={onClick}
    >
      {str(options.text) ?? ''}
    </button>
  );
}

function Caption({ text }: { text: unknown }) {
  return typeof text === 'string' && text ? <small className="form-hint">{text}</small> : null;
}

function UiSwitch({ component: c, onChange }: { component: UiComponent; onChange(value: boolean): void }) {
  const [value, setValue] = useState(c.default === true);
  return (
    <div className="script-ui-field script-ui-switch form-controls">
      <span>{str(c.label) ?? ''}</span>
      <Switch
        label={str(c.label) ?? ''}
        checked={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <Caption text={c.caption} />
    </div>
  );
}

function UiInput({ component: c, onInput }: { component: UiComponent; onInput(value: string | number): void }) {
  const id = useId();
  const numeric = c.type === 'numberInput';
  const [value, setValue] = useState(() => String(numeric ? (num(c.default) ?? '') : (str(c.default) ?? '')));
  const change = (text: string) => {
    setValue(text);
    if (!numeric) onInput(text);
    else if (text.trim() !== '' && Number.isFinite(Number(text))) onInput(Number(text));
  };
  return (
    <div className="script-ui-field form-controls">
      <label htmlFor={id}>{str(c.label) ?? ''}</label>
      {c.type === 'textarea' ? (
        <textarea id={id} value={value} rows={3} onChange={(e) => change(e.target.value)} />
      ) : (
        <input id={id} type={numeric ? 'number' : 'text'} value={value} onChange={(e) => change(e.target.value)} />
      )}
      <Caption text={c.caption} />
    </div>
  );
}

function UiSelect({ component: c, onChange }: { component: UiComponent; onChange(value: string): void }) {
  const id = useId();
  const items = (Array.isArray(c.items) ? c.items : []).flatMap((item) => {
    const { text, value } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    return typeof text === 'string' ? [{ text, value: typeof value === 'string' ? value : text }] : [];
  });
  const [value, setValue] = useState(str(c.default) ?? items[0]?.value ?? '');
  return (
    <div className="script-ui-field form-controls">
      <label htmlFor={id}>{str(c.label) ?? ''}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          onChange(e.target.value);
        }}
      >
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.text}
          </option>
        ))}
      </select>
      <Caption text={c.caption} />
    </div>
  );
}

function UiPostFormButton({ component: c }: { component: UiComponent }) {
  const host = useHost();
  const form = typeof c.form === 'object' && c.form !== null ? c.form : { text: '' };
  return (
    <UiButton
      options={{ ...c, text: str(c.text) ?? host.i18n.t('aiscript.postForm') }}
      onClick={() => void openComposerWith(host, form)}
    />
  );
}

/** An inline composer filled with the script's form (Ui:C:postForm), when a composer is on. */
function UiPostForm({ component: c }: { component: UiComponent }) {
  const loader = useService('composer.form');
  const viewer = useViewer();
  if (!loader || !viewer.signedIn) return null;
  const options = composerOptionsOf(c.form);
  return (
    <Deferred loader={loader} props={{ inline: true, options }} placeholder={<div className="script-ui-form" />} />
  );
}
