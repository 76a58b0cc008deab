import { useExtensionStrings, useHost, useStreamChannel } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useRef, useState } from 'react';
import { DrivePicker } from './DrivePicker';
import type { AttachedFile, PostFormModel } from './use-post-form';

const attached = (file: entities.DriveFile): AttachedFile => ({
  id: file.id,
  name: file.name,
  type: file.type,
  thumbnailUrl: file.thumbnailUrl,
});

/**
 * The post form's files (spec 000 sections 2 and 4): uploads with a count of those under way,
 * picking from the drive, and uploading from a URL, which arrives later on the main stream as
 * urlUploadFinished with the marker it was sent with.
 */
export function useAttachments(form: PostFormModel) {
  const t = useExtensionStrings('composer');
  const host = useHost();
  const { update } = form;
  const [uploading, setUploading] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const pendingUrlUploads = useRef(new Set<string>());
  useStreamChannel('main', {
    urlUploadFinished: ({ marker, file }: { marker?: string | null; file: entities.DriveFile }) => {
      if (!marker || !pendingUrlUploads.current.delete(marker)) return;
      update((f) => ({ files: [...f.files, attached(file)] }));
    },
  });

  const showError = async (error: unknown) => {
    const { title, text } = host.describeError(error);
    await host.modals.dialog({ type: 'error', title, text });
  };

  const upload = async (files: readonly { blob: Blob; name: string }[]) => {
    const token = form.account?.token;
    if (!token) return;
    setUploading((n) => n + files.length);
    await Promise.all(
      files.map(async ({ blob, name }) => {
        try {
          // Spec 000 section 7: drive/files/create with force, the file and its name.
          const file = await host.api.upload<entities.DriveFile>(
            'drive/files/create',
            { force: 'true', name, file: new File([blob], name, { type: blob.type }) },
            { token },
          );
          update((f) => ({ files: [...f.files, attached(file)] }));
        } catch (error) {
          await showError(error);
        } finally {
          setUploading((n) => n - 1);
        }
      }),
    );
  };

  const attachFromDrive = async () => {
    const picked = await host.modals.open<entities.DriveFile[]>((close) => <DrivePicker done={close} />, 'dialog', {
      label: t('fromDrive'),
    });
    if (!picked) return;
    update((f) => ({
      files: [...f.files, ...picked.filter((file) => !f.files.some((x) => x.id === file.id)).map(attached)],
    }));
  };

  const uploadFromUrl = async () => {
    const answer = await host.modals.dialog({
      title: t('fromUrl'),
      input: { type: 'url', placeholder: 'https://' },
      showCancel: true,
    });
    if (answer.canceled || !answer.result) return;
    const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    pendingUrlUploads.current.add(marker);
    try {
      await host.api.call(
        'drive/files/upload-from-url',
        { url: answer.result, marker },
        form.account ? { token: form.account.token } : {},
      );
      host.modals.toast(t('urlUploading'));
    } catch (error) {
      pendingUrlUploads.current.delete(marker);
      await showError(error);
    }
  };

  /** Spec 000 section 2: upload, pick from the drive, or upload from a URL. */
  const chooseAttachment = async (anchor: HTMLElement) => {
    await host.modals.menu(
      [
        { type: 'button', text: t('fromUpload'), icon: 'up', action: () => fileInput.current?.click() },
        { type: 'button', text: t('fromDrive'), icon: 'image', action: () => void attachFromDrive() },
        { type: 'button', text: t('fromUrl'), icon: 'link', action: () => void uploadFromUrl() },
      ],
      anchor,
    );
  };

  return { uploading, upload, fileInput, chooseAttachment };
}
