import { fetchInstanceMeta, type TesseraHost } from '@tessera/sdk';
import type { ScriptGlobals } from './runtime/protocol';

let emojis: Promise<readonly unknown[]> | null = null;

/** The server's custom emoji for CUSTOM_EMOJIS, fetched once per page for every script. */
function customEmojis(host: TesseraHost): Promise<readonly unknown[]> {
  emojis ??= host.api.call('emojis', {}).then(
    (answer) => (answer as { emojis: readonly unknown[] }).emojis,
    () => {
      emojis = null;
      return [];
    },
  );
  return emojis;
}

/** What a script sees of the account, the server and the client (Misskey's script globals). */
export async function scriptGlobals(
  host: TesseraHost,
  options: Pick<ScriptGlobals, 'pluginConfig' | 'ui' | 'play'>,
): Promise<ScriptGlobals> {
  const account = host.accounts.current.get();
  const [list, meta] = await Promise.all([customEmojis(host), fetchInstanceMeta(host.api).catch(() => null)]);
  return {
    userId: account?.id ?? null,
    userName: account?.info?.name ?? null,
    userUsername: account?.username ?? null,
    serverUrl: (meta as { uri?: string } | null)?.uri ?? location.origin,
    locale: host.i18n.locale,
    customEmojis: list,
    ...options,
  };
}
