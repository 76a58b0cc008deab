import { Icon, SwitchRow, useExtensionStrings, useHost, useRouter } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FormEvent, useId, useRef, useState } from 'react';
import type {} from '../drive/api';

const DEFAULT_COLOR = '#86b300';

/** Reads a pinned note as typed: its id, or a note link of this server. */
export function noteIdOf(text: string): string | null {
  const trimmed = text.trim();
  const fromUrl = /\/notes\/([A-Za-z0-9-]{1,64})\/?$/.exec(trimmed)?.[1];
  if (fromUrl) return fromUrl;
  return /^[A-Za-z0-9-]{1,64}$/.test(trimmed) ? trimmed : null;
}

/** A channel's settings: name, description, banner, colour, sensitive, renotes out; for an existing one also pins and archiving. */
export function ChannelForm({ channel }: { channel?: entities.Channel }) {
  const t = useExtensionStrings('channels');
  const host = useHost();
  const router = useRouter();
  const id = useId();
  const bannerButton = useRef<HTMLButtonElement>(null);
  const [name, setName] = useState(channel?.name ?? '');
  const [description, setDescription] = useState(channel?.description ?? '');
  const [color, setColor] = useState(channel?.color ?? DEFAULT_COLOR);
  const [banner, setBanner] = useState<{ id: string; url: string } | null>(
    channel?.bannerId && channel.bannerUrl ? { id: channel.bannerId, url: channel.bannerUrl } : null,
  );
  const [isSensitive, setSensitive] = useState(channel?.isSensitive ?? false);
  const [allowRenoteToExternal, setAllowRenote] = useState(channel?.allowRenoteToExternal ?? true);
  const [isArchived, setArchived] = useState(channel?.isArchived ?? false);
  const [pinned, setPinned] = useState((channel?.pinnedNoteIds ?? []).join('\n'));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const title = channel ? t('editNamed', { name: channel.name }) : t('create');

  const chooseBanner = () => {
    if (!bannerButton.current || !host.commands.has('drive.chooseFiles')) return;
    void host.commands.execute('drive.chooseFiles', {
      anchor: bannerButton.current,
      onFile: (file) => {
        if (file.type.startsWith('image/')) setBanner({ id: file.id, url: file.url });
        else setProblem('bannerNotImage');
      },
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('needName');
    const lines = pinned.split('\n').filter((l) => l.trim() !== '');
    const pinnedNoteIds = lines.map(noteIdOf);
    if (pinnedNoteIds.some((p) => p === null)) return setProblem('badPinned');
    setProblem(null);
    setSaving(true);
    const fields = {
      name: name.trim(),
      description: description.trim() || null,
      bannerId: banner?.id ?? null,
      color,
      isSensitive,
      allowRenoteToExternal,
    };
    try {
      const saved = channel
        ? await host.apiWithDialog('channels/update', {
            channelId: channel.id,
            ...fields,
            isArchived,
            pinnedNoteIds: pinnedNoteIds as string[],
          })
        : await host.apiWithDialog('channels/create', fields);
      router.push(`/channels/${saved.id}`);
    } catch {
      // The dialog said why; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="page-card channel-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h1 id={`${id}-title`}>{title}</h1>
      <label htmlFor={`${id}-name`}>{t('name')}</label>
      <input id={`${id}-name`} maxLength={128} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={`${id}-description`}>{t('descriptionLabel')}</label>
      <textarea
        id={`${id}-description`}
        rows={4}
        maxLength={2048}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <span className="channel-form-label">{t('banner')}</span>
      {banner && <img className="channel-banner" src={banner.url} alt={t('bannerPreview')} />}
      <div className="channel-form-row">
        <button ref={bannerButton} type="button" className="button" onClick={chooseBanner}>
          <Icon name="image" size={16} /> {banner ? t('changeBanner') : t('setBanner')}
        </button>
        {banner && (
          <button type="button" className="button" onClick={() => setBanner(null)}>
            {t('removeBanner')}
          </button>
        )}
      </div>
      <label htmlFor={`${id}-color`}>{t('color')}</label>
      <input id={`${id}-color`} type="color" value={color} onChange={(e) => setColor(e.target.value)} />
      <div className="channel-switches">
        <SwitchRow label={t('sensitive')} checked={isSensitive} onChange={setSensitive} />
        <SwitchRow label={t('allowRenoteToExternal')} checked={allowRenoteToExternal} onChange={setAllowRenote} />
        {channel && <SwitchRow label={t('archive')} checked={isArchived} onChange={setArchived} />}
      </div>
      {channel && (
        <>
          <label htmlFor={`${id}-pinned`}>{t('pinnedNotes')}</label>
          <textarea
            id={`${id}-pinned`}
            rows={3}
            value={pinned}
            aria-describedby={`${id}-pinned-hint`}
            onChange={(e) => setPinned(e.target.value)}
          />
          <p id={`${id}-pinned-hint`} className="channels-hint">
            {t('pinnedHint')}
          </p>
        </>
      )}
      {problem && (
        <p role="alert" className="channel-problem">
          {t(problem)}
        </p>
      )}
      <footer className="channel-form-actions">
        <button type="submit" className="button primary" disabled={saving}>
          {channel ? t('save') : t('createButton')}
        </button>
      </footer>
    </form>
  );
}
