import type { AiScriptLib, AsValue } from './aiscript-lib';
import { ScriptValues } from './script-values';
import type { WorkerBridge } from './worker-bridge';

/**
 * The Plugin:* globals of a plugin: registering actions and interruptors (each becomes a
 * contribution on the page, gone when the plugin stops), opening a link, and its config values.
 */
export function createPluginFunctions(
  lib: AiScriptLib,
  config: Record<string, unknown>,
  bridge: WorkerBridge,
): Record<string, AsValue> {
  const { values } = lib;
  const check: ScriptValues = new ScriptValues(lib);
  const action = (kind: 'noteAction' | 'userAction' | 'postFormAction') =>
    values.FN_NATIVE(([title, handler]) => {
      bridge.register({
        kind,
        title: check.string(title, 'title'),
        handler: bridge.handlerId(check.function(handler, 'handler')),
      });
      return values.NULL;
    });
  const interruptor = (kind: 'noteViewInterruptor' | 'notePostInterruptor' | 'pageViewInterruptor') =>
    values.FN_NATIVE(([handler]) => {
      bridge.register({ kind, handler: bridge.handlerId(check.function(handler, 'handler')) });
      return values.NULL;
    });
  const registrations: Record<string, AsValue> = {
    post_form_action: action('postFormAction'),
    note_action: action('noteAction'),
    user_action: action('userAction'),
    note_view_interruptor: interruptor('noteViewInterruptor'),
    note_post_interruptor: interruptor('notePostInterruptor'),
    page_view_interruptor: interruptor('pageViewInterruptor'),
  };
  return {
    // Both spellings Misskey has had: Plugin:register_note_action and the older Plugin:register:note_action.
    ...Object.fromEntries(Object.entries(registrations).map(([name, fn]) => [`Plugin:register_${name}`, fn])),
    ...Object.fromEntries(Object.entries(registrations).map(([name, fn]) => [`Plugin:register:${name}`, fn])),
    'Plugin:open_url': values.FN_NATIVE(async ([url]) => {
      await bridge.request({ method: 'openUrl', url: check.string(url, 'url') });
      return values.NULL;
    }),
    'Plugin:config': values.OBJ(new Map(Object.entries(config).map(([key, value]) => [key, check.toValue(value)]))),
  };
}
