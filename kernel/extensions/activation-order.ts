import type { ExtensionDefinition } from '@tessera/sdk';

/** The extension a requirement names: written as an id, or an id with a version range ('notes@^1.0.0'). */
export function requirementId(requirement: string): string {
  const at = requirement.indexOf('@', 1);
  return at < 0 ? requirement : requirement.slice(0, at);
}

/** The ids an extension requires, without their version ranges. */
export function requiredIds(definition: ExtensionDefinition): string[] {
  return (definition.requires ?? []).map(requirementId);
}

/** The order to activate extensions in, and those whose requirements cannot be met. */
export interface ActivationPlan {
  /** Requirements first. */
  order: readonly string[];
  /** Extensions that can never activate, with the reason naming the extensions involved. */
  broken: ReadonlyMap<string, string>;
}

/**
 * Orders extensions so that each comes after what it requires (stable: otherwise the given
 * order). A missing requirement or a cycle breaks the extensions involved and those needing them.
 * Version ranges (`sdk`, 'notes@^1.0.0') are the build's to check (scripts/extension-ranges.ts):
 * the extensions of a build are known when it is made, so the page carries no range reader.
 */
export function planActivation(definitions: readonly ExtensionDefinition[]): ActivationPlan {
  const byId = new Map<string, ExtensionDefinition>();
  const broken = new Map<string, string>();
  for (const d of definitions) {
    if (byId.has(d.id)) broken.set(d.id, `two extensions have the id '${d.id}'`);
    else byId.set(d.id, d);
  }
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();

  const visit = (id: string, path: string[]): boolean => {
    if (broken.has(id)) return false;
    if (state.get(id) === 'done') return true;
    if (state.get(id) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(id)), id];
      const reason = `extensions form a requirement cycle: ${cycle.join(' -> ')}`;
      for (const member of cycle) broken.set(member, reason);
      return false;
    }
    const definition = byId.get(id);
    if (!definition) return false;
    state.set(id, 'visiting');
    for (const written of definition.requires ?? []) {
      const requirement = requirementId(written);
      const required = byId.get(requirement);
      if (!required) {
        broken.set(id, `extension '${id}' requires '${requirement}', which is not installed`);
      } else if (!visit(requirement, [...path, id]) && !broken.has(id)) {
        broken.set(id, `extension '${id}' requires '${requirement}', which cannot start: ${broken.get(requirement)}`);
      }
    }
    state.set(id, 'done');
    if (broken.has(id)) return false;
    order.push(id);
    return true;
  };

  for (const d of definitions) visit(d.id, []);
  return { order, broken };
}
