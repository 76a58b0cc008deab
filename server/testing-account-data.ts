// For the server's tests of account data exports and imports.
import type { entities } from 'misskey-js';
import { type TestInstance, uploadFile } from './testing';

type ExportNotification = Extract<entities.Notification, { type: 'exportCompleted' }>;

/** Waits for the export notification of an entity and answers the exported file, its bytes and its text. */
export async function exportedFile(
  instance: TestInstance,
  token: string,
  entity: ExportNotification['exportedEntity'],
): Promise<{ file: entities.DriveFile; data: Buffer; text: string }> {
  let found: ExportNotification | undefined;
  for (let i = 0; i < 100 && !found; i++) {
    const list = (await instance.api<entities.Notification[]>('i/notifications', {}, token)).body;
    found = list.find((n): n is ExportNotification => n.type === 'exportCompleted' && n.exportedEntity === entity);
    if (!found) await new Promise((r) => setTimeout(r, 50));
  }
  if (!found) throw new Error(`no ${entity} export arrived`);
  const file = (await instance.api<entities.DriveFile>('drive/files/show', { fileId: found.fileId }, token)).body;
  const data = Buffer.from(await (await fetch(file.url)).arrayBuffer());
  return { file, data, text: data.toString('utf8') };
}

/** Uploads a text file to the token's drive and answers its id. */
export async function uploadText(
  instance: TestInstance,
  token: string,
  text: string,
  options: { name?: string; type?: string } = {},
): Promise<string> {
  const uploaded = await uploadFile(instance, token, Buffer.from(text), {
    name: options.name ?? 'list.csv',
    type: options.type ?? 'text/csv',
  });
  return uploaded.body.id;
}
