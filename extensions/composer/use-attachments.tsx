import { useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId } from 'react';
import type {} from '../drive/api';
import type { AttachedFile, PostFormModel } from './use-post-form';

/** An attachment as the form keeps it (and its draft). */
export const attached = (file: entities.DriveFile): AttachedFile => ({
  id: file.id,
  name: file.name,
  type: file.type,
  thumbnailUrl: file.thumbnailUrl,
  isSensitive: file.isSensitive,
  comment: file.comment,
});

/** What the attachment menu may do to a file in the drive. */
export type AttachmentEdit = 'rename' | 'describe' | 'clearDescription' | 'toggleSensitive' | 'delete';

/**
 * The post form's files (spec 000 sections 2 and 4), through the drive extension: its attach
 * menu (upload with or without compression, from the drive, from a URL), its upload pipeline
 * for pasted and dropped files, with progress under this form's own group, and its file actions
 * for the attachment menu. Without the drive extension, the form offers no attachments.
 */
export function useAttachments(form: PostFormModel) {
  const host = useHost();
  const group = `composer:${useId()}`;
  const { update } = form;
  const token = form.account?.token;
  const available = host.commands.has('drive.upload');
  const onFile = (file: entities.DriveFile) =>
    update((f) => (f.files.some((x) => x.id === file.id) ? {} : { files: [...f.files, attached(file)] }));

  const upload = async (files: readonly { blob: Blob; name: string }[]) => {
    if (!available || files.length === 0) return;
    await host.commands.execute('drive.upload', { files, group, onFile, ...(token ? { token } : {}) });
  };

  /** Spec 000 section 2: the attach menu. */
  const chooseAttachment = (anchor: HTMLElement) =>
    host.commands.execute('drive.chooseFiles', { anchor, group, onFile, ...(token ? { token } : {}) });

  /** Spec 000 "Attachments": mark sensitive, rename, describe, clear the description, delete from the drive. */
  const editAttachment = async (file: AttachedFile, edit: AttachmentEdit) => {
    const full = {
      ...file,
      isSensitive: file.isSensitive ?? false,
      comment: file.comment ?? null,
    } as entities.DriveFile;
    const changed = await host.commands.execute('drive.editFile', full, edit, token ? { token } : {});
    if (changed === 'deleted') update((f) => ({ files: f.files.filter((x) => x.id !== file.id) }));
    else if (changed) update((f) => ({ files: f.files.map((x) => (x.id === file.id ? attached(changed) : x)) }));
  };

  return { available, group, upload, chooseAttachment, editAttachment };
}
