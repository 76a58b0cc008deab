import { Avatar, isSafeUrl, SwitchRow, useAccount, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { useId, useState } from 'react';
import './avatar-decoration-settings.css';

/** A decoration as worn: which, turned (a fraction of a turn), mirrored, moved (fractions of the avatar). */
interface Placement {
  id: string;
  angle: number;
  flipH: boolean;
  offsetX: number;
  offsetY: number;
}

const UNPLACED = { angle: 0, flipH: false, offsetX: 0, offsetY: 0 };

/**
 * Settings > Avatar decoration: the decorations the server offers, tried on your own avatar; one
 * chosen is turned, mirrored and moved with sliders before it is worn. How many can be worn at
 * once is the role's limit; wearing one more at the limit replaces the last.
 */
export default function AvatarDecorationSettings() {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const info = useAccount()?.info;
  const offered = useEndpoint('get-avatar-decorations', {});
  const [editing, setEditing] = useState<Placement | null>(null);
  const [busy, setBusy] = useState(false);
  const worn: Placement[] = (info?.avatarDecorations ?? []).map(({ id, angle, flipH, offsetX, offsetY }) => ({
    id,
    angle: angle ?? 0,
    flipH: flipH ?? false,
    offsetX: offsetX ?? 0,
    offsetY: offsetY ?? 0,
  }));
  const limit = info?.policies.avatarDecorationLimit ?? 1;
  const urlOf = (id: string) =>
    (offered.status === 'ready' ? offered.data.find((d) => d.id === id)?.url : undefined) ?? '';

  const save = async (next: Placement[]) => {
    setBusy(true);
    try {
      await host.apiWithDialog('i/update', { avatarDecorations: next }, { success: false });
      setEditing(null);
    } catch {
      // The dialog said why; the editor stays open as it was.
    } finally {
      setBusy(false);
    }
  };
  const wear = (placement: Placement) => {
    const others = worn.filter((d) => d.id !== placement.id);
    const kept = others.length >= limit ? others.slice(0, Math.max(0, limit - 1)) : others;
    void save([...kept, placement]);
  };
  const takeOff = (id: string) => void save(worn.filter((d) => d.id !== id));

  // The avatar as it will look: what is worn, with the one being edited in its new place.
  const preview = editing ? [...worn.filter((d) => d.id !== editing.id), editing] : worn;

  return (
    <section className="page-card settings-panel" aria-labelledby="decoration-title">
      <h1 id="decoration-title">{t('decoration.title')}</h1>
      <div className="decoration-preview">
        <Avatar
          user={
            info
              ? {
                  avatarUrl: info.avatarUrl,
                  isCat: info.isCat,
                  // The one being placed flashes, as Misskey's preview marks it.
                  avatarDecorations: preview.map((d) => ({ ...d, url: urlOf(d.id), blink: d.id === editing?.id })),
                }
              : null
          }
          size={96}
        />
        <p className="form-hint">{t('decoration.limit', { n: String(limit) })}</p>
      </div>
      {offered.status === 'loading' && <p role="status">{t('decoration.loading')}</p>}
      {offered.status === 'error' && <p role="alert">{t('decoration.failed')}</p>}
      {offered.status === 'ready' &&
        (offered.data.length === 0 ? (
          <p className="form-hint">{t('decoration.none')}</p>
        ) : (
          <ul className="decoration-grid" aria-label={t('decoration.offered')}>
            {offered.data.map((d) => {
              const isWorn = worn.some((w) => w.id === d.id);
              return (
                <li key={d.id}>
                  <button
                    type="button"
                    className="decoration-choice"
                    aria-pressed={editing?.id === d.id}
                    title={d.description || undefined}
                    onClick={() => setEditing(worn.find((w) => w.id === d.id) ?? { id: d.id, ...UNPLACED })}
                  >
                    {isSafeUrl(d.url) && <img src={d.url} alt="" width={64} height={64} />}
                    <span>{d.name}</span>
                    {isWorn && <span className="decoration-worn">{t('decoration.worn')}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
      {editing && (
        <PlacementEditor
          name={(offered.status === 'ready' && offered.data.find((d) => d.id === editing.id)?.name) || ''}
          placement={editing}
          onChange={setEditing}
          worn={worn.some((w) => w.id === editing.id)}
          busy={busy}
          onWear={() => wear(editing)}
          onTakeOff={() => takeOff(editing.id)}
          onCancel={() => setEditing(null)}
        />
      )}
    </section>
  );
}

/** Turning, mirroring and moving one decoration, then wearing or taking it off. */
function PlacementEditor(props: {
  name: string;
  placement: Placement;
  onChange(next: Placement): void;
  worn: boolean;
  busy: boolean;
  onWear(): void;
  onTakeOff(): void;
  onCancel(): void;
}) {
  const t = useExtensionStrings('profile');
  const { placement: p, onChange } = props;
  const ids = { angle: useId(), x: useId(), y: useId() };
  const slider = (
    id: string,
    label: string,
    value: number,
    min: number,
    max: number,
    set: (v: number) => void,
    shown: string,
  ) => (
    <div className="settings-row decoration-slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={0.01}
        value={value}
        aria-valuetext={shown}
        onChange={(e) => set(Number(e.target.value))}
      />
      <output htmlFor={id}>{shown}</output>
    </div>
  );
  return (
    <fieldset className="decoration-editor">
      <legend>{props.name}</legend>
      {slider(
        ids.angle,
        t('decoration.angle'),
        p.angle,
        -0.5,
        0.5,
        (angle) => onChange({ ...p, angle }),
        `${Math.round(p.angle * 360)}°`,
      )}
      <SwitchRow label={t('decoration.flip')} checked={p.flipH} onChange={(flipH) => onChange({ ...p, flipH })} />
      {slider(
        ids.x,
        t('decoration.offsetX'),
        p.offsetX,
        -0.25,
        0.25,
        (offsetX) => onChange({ ...p, offsetX }),
        `${Math.round(p.offsetX * 100)}%`,
      )}
      {slider(
        ids.y,
        t('decoration.offsetY'),
        p.offsetY,
        -0.25,
        0.25,
        (offsetY) => onChange({ ...p, offsetY }),
        `${Math.round(p.offsetY * 100)}%`,
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={props.onCancel}>
          {t('decoration.cancel')}
        </button>
        {props.worn && (
          <button type="button" className="button danger" disabled={props.busy} onClick={props.onTakeOff}>
            {t('decoration.takeOff')}
          </button>
        )}
        <button type="button" className="button primary" disabled={props.busy} onClick={props.onWear}>
          {props.worn ? t('decoration.update') : t('decoration.wear')}
        </button>
      </div>
    </fieldset>
  );
}
