import type { AiScriptLib, AsValue } from './aiscript-lib';
import type { UiComponent } from './protocol';
import { ScriptValues } from './script-values';
import type { WorkerBridge } from './worker-bridge';

/** The id Misskey gives the root component. */
export const UI_ROOT_ID = '___root___';

const COMPONENT_TYPES = [
  'container',
  'text',
  'mfm',
  'textarea',
  'textInput',
  'numberInput',
  'button',
  'buttons',
  'switch',
  'select',
  'folder',
  'postFormButton',
  'postForm',
] as const;

/**
 * The Ui:* globals (Play, the scratchpad, the AiScript widgets): components made in the worker
 * and sent to the page as data whenever they are made or updated, their event functions as
 * handler ids the page calls back. The page draws them as React nodes; nothing is HTML.
 */
export function createUiLibrary(
  lib: AiScriptLib,
  bridge: WorkerBridge,
  send: (components: UiComponent[]) => void,
): Record<string, AsValue> {
  const { values } = lib;
  const check: ScriptValues = new ScriptValues(lib);
  const instances = new Map<string, AsValue>();
  let nextId = 0;

  // Options as data: functions become handler ids, component instances their ids.
  const toData = (value: AsValue): unknown => {
    if (value.type === 'fn') return { handler: bridge.handlerId(value) };
    if (value.type === 'arr') return (value.value as AsValue[]).map(toData);
    if (value.type === 'obj') {
      const entries = value.value as Map<string, AsValue>;
      const id = entries.get('id');
      if (id?.type === 'str' && entries.get('update')?.type === 'fn') return id.value;
      return Object.fromEntries([...entries].map(([key, inner]) => [key, toData(inner)]));
    }
    return check.toJs(value);
  };

  const create = (type: string, def: AsValue | undefined, idValue: AsValue | undefined) => {
    const id = check.optionalString(idValue, 'id') ?? `c${nextId++}`;
    const component: UiComponent = { id, type, ...(def?.type === 'obj' ? (toData(def) as object) : {}) };
    if (type === 'root' && !Array.isArray(component.children)) component.children = [];
    send([component]);
    const update = (changes: AsValue | undefined) => {
      if (changes?.type !== 'obj') check.fail('update: expected an object');
      Object.assign(component, toData(changes) as object);
      send([{ ...component }]);
      return values.NULL;
    };
    const instance = values.OBJ(
      new Map<string, AsValue>([
        ['id', values.STR(id)],
        ['update', values.FN_NATIVE(([changes]) => update(changes))],
      ]),
    );
    instances.set(id, instance);
    return { instance, update };
  };

  const root = create('root', values.OBJ(new Map([['children', values.ARR([])]])), values.STR(UI_ROOT_ID));
  const library: Record<string, AsValue> = {
    'Ui:root': root.instance,
    'Ui:get': values.FN_NATIVE(([id]) => instances.get(check.string(id, 'id')) ?? values.NULL),
    // Shorthand for Ui:root.update({ children: [...] }).
    'Ui:render': values.FN_NATIVE(([children]) => {
      if (children?.type !== 'arr') check.fail('render: expected an array');
      return root.update(values.OBJ(new Map([['children', children]])));
    }),
  };
  for (const type of COMPONENT_TYPES) {
    library[`Ui:C:${type}`] = values.FN_NATIVE(([def, id]) => create(type, def, id).instance);
  }
  return library;
}
