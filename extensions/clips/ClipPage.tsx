import {
  Avatar,
  Icon,
  Link,
  Mfm,
  type PageProps,
  QueryPage,
  ServiceView,
  useEndpoint,
  useExtensionStrings,
  useHost,
  usePagedList,
  useRouter,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import type {} from '../notes/api';
import { deleteClip, editClip } from './clip-actions';
import './clips.css';

/** /clips/{clipId}: a clip's notes, its description and owner; favourite it, or edit and delete one's own. */
export default function ClipPage({ params }: PageProps) {
  const t = useExtensionStrings('clips');
  const clipId = params.clipId ?? '';
  const clip = useEndpoint('clips/show', { clipId });
  return (
    <QueryPage query={clip} failedTitle={t('notFound')}>
      {(found) => <ClipView clip={found} reload={clip.reload} />}
    </QueryPage>
  );
}

function ClipView({ clip, reload }: { clip: entities.Clip; reload(): void }) {
  const t = useExtensionStrings('clips');
  const host = useHost();
  const router = useRouter();
  const viewer = useViewer();
  const notes = usePagedList('clips/notes', { clipId: clip.id });
  const [busy, setBusy] = useState(false);
  const mine = viewer.userId === clip.userId;
  const owner = clip.user.name ?? clip.user.username;

  const toggleFavorite = async () => {
    setBusy(true);
    try {
      await host.apiWithDialog(
        clip.isFavorited ? 'clips/unfavorite' : 'clips/favorite',
        { clipId: clip.id },
        {
          success: false,
        },
      );
      reload();
    } catch {
      // The dialog said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="clip-page" aria-labelledby="clip-title">
      <header className="page-card clip-header">
        <div className="clips-header">
          <h1 id="clip-title">
            <Icon name="paperclip" size={20} /> {clip.name}
          </h1>
          <span className="clip-visibility">{clip.isPublic ? t('publicShort') : t('privateShort')}</span>
        </div>
        {clip.description && (
          <p className="clip-description">
            <Mfm text={clip.description} />
          </p>
        )}
        <p className="clip-owner">
          <Avatar user={clip.user} size={28} />
          <Link to={`/@${clip.user.username}${clip.user.host ? `@${clip.user.host}` : ''}`}>{owner}</Link>
          <small>{t('favoritedCount', { count: clip.favoritedCount })}</small>
        </p>
        <div className="clip-actions">
          {viewer.signedIn && clip.isPublic && (
            <button
              type="button"
              className="button"
              aria-pressed={clip.isFavorited ?? false}
              disabled={busy}
              onClick={() => void toggleFavorite()}
            >
              <Icon name="star" size={16} /> {clip.isFavorited ? t('unfavorite') : t('favorite')}
            </button>
          )}
          {clip.isPublic && (
            <button
              type="button"
              className="button"
              onClick={() => void host.copyToClipboard(new URL(`/clips/${clip.id}`, location.origin).href)}
            >
              <Icon name="link" size={16} /> {t('copyLink')}
            </button>
          )}
          {mine && (
            <>
              <button
                type="button"
                className="button"
                onClick={async () => {
                  if (await editClip(host, clip)) reload();
                }}
              >
                <Icon name="pencil" size={16} /> {t('edit')}
              </button>
              <button
                type="button"
                className="button danger"
                onClick={async () => {
                  if (await deleteClip(host, clip)) router.push('/my/clips');
                }}
              >
                <Icon name="trash" size={16} /> {t('delete')}
              </button>
            </>
          )}
        </div>
      </header>
      <ServiceView
        id="notes.feed"
        props={{ list: notes, label: t('notesOf', { name: clip.name }), empty: t('noNotes') }}
      />
    </section>
  );
}
