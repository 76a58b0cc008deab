/**
 * The SDK's page kit: components for management and settings pages (lists with create, edit and
 * delete dialogs, preference rows, tabbed pages, a slot's links, likes, widget settings and widget stacks). A
 * second entry of the SDK (`@tessera/sdk/kit`) rather than part of its index, so the first view's
 * SDK code does not carry what only lazily loaded pages draw.
 *
 * @packageDocumentation
 */
export { LikeButton, type LikeToggle, useLikeToggle } from './like-toggle';
export { ManagedList, type ManagedListStrings } from './ui/ManagedList';
export {
  DeclaredPreferenceRow,
  type PreferenceChoice,
  PreferenceSelect,
  PreferenceSwitch,
} from './ui/PreferenceRow';
export { SlotLinkList } from './ui/SlotLinkList';
export { type PageTab, TabbedPage } from './ui/TabbedPage';
export { WidgetSettings } from './ui/WidgetSettings';
export { type WidgetSide, WidgetStack, type WidgetStackProps, widgetSide } from './ui/WidgetStack';
