import { clientError } from '../../../errors';
import type { NoteRow } from '../../../notes/note-row';
import { defineEndpoint } from '../../endpoint';
import { userFromUri } from '../../families/account-uris';
import { HOUR } from '../../rate-limit';
import { text } from '../../schema';

const noSuchObject = clientError('NO_SUCH_OBJECT', 'dc94d745-1262-4e63-a17d-fecaa57efc82', 'No such object.');

/**
 * The user or note an ActivityPub URI stands for. This server's own URIs (/users/{id},
 * /notes/{id}) are found; another server's would be fetched over ActivityPub, which this server
 * does not do, so those fail as an unreachable server does (REQUEST_FAILED).
 */
export default defineEndpoint({
  name: 'ap/show',
  requireCredential: true,
  kind: 'read:account',
  limit: { duration: HOUR, max: 30 },
  params: { type: 'object', properties: { uri: text(2048) }, required: ['uri'] },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    const viewerId = ctx.user?.id ?? null;
    let url: URL;
    try {
      url = new URL(params.uri);
    } catch {
      throw clientError('URI_INVALID', '1a5eab56-e47b-48c2-8d5e-217b897d70db', 'URI is invalid.')();
    }
    if (url.host !== instance.host()) {
      throw clientError('REQUEST_FAILED', '81b539cf-4f57-4b29-bc98-032c33c0792e', 'Request failed.')();
    }
    const user = userFromUri(ctx, params.uri);
    if (user && !user.is_deleted) return { type: 'User' as const, object: pack.userDetailed(user, viewerId) };
    const noteId = params.uri.startsWith(`${instance.url()}/notes/`)
      ? params.uri.slice(`${instance.url()}/notes/`.length)
      : null;
    const note = noteId
      ? (instance.db.prepare('SELECT * FROM notes WHERE id = ?').get(noteId) as NoteRow | undefined)
      : undefined;
    if (note) return { type: 'Note' as const, object: pack.note(note, viewerId) };
    throw noSuchObject();
  },
});
