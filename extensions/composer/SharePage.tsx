import { type PageProps, useExtensionStrings } from '@tessera/sdk';
import PostForm from './PostForm';

/**
 * /share: the post form filled from the address (title, text, url; replyId and renoteId), as
 * other apps and the browser's share sheet open it; after posting the text stays, frozen.
 */
export default function SharePage({ params }: PageProps) {
  const t = useExtensionStrings('composer');
  const initialText = [params.title, params.text, params.url].filter((part) => !!part).join('\n');
  return (
    <section className="share-page" aria-labelledby="share-title">
      <h1 id="share-title" className="share-title">
        {t('shareTitle')}
      </h1>
      <PostForm
        options={{
          ...(initialText ? { initialText } : {}),
          ...(params.replyId ? { replyId: params.replyId } : {}),
          ...(params.renoteId ? { renoteId: params.renoteId } : {}),
        }}
        freezeAfterPosted
        autofocus
      />
    </section>
  );
}
