import { Switch, useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FormEvent, useState } from 'react';

/** A room's settings: its owner renames, describes or deletes it; a member mutes or leaves it. */
export function RoomInfo({ room, changed }: { room: entities.ChatRoom; changed(): void }) {
  const viewer = useViewer();
  return room.ownerId === viewer.userId ? (
    <OwnerSettings room={room} changed={changed} />
  ) : (
    <MemberSettings room={room} changed={changed} />
  );
}

function OwnerSettings({ room, changed }: { room: entities.ChatRoom; changed(): void }) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const [name, setName] = useState(room.name);
  const [description, setDescription] = useState(room.description);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await host.apiWithDialog('chat/rooms/update', { roomId: room.id, name: name.trim(), description });
      changed();
    } catch {
      // The dialog said why.
    }
  };
  const remove = async () => {
    if (
      !(await host.modals.confirm(t('deleteRoomConfirm', { name: room.name }), {
        danger: true,
        okText: t('deleteRoom'),
      }))
    )
      return;
    try {
      await host.apiWithDialog('chat/rooms/delete', { roomId: room.id });
      host.router.push('/chat');
    } catch {
      // The dialog said why.
    }
  };
  return (
    <div className="chat-room-info">
      <form className="chat-room-form" onSubmit={(e) => void save(e)}>
        <label>
          {t('roomName')}
          <input
            className="text-field"
            required
            maxLength={256}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label>
          {t('roomDescription')}
          <textarea
            className="text-field"
            maxLength={1024}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        <button type="submit" className="button primary" disabled={!name.trim()}>
          {t('save')}
        </button>
      </form>
      <button type="button" className="button danger" onClick={() => void remove()}>
        {t('deleteRoom')}
      </button>
    </div>
  );
}

function MemberSettings({ room, changed }: { room: entities.ChatRoom; changed(): void }) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const [muted, setMuted] = useState(room.isMuted ?? false);
  const mute = async (value: boolean) => {
    setMuted(value);
    try {
      await host.apiWithDialog('chat/rooms/mute', { roomId: room.id, mute: value }, { success: false });
    } catch {
      setMuted(!value);
    }
  };
  const leave = async () => {
    if (!(await host.modals.confirm(t('leaveConfirm', { name: room.name }), { okText: t('leave') }))) return;
    try {
      await host.apiWithDialog('chat/rooms/leave', { roomId: room.id });
      host.router.push('/chat');
    } catch {
      changed();
    }
  };
  return (
    <div className="chat-room-info">
      {room.description && <p className="chat-room-description">{room.description}</p>}
      <p>{t('ownedBy', { name: room.owner.name ?? room.owner.username })}</p>
      <Switch checked={muted} onChange={(v) => void mute(v)} label={t('muteRoom')} />
      <p className="chat-hint">{t('muteRoomHint')}</p>
      <button type="button" className="button danger" onClick={() => void leave()}>
        {t('leave')}
      </button>
    </div>
  );
}
