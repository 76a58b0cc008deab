import {
  SwitchRow,
  useAccount,
  useAccountUpdate,
  useEndpoint,
  useExtensionStrings,
  useHost,
  usePreference,
  useViewer,
} from '@tessera/sdk';
import { DriveUsage } from './DriveUsage';
import '../drive.css';

/**
 * Settings > Drive: how full the drive is, where uploads go, whether images are compressed and
 * names kept, and whether every upload is marked sensitive.
 */
export default function DriveSettings() {
  const t = useExtensionStrings('drive');
  const host = useHost();
  const me = useAccount()?.info;
  const drive = useEndpoint('drive', {});
  const { pending, save } = useAccountUpdate<boolean>();
  const [uploadFolder, setUploadFolder] = usePreference('uploadFolder');
  const [keepOriginal, setKeepOriginal] = usePreference('keepOriginalUploading');
  const [keepFilename, setKeepFilename] = usePreference('keepOriginalFilename');
  // A role that marks every upload sensitive (alwaysMarkNsfw) decides it; i/update would refuse a change.
  const forcedSensitive = useViewer().policies.alwaysMarkNsfw === true;
  if (!me) return null;

  const chooseUploadFolder = async () => {
    const { pickFolder } = await import('../pick/pick-from-drive');
    const folderId = await pickFolder(host, t('settings.chooseFolder'));
    if (folderId !== undefined) setUploadFolder(folderId);
  };

  const setAlwaysMarkNsfw = (alwaysMarkNsfw: boolean) => void save({ alwaysMarkNsfw }, alwaysMarkNsfw);

  return (
    <section className="page-card settings-panel" aria-labelledby="drive-settings-title">
      <h1 id="drive-settings-title">{t('settings.title')}</h1>
      <h2>{t('settings.usage')}</h2>
      {drive.status === 'ready' && <DriveUsage usage={drive.data.usage} capacity={drive.data.capacity} />}
      {drive.status === 'error' && <p role="alert">{t('settings.usageFailed')}</p>}
      <h2 id="drive-upload-folder">{t('settings.uploadFolder')}</h2>
      <p className="form-hint">{t('settings.uploadFolderHint')}</p>
      <p>
        {uploadFolder ? <FolderName folderId={uploadFolder} /> : t('settings.uploadFolderRoot')}{' '}
        <button type="button" className="button" onClick={() => void chooseUploadFolder()}>
          {t('settings.chooseFolder')}
        </button>
      </p>
      <SwitchRow label={t('settings.keepOriginal')} checked={keepOriginal} onChange={setKeepOriginal} />
      <p className="form-hint">{t('settings.keepOriginalHint')}</p>
      <SwitchRow label={t('settings.keepOriginalFilename')} checked={keepFilename} onChange={setKeepFilename} />
      <p className="form-hint">{t('settings.keepOriginalFilenameHint')}</p>
      <SwitchRow
        label={t('settings.alwaysMarkNsfw')}
        checked={forcedSensitive || (pending ?? me.alwaysMarkNsfw)}
        disabled={pending !== null || forcedSensitive}
        onChange={(on) => void setAlwaysMarkNsfw(on)}
      />
      <p className="form-hint">
        {forcedSensitive ? t('settings.alwaysMarkNsfwByRole') : t('settings.alwaysMarkNsfwHint')}
      </p>
    </section>
  );
}

/** A folder's name (its id while it loads; the root when it no longer exists). */
function FolderName({ folderId }: { folderId: string }) {
  const t = useExtensionStrings('drive');
  const folder = useEndpoint('drive/folders/show', { folderId });
  if (folder.status === 'ready') return <strong>{folder.data.name}</strong>;
  return <span>{folder.status === 'error' ? t('settings.uploadFolderRoot') : '…'}</span>;
}
