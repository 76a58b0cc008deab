import { type PageProps, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import { UserSection } from './UserCard';
import './explore.css';

/** /user-tags/{tag}: the people who carry a hashtag in their profile, most followed first. */
export default function UserTagPage({ params }: PageProps) {
  const t = useExtensionStrings('explore');
  const tag = params.tag ?? '';
  const users = useEndpoint('hashtags/users', { tag, sort: '+follower', limit: 100 });
  return (
    <section className="explore-page" aria-labelledby="user-tag-title">
      <header className="page-card explore-header">
        <h1 id="user-tag-title">#{tag}</h1>
        <p className="explore-hint">{t('userTagHint', { tag })}</p>
      </header>
      <UserSection title={t('peopleWithTag', { tag })} query={users} />
    </section>
  );
}
