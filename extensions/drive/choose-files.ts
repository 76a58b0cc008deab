import type { TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { ChooseFilesOptions } from './api';
import { uploadFiles } from './uploads/upload-queue';

/** How long a URL upload may take to arrive on the stream before the menu stops waiting for it. */
const URL_UPLOAD_WAIT_MS = 5 * 60 * 1000;

type Strings = (key: string, params?: Record<string, string | number>) => string;

/** Opens the system file chooser (from inside the click that asked for it, as browsers require). */
function chooseLocalFiles(onChosen: (files: File[]) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.multiple = true;
  input.addEventListener('change', () => onChosen([...(input.files ?? [])]));
  input.click();
}

/**
 * The attach menu of spec 000 section 2: upload with compression, upload without compression,
 * pick from the drive, upload from a URL (its file arrives later as urlUploadFinished, matched
 * by the marker sent with it).
 */
export async function chooseFiles(host: TesseraHost, options: ChooseFilesOptions, t: Strings): Promise<void> {
  const upload = (compress: boolean) =>
    chooseLocalFiles((files) => {
      void uploadFiles(
        host,
        {
          files: files.map((blob) => ({ blob, name: blob.name })),
          compress,
          ...(options.token ? { token: options.token } : {}),
          ...(options.group ? { group: options.group } : {}),
          onFile: options.onFile,
        },
        t,
      );
    });
  await host.modals.menu(
    [
      { type: 'button', text: t('choose.upload'), icon: 'up', action: () => upload(true) },
      { type: 'button', text: t('choose.uploadOriginal'), icon: 'up', action: () => upload(false) },
      {
        type: 'button',
        text: t('choose.fromDrive'),
        icon: 'image',
        action: () =>
          void host.commands
            .execute('drive.pick', options.token ? { token: options.token } : {})
            .then((files) => files?.forEach(options.onFile)),
      },
      { type: 'button', text: t('choose.fromUrl'), icon: 'link', action: () => void uploadFromUrl(host, options, t) },
    ],
    options.anchor,
  );
}

async function uploadFromUrl(host: TesseraHost, options: ChooseFilesOptions, t: Strings): Promise<void> {
  const answer = await host.modals.dialog({
    title: t('choose.fromUrl'),
    text: t('choose.urlPrompt'),
    input: { type: 'url', placeholder: 'https://' },
    showCancel: true,
  });
  if (answer.canceled || !answer.result) return;
  const marker = crypto.randomUUID();
  const main = host.stream.channel('main');
  const stop = () => {
    clearTimeout(timer);
    main.dispose();
  };
  const timer = setTimeout(stop, URL_UPLOAD_WAIT_MS);
  main.on('urlUploadFinished', ({ marker: arrived, file }: { marker?: string | null; file: entities.DriveFile }) => {
    if (arrived !== marker) return;
    stop();
    options.onFile(file);
  });
  try {
    await host.api.call(
      'drive/files/upload-from-url',
      { url: answer.result, marker },
      options.token ? { token: options.token } : {},
    );
    host.modals.toast(t('choose.urlUploading'));
  } catch (error) {
    stop();
    const { title, text } = host.describeError(error);
    await host.modals.dialog({ type: 'error', title, text });
  }
}
