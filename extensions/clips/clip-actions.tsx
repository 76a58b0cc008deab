import type { TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type ClipFields, ClipForm } from './ClipForm';

const tr = (host: TesseraHost, key: string, params?: Record<string, string>) => host.i18n.t(`clips.${key}`, params);

/** Asks for a clip's name, description and visibility; the fields, or null when cancelled. */
function askFields(host: TesseraHost, title: string, initial: ClipFields): Promise<ClipFields | null> {
  return host.modals
    .open<ClipFields>((close) => <ClipForm title={title} initial={initial} done={close} />, 'dialog', { label: title })
    .then((fields) => fields ?? null);
}

/** Makes a clip with the fields the person gives; the clip, or null when cancelled or refused (they were told). */
export async function createClip(host: TesseraHost): Promise<entities.Clip | null> {
  const fields = await askFields(host, tr(host, 'create'), { name: '', description: '', isPublic: false });
  if (!fields) return null;
  try {
    return await host.apiWithDialog(
      'clips/create',
      { name: fields.name, isPublic: fields.isPublic, description: fields.description || null },
      { success: false },
    );
  } catch {
    return null;
  }
}

/** Edits a clip's name, description and visibility; the updated clip, or null. */
export async function editClip(host: TesseraHost, clip: entities.Clip): Promise<entities.Clip | null> {
  const fields = await askFields(host, tr(host, 'editNamed', { name: clip.name }), {
    name: clip.name,
    description: clip.description ?? '',
    isPublic: clip.isPublic,
  });
  if (!fields) return null;
  try {
    return await host.apiWithDialog('clips/update', {
      clipId: clip.id,
      name: fields.name,
      isPublic: fields.isPublic,
      description: fields.description || null,
    });
  } catch {
    return null;
  }
}

/** Deletes a clip after asking; true when it is gone. */
export async function deleteClip(host: TesseraHost, clip: entities.Clip): Promise<boolean> {
  if (!(await host.modals.confirm(tr(host, 'deleteConfirm', { name: clip.name }), { danger: true }))) return false;
  try {
    await host.apiWithDialog('clips/delete', { clipId: clip.id }, { success: false });
    return true;
  } catch {
    return false;
  }
}
