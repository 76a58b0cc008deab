import './media-icons';
import './media-player.css';
import { Icon, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** Spec 000 section 9: seek 5 s, volume step 0.1, rates 0.25 to 2.0. */
const SEEK_SECONDS = 5;
const VOLUME_STEP = 0.1;
const RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2] as const;

const clock = (seconds: number) => {
  if (!Number.isFinite(seconds)) return '0:00';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/**
 * An audio or video file played in place with controls of our own: play and pause, a seek bar
 * with the time, volume (0.25 at first, remembered across files), mute, playback speed, and for
 * video full screen; from the keyboard, Space plays, the arrows seek 5 s and change the volume
 * by 0.1, M mutes.
 */
export default function MediaPlayer({ file }: { file: entities.DriveFile }) {
  const t = useExtensionStrings('notes.media');
  const host = useHost();
  const [volume, setVolume] = usePreference('mediaVolume');
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(1);
  const isVideo = file.type.startsWith('video/');
  const label = file.comment ?? file.name;

  useEffect(() => {
    if (media.current) media.current.volume = Math.min(1, Math.max(0, volume));
  }, [volume]);

  const toggle = () => {
    const el = media.current;
    if (!el) return;
    if (el.paused) void el.play();
    else el.pause();
  };
  const seek = (to: number) => {
    if (media.current) media.current.currentTime = Math.min(Math.max(0, to), duration || 0);
  };
  const changeVolume = (next: number) => setVolume(Math.round(Math.min(1, Math.max(0, next)) * 100) / 100);
  const chooseRate = (anchor: HTMLElement) =>
    void host.modals.menu(
      RATES.map((r) => ({
        type: 'button' as const,
        text: `${r}×`,
        ...(r === rate ? { icon: 'check' } : {}),
        action: () => {
          setRate(r);
          if (media.current) media.current.playbackRate = r;
        },
      })),
      anchor,
    );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return; // the sliders take their own arrows
    const handled = ((): boolean => {
      switch (event.key) {
        case ' ':
        case 'k':
          toggle();
          return true;
        case 'ArrowLeft':
          seek(time - SEEK_SECONDS);
          return true;
        case 'ArrowRight':
          seek(time + SEEK_SECONDS);
          return true;
        case 'ArrowUp':
          changeVolume(volume + VOLUME_STEP);
          return true;
        case 'ArrowDown':
          changeVolume(volume - VOLUME_STEP);
          return true;
        case 'm':
          setMuted((m) => !m);
          return true;
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };

  const common = {
    ref: media,
    src: file.url,
    preload: 'metadata' as const,
    muted,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onTimeUpdate: () => setTime(media.current?.currentTime ?? 0),
    onLoadedMetadata: () => {
      setDuration(media.current?.duration ?? 0);
      if (media.current) media.current.volume = volume;
    },
    onClick: toggle,
    'aria-label': label,
  };
  return (
    <fieldset
      ref={box}
      className={isVideo ? 'media-player video' : 'media-player audio'}
      aria-label={t('player', { name: label })}
      onKeyDown={onKeyDown}
    >
      {isVideo ? <video {...common} playsInline poster={file.thumbnailUrl ?? undefined} /> : <audio {...common} />}
      <div className="media-controls">
        <button type="button" className="icon-button" onClick={toggle}>
          <Icon name={playing ? 'pause' : 'play'} label={playing ? t('pause') : t('play')} size={18} />
        </button>
        <span className="media-time">
          {clock(time)} / {clock(duration)}
        </span>
        <input
          type="range"
          className="media-seek"
          min={0}
          max={duration || 0}
          step={0.1}
          value={time}
          onChange={(e) => seek(Number(e.target.value))}
          aria-label={t('seek')}
          aria-valuetext={`${clock(time)} / ${clock(duration)}`}
        />
        <button type="button" className="icon-button" onClick={() => setMuted((m) => !m)}>
          <Icon name={muted ? 'volumeOff' : 'volume'} label={muted ? t('unmute') : t('mute')} size={18} />
        </button>
        <input
          type="range"
          className="media-volume"
          min={0}
          max={1}
          step={0.01}
          value={volume}
          onChange={(e) => changeVolume(Number(e.target.value))}
          onKeyDown={(e) => {
            // The arrows move by the spec's step (0.1) from wherever the volume is, not to the slider's grid.
            const delta = {
              ArrowUp: VOLUME_STEP,
              ArrowRight: VOLUME_STEP,
              ArrowDown: -VOLUME_STEP,
              ArrowLeft: -VOLUME_STEP,
            }[e.key];
            if (delta === undefined) return;
            e.preventDefault();
            e.stopPropagation();
            changeVolume(volume + delta);
          }}
          aria-label={t('volume')}
        />
        <button type="button" className="media-rate" onClick={(e) => chooseRate(e.currentTarget)}>
          <span className="visually-hidden">{t('speed')} </span>
          {rate}×
        </button>
        {isVideo && (
          <button type="button" className="icon-button" onClick={() => void box.current?.requestFullscreen()}>
            <Icon name="expand" label={t('fullscreen')} size={18} />
          </button>
        )}
        <a className="icon-button" href={file.url} download={file.name} target="_blank" rel="noopener noreferrer">
          <Icon name="download" label={t('download')} size={18} />
        </a>
      </div>
    </fieldset>
  );
}
