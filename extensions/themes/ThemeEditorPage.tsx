import { type ThemeDocument, useContributions, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import { useEffect, useId, useMemo, useState } from 'react';
import { hexColourOf, knownProps, themeCode, withProp } from './theme-editing';
import './theme-editor.css';

/**
 * /theme-editor: make a theme from any theme (the one in use, a built-in or an installed one):
 * name, author, description, base, and every prop, each as a colour or a Misskey expression
 * (`@accent`, `:darken<10<@bg`); tried on live, exported as JSON5 the importer reads, and saved
 * among the installed themes.
 */
export default function ThemeEditorPage() {
  const t = useExtensionStrings('themes');
  const host = useHost();
  const builtins = useContributions('theme').map((c) => c.item.theme);
  const [saved, setSaved] = usePreference('themes');
  const [theme, setTheme] = useState<ThemeDocument>(() => fresh(host.theme.current(), t('editor.untitled')));
  const [previewing, setPreviewing] = useState(false);
  const [filter, setFilter] = useState('');
  const [code, setCode] = useState('');
  const ids = {
    start: useId(),
    name: useId(),
    author: useId(),
    desc: useId(),
    base: useId(),
    filter: useId(),
    code: useId(),
  };
  const props = useMemo(() => knownProps(document.documentElement, theme), [theme]);
  const computed = getComputedStyle(document.documentElement);
  const starts = [...builtins, ...saved];

  useEffect(() => {
    if (previewing) host.theme.preview(theme);
  }, [host, previewing, theme]);
  useEffect(() => () => host.theme.preview(null), [host]);
  useEffect(() => {
    void themeCode(theme).then(setCode);
  }, [theme]);

  // Saving again replaces the theme saved before (it keeps its id while it is edited).
  const save = () => {
    setSaved([...saved.filter((s) => s.id !== theme.id), theme]);
    host.modals.toast(t('editor.saved', { name: theme.name }));
  };

  const shown = props.filter((p) => p.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <section className="page-card theme-editor" aria-labelledby="theme-editor-title">
      <h1 id="theme-editor-title">{t('editor.title')}</h1>
      <p className="form-hint">{t('editor.hint')}</p>
      <div className="theme-editor-fields">
        <label htmlFor={ids.start}>{t('editor.startFrom')}</label>
        <select
          id={ids.start}
          value=""
          onChange={(event) => {
            const from = starts.find((s) => s.id === event.target.value);
            if (from) setTheme(fresh(from, t('editor.copyOf', { name: from.name })));
          }}
        >
          <option value="">{t('editor.choose')}</option>
          {starts.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <label htmlFor={ids.name}>{t('editor.name')}</label>
        <input
          id={ids.name}
          value={theme.name}
          maxLength={128}
          onChange={(e) => setTheme({ ...theme, name: e.target.value })}
        />
        <label htmlFor={ids.author}>{t('editor.author')}</label>
        <input
          id={ids.author}
          value={theme.author ?? ''}
          maxLength={128}
          onChange={(e) => setTheme({ ...theme, author: e.target.value })}
        />
        <label htmlFor={ids.desc}>{t('editor.description')}</label>
        <input
          id={ids.desc}
          value={theme.desc ?? ''}
          maxLength={512}
          onChange={(e) => setTheme({ ...theme, desc: e.target.value })}
        />
        <label htmlFor={ids.base}>{t('editor.base')}</label>
        <select
          id={ids.base}
          value={theme.base ?? 'light'}
          onChange={(e) => setTheme({ ...theme, base: e.target.value === 'dark' ? 'dark' : 'light' })}
        >
          <option value="light">{t('baseLight')}</option>
          <option value="dark">{t('baseDark')}</option>
        </select>
      </div>
      <div className="form-actions theme-editor-actions">
        <button
          type="button"
          className="button"
          aria-pressed={previewing}
          onClick={() => {
            if (previewing) host.theme.preview(null);
            setPreviewing(!previewing);
          }}
        >
          {t('preview')}
        </button>
        <button type="button" className="button primary" disabled={!theme.name.trim()} onClick={save}>
          {t('editor.save')}
        </button>
      </div>
      <h2>{t('editor.props')}</h2>
      <label htmlFor={ids.filter} className="visually-hidden">
        {t('editor.filter')}
      </label>
      <input
        id={ids.filter}
        type="search"
        placeholder={t('editor.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <ul className="theme-editor-props" aria-label={t('editor.props')}>
        {shown.map((prop) => (
          <PropRow
            key={prop}
            prop={prop}
            value={theme.props[prop] ?? ''}
            inherited={computed.getPropertyValue(`--${prop}`).trim()}
            onChange={(value) => setTheme((current) => withProp(current, prop, value))}
          />
        ))}
      </ul>
      <h2>{t('editor.code')}</h2>
      <label htmlFor={ids.code} className="visually-hidden">
        {t('editor.code')}
      </label>
      <textarea id={ids.code} className="theme-editor-code" rows={10} readOnly value={code} />
      <div className="form-actions">
        <button type="button" className="button" onClick={() => void host.copyToClipboard(code)}>
          {t('editor.copy')}
        </button>
      </div>
    </section>
  );
}

/** A new theme to edit, starting from another's base and props, under a new id. */
function fresh(from: ThemeDocument, name: string): ThemeDocument {
  return { id: crypto.randomUUID(), name, base: from.base ?? 'light', props: { ...from.props } };
}

function PropRow({
  prop,
  value,
  inherited,
  onChange,
}: {
  prop: string;
  value: string;
  inherited: string;
  onChange(value: string): void;
}) {
  const t = useExtensionStrings('themes');
  const id = useId();
  // The picker starts from the value, or from what the base gives when the prop is unset.
  const colour = hexColourOf(value || inherited);
  return (
    <li className="theme-editor-prop">
      <label htmlFor={id}>{prop}</label>
      {colour ? (
        <input
          type="color"
          aria-label={t('editor.colourOf', { prop })}
          value={colour}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <span />
      )}
      <input
        id={id}
        value={value}
        placeholder={inherited ? t('editor.inherited', { value: inherited }) : ''}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </li>
  );
}
