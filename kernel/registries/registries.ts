import type { ContributionPointName, ContributionPoints } from '@tessera/sdk';
import { KERNEL_POINTS } from '../extensions/kernel-points';
import { CommandRegistry } from './command-registry';
import { ContributionRegistry } from './contribution-registry';
import { ServiceRegistry } from './service-registry';

/** Every registry of the kernel: one per contribution point, plus services and commands. */
export interface Registries {
  /**
   * The registry of a point, made on first use: an extension's point has one as soon as an item
   * for it is added or its owner defines it, whichever comes first.
   */
  point<P extends ContributionPointName>(name: P): ContributionRegistry<ContributionPoints[P]>;
  services: ServiceRegistry;
  commands: CommandRegistry;
}

/** The extension id the kernel's own points are defined under. */
export const KERNEL_OWNER = 'kernel';

/** Creates the registries, with the SDK's generic points defined by the kernel. */
export function createRegistries(): Registries {
  const points = new Map<string, ContributionRegistry<unknown>>();
  const point = <P extends ContributionPointName>(name: P) => {
    let registry = points.get(name);
    if (!registry) {
      registry = new ContributionRegistry<unknown>(name);
      points.set(name, registry);
    }
    return registry as ContributionRegistry<ContributionPoints[P]>;
  };
  for (const [name, behaviour] of Object.entries(KERNEL_POINTS)) {
    point(name as ContributionPointName).define(KERNEL_OWNER, behaviour as never);
  }
  return { point, services: new ServiceRegistry(), commands: new CommandRegistry() };
}
