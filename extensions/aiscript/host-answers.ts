import { type DialogType, isSafeUrl, type TesseraHost } from '@tessera/sdk';
import type { HostRequest } from './runtime/protocol';

/** How a script reaches the server and keeps its data. */
export interface ScriptContext {
  /** The token its API calls use: a plugin's own, the account's (the scratchpad), null for none. */
  token: string | null;
  /** Its storage's name: Mk:save keys live under `aiscript:{storageKey}:`, as in Misskey. */
  storageKey: string;
}

const storageName = (context: ScriptContext, key: string) => `aiscript:${context.storageKey}:${key}`;

/**
 * Does on the page what a script's host functions ask (spec 001: Mk:dialog, Mk:confirm,
 * Mk:toast, Mk:api, Mk:save/load/remove, Mk:url, readline, Plugin:open_url, the post form).
 */
export function answerScript(host: TesseraHost, context: ScriptContext) {
  return async (request: HostRequest): Promise<unknown> => {
    switch (request.method) {
      case 'dialog': {
        const type = request.dialogType as DialogType;
        const answer = await host.modals.dialog({
          type,
          title: request.title,
          text: request.text,
          ...(request.confirm ? { showCancel: true } : {}),
        });
        return !answer.canceled;
      }
      case 'toast':
        host.modals.toast(request.text);
        return null;
      case 'api':
        return host.api.call(request.endpoint as never, request.params as never, {
          token: request.token ?? context.token,
        });
      case 'save':
        host.preferences.set('aiscript.storage', {
          ...host.preferences.get('aiscript.storage'),
          // Stored as JSON, so what a script loads is a copy of what it saved.
          [storageName(context, request.key)]: JSON.parse(JSON.stringify(request.value ?? null)) as unknown,
        });
        return null;
      case 'load':
        return host.preferences.get('aiscript.storage')?.[storageName(context, request.key)] ?? null;
      case 'remove': {
        const { [storageName(context, request.key)]: _removed, ...rest } =
          host.preferences.get('aiscript.storage') ?? {};
        host.preferences.set('aiscript.storage', rest);
        return null;
      }
      case 'url':
        return location.href;
      case 'readline': {
        const answer = await host.modals.dialog({ title: request.question, input: {} });
        return answer.canceled ? '' : (answer.result ?? '');
      }
      case 'openUrl':
        // Links are http(s) only, as everywhere in the client.
        if (!isSafeUrl(request.url)) throw new Error('invalid url');
        window.open(request.url, '_blank', 'noopener');
        return null;
    }
  };
}
