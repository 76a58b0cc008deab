import { useMfmNodes } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { LinkPreviewCard } from './LinkPreviewCard';
import { previewedUrls } from './previewed-urls';
import './link-preview.css';

/** The preview cards of a note's links (see NoteLinkPreviews). */
export default function LinkPreviews({ note }: { note: entities.Note }) {
  const nodes = useMfmNodes(note.text ?? '');
  const urls = previewedUrls(nodes, [note.renote?.url, note.renote?.uri]);
  if (urls.length === 0) return null;
  return (
    <div className="link-previews">
      {urls.map((url) => (
        <LinkPreviewCard key={url} url={url} />
      ))}
    </div>
  );
}
