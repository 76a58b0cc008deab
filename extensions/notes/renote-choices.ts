import type { MenuItem, TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type {} from '../composer/api';
import { loadRenoteStrings } from './renote-strings';

type Visibility = entities.Note['visibility'];
/** From the widest audience to the narrowest. */
const VISIBILITIES: readonly Visibility[] = ['public', 'home', 'followers', 'specified'];
/** The narrower of two visibilities. */
const narrower = (a: Visibility, b: Visibility): Visibility =>
  VISIBILITIES[Math.max(VISIBILITIES.indexOf(a), VISIBILITIES.indexOf(b))] ?? a;

/**
 * What a renote of the note is posted with, as Misskey's client does it: the narrower of the
 * note's visibility and the viewer's default (home at most from a sensitive channel), and the
 * viewer's default for federation. Without the composer its defaults are public and federated.
 */
export function renoteVisibility(
  note: Pick<entities.Note, 'visibility' | 'channel'>,
  defaults: { visibility: Visibility | undefined; localOnly: boolean | undefined },
): { visibility: Visibility; localOnly: boolean } {
  let visibility = narrower(note.visibility, defaults.visibility ?? 'public');
  if (note.channel?.isSensitive) visibility = narrower(visibility, 'home');
  return { visibility, localOnly: defaults.localOnly ?? false };
}

/**
 * The Renote button's menu, as Misskey's: a channel's note is renoted or quoted in its channel;
 * out of it only when the channel allows that (else the server refuses); and any note to one of
 * the viewer's favourite channels. Loaded on the first click, with its words.
 */
export async function openRenoteChoices(host: TesseraHost, note: entities.Note, anchor: HTMLElement): Promise<void> {
  const t = await loadRenoteStrings(host);
  const canQuote = host.commands.has('composer.open');
  const quote = (channel: entities.Note['channel']) =>
    void host.commands.execute('composer.open', {
      renoteId: note.id,
      renote: note,
      ...(channel ? { channelId: channel.id, channel } : {}),
    });
  const renote = async (
    params: { channelId: string } | { visibility: Visibility; localOnly: boolean },
    done: string,
  ) => {
    try {
      await host.apiWithDialog('notes/create', { renoteId: note.id, ...params }, { success: false });
    } catch {
      return; // the dialog has said why
    }
    host.modals.toast(done);
  };

  // In Misskey's order: out of the channel, in it, to another channel, with dividers between.
  const channel = note.channel;
  const outside: MenuItem[] = [];
  const inside: MenuItem[] = [];
  const toChannels: MenuItem[] = [];
  if (channel) {
    inside.push({
      type: 'button',
      text: t('inChannel'),
      icon: 'reload',
      action: () => void renote({ channelId: channel.id }, t('renoted')),
    });
    if (canQuote)
      inside.push({ type: 'button', text: t('quoteInChannel'), icon: 'link', action: () => quote(channel) });
  }
  if (!channel || channel.allowRenoteToExternal) {
    const audience = renoteVisibility(note, {
      visibility: host.preferences.get('defaultNoteVisibility'),
      localOnly: host.preferences.get('defaultNoteLocalOnly'),
    });
    const text = host.i18n.t('notes.renote');
    outside.push({ type: 'button', text, icon: 'reload', action: () => void renote(audience, t('renoted')) });
    if (canQuote) outside.push({ type: 'button', text: t('quote'), icon: 'link', action: () => quote(null) });
    toChannels.push({
      type: 'parent',
      text: t(channel ? 'toOtherChannel' : 'toChannel'),
      icon: 'tv',
      children: () => favouriteChannels(host, note, t, renote),
    });
  }
  const items = [outside, inside, toChannels]
    .filter((group) => group.length > 0)
    .flatMap((group, index): MenuItem[] => (index > 0 ? [{ type: 'divider' }, ...group] : group));
  await host.modals.menu(items, anchor);
}

/** The viewer's favourite channels but the note's own, each renoting it there; a label when none or on failure. */
async function favouriteChannels(
  host: TesseraHost,
  note: entities.Note,
  t: (key: string, values?: Record<string, string>) => string,
  renote: (params: { channelId: string }, done: string) => Promise<void>,
): Promise<MenuItem[]> {
  let favourites: entities.Channel[];
  try {
    favourites = await host.api.call('channels/my-favorites', {});
  } catch (error) {
    return [{ type: 'label', text: host.describeError(error).text }];
  }
  const others = favourites.filter((c) => c.id !== note.channelId);
  if (others.length === 0) return [{ type: 'label', text: t('noFavouriteChannels') }];
  return others.map((c) => ({
    type: 'button',
    text: c.name,
    action: () => void renote({ channelId: c.id }, t('renotedTo', { name: c.name })),
  }));
}
