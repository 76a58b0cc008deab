import type {
  AnyMenuItemContribution,
  ContributionPointName,
  ContributionPoints,
  DeckColumnContribution,
  WidgetContribution,
} from '@tessera/sdk';
import { CommandRegistry } from './command-registry';
import { ContributionRegistry } from './contribution-registry';
import { ServiceRegistry } from './service-registry';

/** Every registry of the kernel: one per contribution point, plus services and commands. */
export interface Registries {
  points: { readonly [P in ContributionPointName]: ContributionRegistry<ContributionPoints[P]> };
  services: ServiceRegistry;
  commands: CommandRegistry;
}

const uniqueMenuItem = (
  item: AnyMenuItemContribution,
  existing: readonly { item: AnyMenuItemContribution; extensionId: string }[],
) => {
  const clash = existing.find((e) => e.item.slot === item.slot && e.item.id === item.id);
  if (clash)
    throw new Error(`menu item '${item.id}' in slot '${item.slot}' is already added by '${clash.extensionId}'`);
};

const uniqueWidget = (
  item: WidgetContribution,
  existing: readonly { item: WidgetContribution; extensionId: string }[],
) => {
  const clash = existing.find((e) => e.item.name === item.name);
  if (clash) throw new Error(`widget '${item.name}' is already added by '${clash.extensionId}'`);
};

const uniqueDeckColumn = (
  item: DeckColumnContribution,
  existing: readonly { item: DeckColumnContribution; extensionId: string }[],
) => {
  const clash = existing.find((e) => e.item.type === item.type);
  if (clash) throw new Error(`deck column '${item.type}' is already added by '${clash.extensionId}'`);
};

/** Creates empty registries. */
export function createRegistries(): Registries {
  return {
    points: {
      route: new ContributionRegistry(),
      menuItem: new ContributionRegistry(uniqueMenuItem),
      widget: new ContributionRegistry(uniqueWidget),
      deckColumn: new ContributionRegistry(uniqueDeckColumn),
      overlay: new ContributionRegistry(),
      hotkey: new ContributionRegistry(),
      settingsSection: new ContributionRegistry(),
      profileTab: new ContributionRegistry(),
      notificationRenderer: new ContributionRegistry(),
      interruptor: new ContributionRegistry(),
      timelineSource: new ContributionRegistry(),
      streamHandler: new ContributionRegistry(),
      theme: new ContributionRegistry(),
      sound: new ContributionRegistry(),
      locale: new ContributionRegistry(),
    },
    services: new ServiceRegistry(),
    commands: new CommandRegistry(),
  };
}
