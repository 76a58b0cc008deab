import {
  type PageProps,
  QueryPage,
  SwitchRow,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useRouter,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FormEvent, useId, useState } from 'react';
import type {} from '../drive/api';
import '@tessera/sdk/forms.css';
import './gallery.css';

/** The most files a gallery post holds, as Misskey allows. */
const MAX_FILES = 32;

/** /gallery/new and /gallery/{id}/edit: pictures from the drive, title, description, sensitive. */
export default function GalleryEditPage({ params }: PageProps) {
  if (!params.postId) return <GalleryForm post={null} />;
  return <ExistingPost postId={params.postId} />;
}

function ExistingPost({ postId }: { postId: string }) {
  const t = useExtensionStrings('gallery');
  const query = useEndpoint('gallery/posts/show', { postId });
  return (
    <QueryPage query={query} failedTitle={t('notFound')}>
      {(found) => <GalleryForm key={found.id} post={found} />}
    </QueryPage>
  );
}

function GalleryForm({ post }: { post: entities.GalleryPost | null }) {
  const t = useExtensionStrings('gallery');
  const host = useHost();
  const router = useRouter();
  const [title, setTitle] = useState(post?.title ?? '');
  const [description, setDescription] = useState(post?.description ?? '');
  const [files, setFiles] = useState<entities.DriveFile[]>(post?.files ?? []);
  const [sensitive, setSensitive] = useState(post?.isSensitive ?? false);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), description: useId() };

  const addFiles = async () => {
    if (!host.commands.has('drive.pick')) return;
    const picked = await host.commands.execute('drive.pick', { multiple: true });
    if (!picked) return;
    setFiles((current) =>
      [...current, ...picked.filter((f) => !current.some((c) => c.id === f.id))].slice(0, MAX_FILES),
    );
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const fields = {
      title: title.trim(),
      description: description.trim() ? description : null,
      fileIds: files.map((f) => f.id),
      isSensitive: sensitive,
    };
    try {
      const saved = post
        ? await host.apiWithDialog('gallery/posts/update', { postId: post.id, ...fields })
        : await host.apiWithDialog('gallery/posts/create', fields);
      router.push(`/gallery/${saved.id}`);
    } catch {
      // The dialog has said what went wrong; the form keeps everything.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!post || !(await host.modals.confirm(t('deleteConfirm', { title: post.title }), { danger: true }))) return;
    try {
      await host.apiWithDialog('gallery/posts/delete', { postId: post.id });
      router.push('/gallery');
    } catch {
      // Said by the dialog.
    }
  };

  return (
    <section className="page-card gallery-edit" aria-labelledby="gallery-edit-title">
      <h1 id="gallery-edit-title">{post ? t('editTitle') : t('newTitle')}</h1>
      <form onSubmit={(event) => void save(event)}>
        <div className="form-field">
          <label htmlFor={ids.title}>{t('fieldTitle')}</label>
          <input id={ids.title} required maxLength={256} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor={ids.description}>{t('fieldDescription')}</label>
          <textarea
            id={ids.description}
            rows={4}
            maxLength={2048}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="form-field">
          <span className="form-label">{t('pictures')}</span>
          {files.length === 0 ? (
            <p className="form-hint">{t('noFiles')}</p>
          ) : (
            <ul className="gallery-edit-files" aria-label={t('pictures')}>
              {files.map((file) => (
                <li key={file.id}>
                  <img src={file.thumbnailUrl ?? file.url} alt="" />
                  <span>{file.name}</span>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('removeFile', { name: file.name })}
                    onClick={() => setFiles(files.filter((f) => f.id !== file.id))}
                  >
                    {t('remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="button" disabled={files.length >= MAX_FILES} onClick={() => void addFiles()}>
            {t('addFiles')}
          </button>
        </div>
        <SwitchRow label={t('fieldSensitive')} checked={sensitive} onChange={setSensitive} />
        <div className="form-actions">
          {post && (
            <button type="button" className="button danger" onClick={() => void remove()}>
              {t('delete')}
            </button>
          )}
          <button type="submit" className="button primary" disabled={busy || !title.trim() || files.length === 0}>
            {post ? t('save') : t('publish')}
          </button>
        </div>
      </form>
    </section>
  );
}
