import { nyaize } from 'misskey-js';
import type { AiScriptLib, AsValue } from './aiscript-lib';
import type { ScriptGlobals } from './protocol';
import { ScriptValues } from './script-values';
import type { WorkerBridge } from './worker-bridge';

const DIALOG_TYPES = ['error', 'info', 'success', 'warning', 'waiting', 'question'];

/**
 * The globals Misskey gives every script: USER_*, SERVER_URL, LOCALE, CUSTOM_EMOJIS (and a Play's
 * THIS_ID and THIS_URL) and the Mk:* functions (dialogs, toasts, API calls with the script's token, per-script storage).
 */
export function createHostFunctions(
  lib: AiScriptLib,
  globals: ScriptGlobals,
  bridge: WorkerBridge,
): Record<string, AsValue> {
  const { values } = lib;
  const check: ScriptValues = new ScriptValues(lib);
  const orNull = (value: string | null) => (value === null ? values.NULL : values.STR(value));
  const dialogType = (value: AsValue | undefined, fallback: string) => {
    const given = check.optionalString(value, 'type') ?? fallback;
    // Misskey's older documentation (and plugins written from it) say 'warn'.
    const type = given === 'warn' ? 'warning' : given;
    if (!DIALOG_TYPES.includes(type)) check.fail(`"${type}" is not in ${DIALOG_TYPES.map((t) => `"${t}"`).join(', ')}`);
    return type;
  };
  const dialog = (confirm: boolean) =>
    values.FN_NATIVE(async ([title, text, type]) => {
      const answer = await bridge.request({
        method: 'dialog',
        title: check.string(title, 'title'),
        text: check.string(text, 'text'),
        dialogType: dialogType(type, confirm ? 'question' : 'info'),
        confirm,
      });
      return confirm ? values.BOOL(answer === true) : values.NULL;
    });

  return {
    USER_ID: orNull(globals.userId),
    USER_NAME: orNull(globals.userName),
    USER_USERNAME: orNull(globals.userUsername),
    CUSTOM_EMOJIS: check.toValue(globals.customEmojis),
    LOCALE: values.STR(globals.locale),
    SERVER_URL: values.STR(globals.serverUrl),
    ...(globals.play ? { THIS_ID: orNull(globals.play.id), THIS_URL: orNull(globals.play.url) } : {}),
    'Mk:dialog': dialog(false),
    'Mk:confirm': dialog(true),
    'Mk:toast': values.FN_NATIVE(async ([text]) => {
      await bridge.request({ method: 'toast', text: check.string(text, 'text') });
      return values.NULL;
    }),
    'Mk:api': values.FN_NATIVE(async ([endpoint, params, token]) => {
      const name = check.string(endpoint, 'endpoint');
      // Spec 001 section 5: no other origin, no path tricks.
      if (name.includes('://') || name.includes('..')) check.fail('invalid endpoint');
      const explicitToken = token === undefined || token.type === 'null' ? null : check.string(token, 'token');
      if (params === undefined) check.fail('expected param');
      const body = check.object(params, 'param');
      try {
        return check.toValue(
          await bridge.request({ method: 'api', endpoint: name, params: body, token: explicitToken }),
        );
      } catch (error) {
        return values.ERROR('request_failed', check.toValue(error));
      }
    }),
    'Mk:save': values.FN_NATIVE(async ([key, value]) => {
      if (value === undefined) check.fail('expected a value');
      await bridge.request({ method: 'save', key: check.string(key, 'key'), value: check.toJs(value) });
      return values.NULL;
    }),
    'Mk:load': values.FN_NATIVE(async ([key]) =>
      check.toValue(await bridge.request({ method: 'load', key: check.string(key, 'key') })),
    ),
    'Mk:remove': values.FN_NATIVE(async ([key]) => {
      await bridge.request({ method: 'remove', key: check.string(key, 'key') });
      return values.NULL;
    }),
    'Mk:url': values.FN_NATIVE(async () => values.STR(String(await bridge.request({ method: 'url' })))),
    'Mk:nyaize': values.FN_NATIVE(([text]) => values.STR(nyaize(check.string(text, 'text')))),
  };
}
