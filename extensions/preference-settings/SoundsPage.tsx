import './preference-settings.css';
import {
  BUNDLED_SOUNDS,
  type SoundEvent,
  SwitchRow,
  useAccount,
  useContributions,
  useEndpoint,
  useExtensionStrings,
  useHost,
  usePreference,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId, useRef, useState } from 'react';

const EVENTS: readonly SoundEvent[] = ['note', 'noteMy', 'notification', 'reaction', 'chatMessage', 'antenna'];

/** The select's value for a drive file (Misskey keeps such a sound as type '_driveFile_'). */
const DRIVE_PREFIX = 'drive:';

/**
 * Settings > Sounds: master volume, and a sound and volume for each event: a bundled one, one an
 * extension offers, or an audio file from the drive (uploaded here if need be).
 */
export default function SoundsPage() {
  const t = useExtensionStrings('preference-settings');
  const [master, setMaster] = usePreference('sound.masterVolume');
  const [mute, setMute] = usePreference('sound.notUseSound');
  const [onlyActive, setOnlyActive] = usePreference('sound.useSoundOnlyWhenActive');
  const masterId = useId();
  // Signed out there is no drive to take sounds from.
  const signedIn = useAccount() !== null;
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
      {signedIn ? <EventSoundsWithDrive t={t} /> : <EventSounds t={t} driveFiles={null} onUploaded={() => {}} />}
    </section>
  );
}

type Translate = (key: string, params?: Record<string, string>) => string;

/** The events' sounds, offering the drive's audio files and those uploaded here. */
function EventSoundsWithDrive({ t }: { t: Translate }) {
  const driveSounds = useEndpoint('drive/files', { type: 'audio/*', limit: 100 });
  const [uploaded, setUploaded] = useState<entities.DriveFile[]>([]);
  const audioFiles = [...uploaded, ...(driveSounds.status === 'ready' ? driveSounds.data : [])].filter(
    (file, index, all) => all.findIndex((f) => f.id === file.id) === index,
  );
  return <EventSounds t={t} driveFiles={audioFiles} onUploaded={(file) => setUploaded((list) => [file, ...list])} />;
}

function EventSounds(props: {
  t: Translate;
  driveFiles: readonly entities.DriveFile[] | null;
  onUploaded(file: entities.DriveFile): void;
}) {
  return (
    <>
      {EVENTS.map((event) => (
        <EventSound key={event} event={event} label={props.t(`event.${event}`)} {...props} />
      ))}
    </>
  );
}

function EventSound({
  event,
  label,
  t,
  driveFiles,
  onUploaded,
}: {
  event: SoundEvent;
  label: string;
  t: Translate;
  /** Audio files in the drive, or null when signed out. */
  driveFiles: readonly entities.DriveFile[] | null;
  onUploaded(file: entities.DriveFile): void;
}) {
  const host = useHost();
  const [setting, setSetting] = usePreference(`sound.on.${event}`);
  // Sounds other extensions offer (the sound contribution point), after the bundled ones.
  const contributed = useContributions('sound');
  const selectId = useId();
  const volumeId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const value = setting.type === '_driveFile_' ? `${DRIVE_PREFIX}${setting.fileId ?? ''}` : (setting.type ?? '');
  const chooseDriveFile = (file: entities.DriveFile) =>
    setSetting({ type: '_driveFile_', fileId: file.id, fileUrl: file.url, volume: setting.volume });
  const choose = (chosen: string) => {
    if (chosen.startsWith(DRIVE_PREFIX)) {
      const file = driveFiles?.find((f) => f.id === chosen.slice(DRIVE_PREFIX.length));
      if (file) chooseDriveFile(file);
      return;
    }
    setSetting({ type: chosen || null, volume: setting.volume });
  };
  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    try {
      const file = await host.api.upload<entities.DriveFile>('drive/files/create', {
        force: 'true',
        name: picked.name,
        file: picked,
      });
      onUploaded(file);
      chooseDriveFile(file);
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setUploading(false);
    }
  };
  return (
    <fieldset className="settings-sound">
      <legend>{label}</legend>
      <label htmlFor={selectId} className="visually-hidden">
        {t('soundFor', { event: label })}
      </label>
      <select id={selectId} value={value} onChange={(e) => choose(e.target.value)}>
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
        {driveFiles && driveFiles.length > 0 && (
          <optgroup label={t('fromDrive')}>
            {driveFiles.map((file) => (
              <option key={file.id} value={`${DRIVE_PREFIX}${file.id}`}>
                {file.name}
              </option>
            ))}
          </optgroup>
        )}
        {/* A chosen drive file no longer listed (deleted, or beyond the first hundred) stays chosen. */}
        {setting.type === '_driveFile_' && !driveFiles?.some((f) => f.id === setting.fileId) && (
          <option value={value}>{t('driveFile')}</option>
        )}
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
      {driveFiles && (
        <>
          <input
            ref={fileInput}
            type="file"
            accept="audio/*"
            hidden
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <button
            type="button"
            className="button"
            disabled={uploading}
            onClick={() => fileInput.current?.click()}
            aria-label={t('uploadFor', { event: label })}
          >
            {t('upload')}
          </button>
        </>
      )}
    </fieldset>
  );
}
