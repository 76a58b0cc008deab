import { useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useRef, useState } from 'react';
import type {} from '../../drive/api';

type Which = 'avatar' | 'banner';

/**
 * The banner with the avatar over it, and a button to replace each with an image from this
 * device: uploaded to the drive (through the drive's pipeline when it is there, so the picture is
 * compressed or kept as it is as the person chose), then set with i/update (which checks it is an
 * image of one's own).
 */
export function ImagePicker({ me }: { me: entities.MeDetailed }) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const [busy, setBusy] = useState<Which | null>(null);
  // A role may keep the pictures as they are (canUpdateBioMedia); i/update would refuse them.
  const allowed = useViewer().policies.canUpdateBioMedia !== false;
  const inputs = { avatar: useRef<HTMLInputElement>(null), banner: useRef<HTMLInputElement>(null) };

  const replace = async (which: Which, file: File) => {
    setBusy(which);
    try {
      const uploaded = host.commands.has('drive.upload')
        ? (await host.commands.execute('drive.upload', { files: [{ blob: file, name: file.name }] }))[0]
        : await host.api.upload<entities.DriveFile>('drive/files/create', { file, name: file.name });
      // The pipeline has told the person why a file did not arrive.
      if (!uploaded) return;
      await host.api.call('i/update', which === 'avatar' ? { avatarId: uploaded.id } : { bannerId: uploaded.id });
      await host.accounts.refresh();
      host.modals.toast(which === 'avatar' ? t('settings.avatarChanged') : t('settings.bannerChanged'));
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setBusy(null);
    }
  };

  const picker = (which: Which) => (
    <>
      <input
        ref={inputs[which]}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void replace(which, file);
        }}
      />
      <button
        type="button"
        className="button"
        disabled={busy !== null || !allowed}
        onClick={() => inputs[which].current?.click()}
      >
        {busy === which
          ? t('settings.uploading')
          : which === 'avatar'
            ? t('settings.changeAvatar')
            : t('settings.changeBanner')}
      </button>
    </>
  );

  return (
    <div className="profile-images">
      <div className="profile-images-banner">
        {me.bannerUrl && <img src={me.bannerUrl} alt={t('settings.currentBanner')} />}
      </div>
      <img className="profile-images-avatar" src={me.avatarUrl} alt={t('settings.currentAvatar')} />
      <div className="profile-images-actions">
        {picker('avatar')}
        {picker('banner')}
      </div>
      {!allowed && <p className="form-hint">{t('settings.bioMediaRestricted')}</p>}
    </div>
  );
}
