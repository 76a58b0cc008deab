import { useEndpoint, useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { WidgetSettings } from '@tessera/sdk/kit';
import { useEffect, useId, useState } from 'react';
import './drive.css';

/** How long each picture shows. */
const SHOW_MS = 10_000;

/** The pictures of a drive folder, one after another; the folder is the widget's setting. */
export default function SlideshowWidget({ settings, updateSettings }: WidgetProps) {
  const t = useExtensionStrings('drive');
  const selectId = useId();
  const folderId = typeof settings.folderId === 'string' ? settings.folderId : null;
  const folders = useEndpoint('drive/folders', { limit: 100 });
  return (
    <div className="slideshow-widget">
      {folderId ? <Slides folderId={folderId} /> : <p className="slideshow-hint">{t('slideshow.chooseFolder')}</p>}
      <WidgetSettings>
        <label htmlFor={selectId}>{t('slideshow.folder')}</label>
        <select
          id={selectId}
          value={folderId ?? ''}
          onChange={(e) => updateSettings({ ...settings, folderId: e.target.value || null })}
        >
          <option value="">{t('slideshow.none')}</option>
          {(folders.data ?? []).map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name}
            </option>
          ))}
        </select>
      </WidgetSettings>
    </div>
  );
}

function Slides({ folderId }: { folderId: string }) {
  const t = useExtensionStrings('drive');
  const files = useEndpoint('drive/files', { folderId, type: 'image/*', limit: 30 });
  const [index, setIndex] = useState(0);
  const pictures = (files.data ?? []).filter((f) => !f.isSensitive);
  useEffect(() => {
    if (pictures.length < 2) return;
    const timer = setInterval(() => setIndex((i) => i + 1), SHOW_MS);
    return () => clearInterval(timer);
  }, [pictures.length]);
  if (!files.data) return <p className="slideshow-hint">{t('slideshow.loading')}</p>;
  const picture = pictures[index % Math.max(1, pictures.length)];
  if (!picture) return <p className="slideshow-hint">{t('slideshow.empty')}</p>;
  return (
    <img
      key={picture.id}
      className="slideshow-picture"
      src={picture.thumbnailUrl ?? picture.url}
      alt={picture.comment ?? picture.name}
    />
  );
}
