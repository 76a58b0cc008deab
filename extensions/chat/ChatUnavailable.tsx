import { NotFoundView } from '@tessera/sdk';

/** What chat's pages show an account whose role has no chat: the not-found screen (spec 000 §2). */
export function ChatUnavailable() {
  return <NotFoundView />;
}
