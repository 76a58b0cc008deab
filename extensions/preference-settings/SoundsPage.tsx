import './preference-settings.css';
import {
  BUNDLED_SOUNDS,
  type SoundEvent,
  SwitchRow,
  useContributions,
  useExtensionStrings,
  useHost,
  usePreference,
} from '@tessera/sdk';
import { useId } from 'react';

const EVENTS: readonly SoundEvent[] = ['note', 'noteMy', 'notification', 'reaction', 'chatMessage', 'antenna'];

/** Settings > Sounds: master volume, and a sound and volume for each event. */
export default function SoundsPage() {
  const t = useExtensionStrings('preference-settings');
  const [master, setMaster] = usePreference('sound.masterVolume');
  const [mute, setMute] = usePreference('sound.notUseSound');
  const [onlyActive, setOnlyActive] = usePreference('sound.useSoundOnlyWhenActive');
  const masterId = useId();
  return (
    <section className="page-card settings-panel" aria-labelledby="sounds-title">
      <h1 id="sounds-title">{t('soundsTitle')}</h1>
      <div className="settings-row">
        <label htmlFor={masterId}>{t('masterVolume')}</label>
        <input
          id={masterId}
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={master}
          onChange={(e) => setMaster(Number(e.target.value))}
        />
      </div>
      <SwitchRow label={t('mute')} checked={mute} onChange={setMute} />
      <SwitchRow label={t('onlyWhenActive')} checked={onlyActive} onChange={setOnlyActive} />
      {EVENTS.map((event) => (
        <EventSound key={event} event={event} label={t(`event.${event}`)} t={t} />
      ))}
    </section>
  );
}

function EventSound({
  event,
  label,
  t,
}: {
  event: SoundEvent;
  label: string;
  t(key: string, params?: Record<string, string>): string;
}) {
  const host = useHost();
  const [setting, setSetting] = usePreference(`sound.on.${event}`);
  // Sounds other extensions offer (the sound contribution point), after the bundled ones.
  const contributed = useContributions('sound');
  const selectId = useId();
  const volumeId = useId();
  return (
    <fieldset className="settings-sound">
      <legend>{label}</legend>
      <label htmlFor={selectId} className="visually-hidden">
        {t('soundFor', { event: label })}
      </label>
      <select
        id={selectId}
        value={setting.type ?? ''}
        onChange={(e) => setSetting({ ...setting, type: e.target.value || null })}
      >
        <option value="">{t('none')}</option>
        {BUNDLED_SOUNDS.map((name) => (
          <option key={name} value={name}>
            {name.replace('tessera/', '')}
          </option>
        ))}
        {contributed.map(({ item }) => (
          <option key={item.name} value={item.name}>
            {item.name}
          </option>
        ))}
      </select>
      <label htmlFor={volumeId} className="visually-hidden">
        {t('volumeFor', { event: label })}
      </label>
      <input
        id={volumeId}
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={setting.volume}
        onChange={(e) => setSetting({ ...setting, volume: Number(e.target.value) })}
      />
      <button
        type="button"
        className="button"
        onClick={() => host.sound.play(event)}
        aria-label={t('preview', { event: label })}
      >
        ▶
      </button>
    </fieldset>
  );
}
