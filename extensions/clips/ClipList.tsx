import { Icon, Link, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** Clips as rows: name (opening the clip), description, note count, owner and visibility. */
export function ClipList({
  clips,
  label,
  showOwner,
}: {
  clips: readonly entities.Clip[];
  label: string;
  showOwner: boolean;
}) {
  const t = useExtensionStrings('clips');
  return (
    <ul className="clip-list" aria-label={label}>
      {clips.map((clip) => (
        <li key={clip.id} className="clip-row">
          <Link to={`/clips/${clip.id}`} className="clip-row-name">
            <Icon name="paperclip" size={18} /> {clip.name}
          </Link>
          {clip.description && <p className="clip-row-description">{clip.description}</p>}
          <small>
            {t('noteCount', { count: clip.notesCount ?? 0 })}
            {clip.isPublic ? ` · ${t('publicShort')}` : ` · ${t('privateShort')}`}
            {showOwner ? ` · ${t('by', { name: clip.user.name ?? clip.user.username })}` : ''}
          </small>
        </li>
      ))}
    </ul>
  );
}
