import {
  type ContributionEntry,
  contributedTitle,
  lazyComponent,
  SwitchRow,
  useContributions,
  useExtensionStrings,
  useI18n,
  usePreference,
} from '@tessera/sdk';
import { Suspense, useId, useState } from 'react';
import type { StatusbarContribution, StatusbarPlacement } from './api';
import {
  commonSettings,
  MARQUEE_SECONDS,
  MIN_REFRESH_SECONDS,
  moveStatusbar,
  newStatusbar,
  STATUSBAR_SIZES,
  withKind,
} from './statusbar-config';
import './statusbar.css';

/**
 * Settings > Status bar: the bars along the bottom of the page, each of a kind some extension
 * contributes, with its label, colours, size, speed, direction, refresh interval and the kind's
 * own settings; added, moved and removed here.
 */
export default function StatusbarSettings() {
  const t = useExtensionStrings('statusbar');
  const [bars, setBars] = usePreference('statusbars');
  const kinds = useContributions('statusbar');
  const titleId = useId();
  const change = (id: string, update: (bar: StatusbarPlacement) => StatusbarPlacement) =>
    setBars(bars.map((bar) => (bar.id === id ? update(bar) : bar)));

  return (
    <section className="page-card settings-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      <p className="form-hint">{t('hint')}</p>
      {bars.length === 0 && <p className="form-hint">{t('none')}</p>}
      {bars.map((bar, index) => (
        <BarEditor
          key={bar.id}
          bar={bar}
          number={index + 1}
          kinds={kinds}
          change={(update) => change(bar.id, update)}
          move={(by) => setBars(moveStatusbar(bars, bar.id, by))}
          remove={() => setBars(bars.filter((b) => b.id !== bar.id))}
          first={index === 0}
          last={index === bars.length - 1}
        />
      ))}
      <div className="form-actions">
        <button
          type="button"
          className="button primary"
          disabled={kinds.length === 0}
          onClick={() => setBars([...bars, newStatusbar(crypto.randomUUID(), kinds[0]?.item)])}
        >
          {t('add')}
        </button>
      </div>
      {kinds.length === 0 && <p className="form-hint">{t('noKinds')}</p>}
    </section>
  );
}

function BarEditor(props: {
  bar: StatusbarPlacement;
  number: number;
  kinds: readonly ContributionEntry<StatusbarContribution>[];
  change(update: (bar: StatusbarPlacement) => StatusbarPlacement): void;
  move(by: -1 | 1): void;
  remove(): void;
  first: boolean;
  last: boolean;
}) {
  const t = useExtensionStrings('statusbar');
  const { t: translate } = useI18n();
  const { bar, kinds, change } = props;
  const kind = kinds.find((k) => k.item.type === bar.type);
  const common = commonSettings(bar.props);
  const ids = { kind: useId(), label: useId(), size: useId(), speed: useId(), refresh: useId() };
  const [label, setLabel] = useState(bar.name ?? '');
  const defaultLabel = kind ? contributedTitle(translate, kind.extensionId, kind.item.label ?? kind.item.title) : '';
  const shownName = bar.name || defaultLabel || t('unnamed');
  const setProps = (patch: Record<string, unknown>) => change((b) => ({ ...b, props: { ...b.props, ...patch } }));
  const saveLabel = () => change((b) => ({ ...b, name: label.trim() || null }));
  const KindForm = kind?.item.settingsForm ? lazyComponent(kind.item.settingsForm) : null;

  return (
    <fieldset className="statusbar-editor">
      <legend>{t('barNumbered', { n: String(props.number), name: shownName })}</legend>
      <div className="form-controls">
        <label htmlFor={ids.kind}>{t('type')}</label>
        <select
          id={ids.kind}
          value={bar.type ?? ''}
          onChange={(event) => {
            const chosen = kinds.find((k) => k.item.type === event.target.value);
            if (chosen) {
              change((b) => withKind(b, chosen.item));
              setLabel('');
            }
          }}
        >
          {!kind && <option value={bar.type ?? ''}>{t('unknownKind')}</option>}
          {kinds.map((k) => (
            <option key={k.item.type} value={k.item.type}>
              {contributedTitle(translate, k.extensionId, k.item.title)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.label}>{t('label')}</label>
        <input
          id={ids.label}
          value={label}
          placeholder={defaultLabel}
          maxLength={64}
          onChange={(event) => setLabel(event.target.value)}
          onBlur={saveLabel}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveLabel();
          }}
        />
        <label htmlFor={ids.size}>{t('size')}</label>
        <select
          id={ids.size}
          value={bar.size}
          onChange={(event) => {
            const size = STATUSBAR_SIZES.find((s) => s === event.target.value);
            if (size) change((b) => ({ ...b, size }));
          }}
        >
          {STATUSBAR_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(`size.${size}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.speed}>{t('speed', { seconds: String(common.marqueeDuration) })}</label>
        <input
          id={ids.speed}
          type="range"
          min={MARQUEE_SECONDS.min}
          max={MARQUEE_SECONDS.max}
          value={common.marqueeDuration}
          aria-valuetext={t('seconds', { n: String(common.marqueeDuration) })}
          onChange={(event) => setProps({ marqueeDuration: Number(event.target.value) })}
        />
        <label htmlFor={ids.refresh}>{t('refresh')}</label>
        <input
          id={ids.refresh}
          type="number"
          min={MIN_REFRESH_SECONDS}
          value={common.refreshIntervalSec}
          onChange={(event) => {
            const seconds = Math.round(Number(event.target.value));
            if (Number.isFinite(seconds) && seconds >= MIN_REFRESH_SECONDS) setProps({ refreshIntervalSec: seconds });
          }}
        />
      </div>
      <SwitchRow label={t('black')} checked={bar.black} onChange={(black) => change((b) => ({ ...b, black }))} />
      <SwitchRow
        label={t('reverse')}
        checked={common.marqueeReverse}
        onChange={(marqueeReverse) => setProps({ marqueeReverse })}
      />
      {KindForm && (
        <Suspense fallback={null}>
          <KindForm settings={bar.props} updateSettings={(settings) => change((b) => ({ ...b, props: settings }))} />
        </Suspense>
      )}
      <div className="form-actions">
        <button type="button" className="button" disabled={props.first} onClick={() => props.move(-1)}>
          {t('moveUp')}
        </button>
        <button type="button" className="button" disabled={props.last} onClick={() => props.move(1)}>
          {t('moveDown')}
        </button>
        <button
          type="button"
          className="button danger"
          aria-label={t('removeNamed', { name: shownName })}
          onClick={props.remove}
        >
          {t('remove')}
        </button>
      </div>
    </fieldset>
  );
}
