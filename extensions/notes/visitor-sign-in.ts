import { fetchInstanceMeta, type TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type {} from '../auth/api';

/** The part of the notes' strings the offer to carry on from one's own server uses. */
const REMOTE_STRINGS = 'notes.remote';

/** A server's host as a person types it (example.com, with or without https:// and a path). */
export function remoteHostOf(typed: string): string | null {
  const text = typed
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '');
  return /^[a-z0-9.-]+\.[a-z]{2,}(:\d+)?$/i.test(text) ? text.toLowerCase() : null;
}

/** Where a note is known to the fediverse: its own address, or this server's page of it. */
const addressOf = (note: entities.Note, origin: string) => note.url ?? note.uri ?? `${origin}/notes/${note.id}`;

/**
 * Tells a visitor 'signin required' and offers the sign-in dialog (spec 000 section 6, spec 001
 * section 6). Given the note acted on, where the server federates, the visitor may instead carry
 * on from their own server, which looks the note up (`/authorize-follow?acct=`, the address
 * Misskey's client opens, which older servers know too). Resolves false: the action does not go on.
 */
export async function askVisitorToSignIn(host: TesseraHost, note?: entities.Note): Promise<boolean> {
  const canSignIn = host.commands.has('auth.signIn');
  const federates = note !== undefined && (await fetchInstanceMeta(host.api).catch(() => null))?.federation !== 'none';
  // 'signin required' is among the kernel's later strings (only this dialog and the not-found page say it).
  await (federates ? host.i18n.loadStrings(REMOTE_STRINGS) : host.i18n.loadStrings('kernel').catch(() => {}));
  const remote = (key: string) => host.i18n.t(`${REMOTE_STRINGS}.${key}`);
  const answer = await host.modals.dialog({
    type: 'info',
    text: federates ? remote('message') : host.i18n.t('kernel.signinRequired'),
    ...(canSignIn || federates
      ? {
          actions: [
            ...(canSignIn ? [{ text: host.i18n.t('kernel.signIn'), value: 'signin', primary: true }] : []),
            ...(federates ? [{ text: remote('continue'), value: 'remote' }] : []),
            { text: host.i18n.t('kernel.cancel'), value: 'cancel' },
          ],
        }
      : {}),
  });
  if (answer.canceled) return false;
  if (answer.result === 'signin') await host.commands.execute('auth.signIn');
  if (answer.result === 'remote' && note) await continueOnRemote(host, addressOf(note, window.location.origin), remote);
  return false;
}

/** Asks for the visitor's server and opens the note there, in a new tab. */
async function continueOnRemote(host: TesseraHost, address: string, remote: (key: string) => string): Promise<void> {
  for (;;) {
    const answer = await host.modals.dialog({
      type: 'question',
      title: remote('continue'),
      text: remote('serverHint'),
      input: { type: 'text', placeholder: 'misskey.example', autocomplete: 'url', maxLength: 253 },
      okText: remote('open'),
      showCancel: true,
    });
    if (answer.canceled) return;
    const server = remoteHostOf(answer.result ?? '');
    if (server) {
      window.open(`https://${server}/authorize-follow?acct=${encodeURIComponent(address)}`, '_blank', 'noopener');
      return;
    }
    await host.modals.dialog({ type: 'error', text: remote('invalidServer') });
  }
}
