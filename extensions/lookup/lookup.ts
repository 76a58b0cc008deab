import { ApiError, type TesseraHost } from '@tessera/sdk';
import { lookupTarget } from './lookup-target';

// Misskey's remote lookup failures, by the start of their ids (spec 001 section 8).
const FAILURES: readonly [prefix: string, key: string][] = [
  ['974b799e', 'federationNotAllowed'],
  ['1a5eab56', 'uriInvalid'],
  ['81b539cf', 'requestFailed'],
  ['70193c39', 'responseInvalid'],
  ['dc94d745', 'noSuchObject'],
];

/**
 * Goes where the input leads: a profile, a tag page, or the user or note an https address
 * stands for (resolved by the server). Says why when the server cannot resolve it; gives false
 * when the input leads nowhere.
 */
export async function lookUp(host: TesseraHost, input: string): Promise<boolean> {
  const t = (key: string) => host.i18n.t(`lookup.${key}`);
  const target = lookupTarget(input);
  if (target.kind === 'none') return false;
  if (target.kind === 'user') host.router.push(`/@${target.acct}`);
  else if (target.kind === 'tag') host.router.push(`/tags/${encodeURIComponent(target.tag)}`);
  else {
    try {
      const found = await host.modals.waiting(host.api.call('ap/show', { uri: target.uri }));
      if (found.type === 'User') {
        const { username, host: userHost } = found.object;
        host.router.push(`/@${username}${userHost ? `@${userHost}` : ''}`);
      } else host.router.push(`/notes/${found.object.id}`);
    } catch (error) {
      const failure = error instanceof ApiError ? FAILURES.find(([prefix]) => error.id.startsWith(prefix)) : undefined;
      if (failure) {
        await host.modals.dialog({
          type: 'error',
          title: t(`error.${failure[1]}.title`),
          text: t(`error.${failure[1]}.text`),
        });
      } else {
        const { title, text } = host.describeError(error);
        await host.modals.dialog({ type: 'error', title, text });
      }
    }
  }
  return true;
}

/** The main menu's Lookup: asks in a dialog, then looks up. */
export async function askAndLookUp(host: TesseraHost): Promise<void> {
  const t = (key: string) => host.i18n.t(`lookup.${key}`);
  const answer = await host.modals.dialog({
    title: t('title'),
    input: { placeholder: t('placeholder'), maxLength: 2048 },
    showCancel: true,
  });
  if (answer.canceled || !answer.result) return;
  await lookUp(host, answer.result);
}
