import type {
  AnyMenuItemContribution,
  ContributionPointName,
  ContributionPoints,
  DeckColumnContribution,
  StatusbarContribution,
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

/** Refuses a second item with the same key: two extensions cannot both own a widget name or a column type. */
const uniqueBy =
  <T>(what: string, key: (item: T) => string) =>
  (item: T, existing: readonly { item: T; extensionId: string }[]) => {
    const clash = existing.find((e) => key(e.item) === key(item));
    if (clash) throw new Error(`${what} '${key(item)}' is already added by '${clash.extensionId}'`);
  };

/** Creates empty registries. */
export function createRegistries(): Registries {
  return {
    points: {
      route: new ContributionRegistry(),
      menuItem: new ContributionRegistry(uniqueMenuItem),
      widget: new ContributionRegistry(uniqueBy<WidgetContribution>('widget', (w) => w.name)),
      deckColumn: new ContributionRegistry(uniqueBy<DeckColumnContribution>('deck column', (c) => c.type)),
      statusbar: new ContributionRegistry(uniqueBy<StatusbarContribution>('status bar', (b) => b.type)),
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
