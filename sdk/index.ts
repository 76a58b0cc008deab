/**
 * @tessera/sdk: the public contract of Tessera extensions. First-party features and third-party
 * extensions are written against this module alone. Every export is documented where it is declared.
 *
 * @packageDocumentation
 */

export { type AccountUpdate, useAccountUpdate } from './account-update';
export type { Account, AccountsHandle } from './accounts';
export {
  type ApiCallOptions,
  type ApiClient,
  ApiError,
  type ApiErrorInfo,
  type ApiWithDialogOptions,
  CLIENT_ERROR_CODES,
  type EndpointName,
  type EndpointParams,
  type EndpointResult,
  type ErrorPresentation,
  rateLimitWait,
  SIGNIN_LIMIT_ERROR_ID,
} from './api';
export type { CommandHandler, CommandId, CommandMap, CommandRunner } from './commands';
export {
  type ComponentServiceId,
  type ServiceComponentProps,
  ServiceView,
  useComponentService,
} from './component-service';
export {
  type ContributionPointDefinition,
  type ContributionPointSpec,
  defineContributionPoint,
  type FunctionFallbacks,
  type ItemFieldsOf,
} from './contribution-point';
export type {
  ContributionEntry,
  ContributionPointName,
  ContributionPoints,
  HotkeyContribution,
  InterruptorContribution,
  InterruptorValues,
  LocaleContribution,
  OverlayContribution,
  PreferenceSettingContribution,
  SettingsGroup,
  SettingsSectionContribution,
  SettingsSectionProps,
  SoundContribution,
  StreamHandlerContribution,
  ThemeContribution,
  ThemeDocument,
  WidgetContribution,
  WidgetProps,
} from './contributions';
export { type Disposable, DisposableStore, toDisposable } from './disposable';
export type { ClientEventMap, ClientEventName, ClientEvents } from './events';
export {
  type AccountFlag,
  type ActivationEvent,
  type AnyContributionPointDefinition,
  type ContributionSummary,
  type DeclaredContributions,
  type DeclaredPointItems,
  type DeclaredService,
  defineExtension,
  type ExtensionActivation,
  type ExtensionContext,
  type ExtensionDefinition,
  type ExtensionMain,
  type ExtensionState,
  type ExtensionStatus,
  type ExtensionsHandle,
  SDK_VERSION,
} from './extension';
export {
  type EndpointQuery,
  type EndpointQueryOptions,
  mapQuery,
  useAccount,
  useApi,
  useContributions,
  useCurrentRoute,
  useEndpoint,
  useExtensionStrings,
  useExtensions,
  useHost,
  useI18n,
  useInterrupted,
  useMenuBadge,
  useModals,
  usePreference,
  useReadable,
  useRouter,
  useService,
  useSettled,
  useStreamChannel,
  useViewer,
} from './hooks';
export { HostContext, RouterContext, type ServiceLookup, type TesseraHost, type ThemeHandle } from './host';
export type { I18n, I18nParams } from './i18n';
export { inlineArrow } from './inline-direction';
export {
  fetchInstanceMeta,
  type MediaProxyVariant,
  mediaProxyUrl,
  seedInstanceMeta,
  useInstanceMeta,
} from './instance-meta';
export { applyInterruptors } from './interruptors';
export {
  type LazyComponentOptions,
  lazyComponent,
  onComponentLoad,
  preloadComponent,
  useComponentLoaded,
} from './lazy-component';
export { layOutMainMenu, type MainMenuLayout } from './main-menu-layout';
export type { AnyMenuItemContribution, MenuContexts, MenuItemContribution, MenuSlot, Viewer } from './menu';
export type {
  Anchor,
  DialogAction,
  DialogInput,
  DialogOptions,
  DialogResult,
  DialogSelectItem,
  DialogType,
  MenuItem,
  ModalHandle,
} from './modals';
export { type ListItem, type PagedList, type PagedListState, type PageSizes, usePagedList } from './paged-list';
export {
  BUNDLED_SOUNDS,
  CORE_PREFERENCES,
  type DataSaverSetting,
  type DeclaredPreference,
  type PreferenceDeclaration,
  type PreferenceDeclarations,
  type PreferenceKey,
  type PreferenceMap,
  type PreferenceProfileHandle,
  type PreferenceSetting,
  type PreferenceSettingOption,
  type PreferencesHandle,
  type PreferenceValue,
  type SoundEvent,
  type SoundHandle,
  type SoundSetting,
  type WidgetPlacement,
} from './preferences';
export type { Readable } from './readable';
export {
  type CurrentRoute,
  type NavigationKind,
  NO_ROUTE_MESSAGE,
  REDIRECT_LOOP_MESSAGE,
  type RouterHandle,
} from './router';
export type { LazyComponent, PageProps, RouteContribution, RouteParams } from './routes';
export type { ProvideOptions, ServiceId, ServiceIdOf, ServiceMap } from './services';
export { contributedTitle, runMenuItem, slotMenuItems, sortMenuEntries, useSlotMenu } from './slot-menu';
export { moveItem, type SortableListOptions, useSortableList } from './sortable';
export type {
  ChannelEvents,
  ChannelName,
  ChannelSubscription,
  NoteUpdatedEvent,
  StreamClient,
  StreamResumed,
  StreamState,
} from './stream';
export { CATCH_UP_DELAYS_MS, followStreamCatchUp, useStreamCatchUp } from './stream-catch-up';
export {
  ageClass,
  type RelativeTime as RelativeTimeValue,
  type RelativeTimeUnit,
  refreshInterval,
  relativeTime,
  relativeTimeText,
} from './time';
export { Avatar, type AvatarUser, decorationStyle } from './ui/Avatar';
export { BlurhashCanvas } from './ui/BlurhashCanvas';
export { Deferred } from './ui/Deferred';
export { ExtensionBoundary } from './ui/ExtensionBoundary';
export { unicodeEmojiUrl } from './ui/emoji-url';
export { Icon } from './ui/Icon';
export { ItemBoundary } from './ui/ItemBoundary';
export { addIcons, ICON_PATHS, type IconName } from './ui/icons';
export { Link } from './ui/Link';
export { fnStyle, isSizing, validColor, validTime } from './ui/mfm/fn-style';
export {
  MFM_BORDER_RADIUS_CAP,
  MFM_BORDER_WIDTH_CAP,
  MFM_NEST_LIMIT,
  MFM_POSITION_CAP,
  MFM_SCALE_CAP,
  MFM_SIZING_DEPTH,
} from './ui/mfm/limits';
export {
  Mfm,
  type MfmContext,
  type MfmEmoji,
  MfmPlainText,
  useMfmNodes,
  useMfmParser,
  usesBigEffects,
} from './ui/mfm/Mfm';
export { nyaize } from './ui/mfm/nyaize';
export {
  isSlowMfm,
  loadMfmParser,
  MFM_PARSE_BUDGET_MS,
  MFM_SAFE_OPENERS,
  parseMfmLater,
  parseMfmNow,
} from './ui/mfm/parse';
export { mfmToPlainText, mfmToPlainTextLater } from './ui/mfm/plain-text';
export { NotFoundView } from './ui/NotFoundView';
export { PagedFeed, type PagedFeedProps, PagedListFooter } from './ui/PagedFeed';
export { QueryContent, QueryPage } from './ui/QueryPage';
export { Reaction } from './ui/Reaction';
export { RelativeTime } from './ui/RelativeTime';
export { OutletContext, RouterOutlet } from './ui/RouterOutlet';
export { Switch, SwitchRow } from './ui/Switch';
export { isSafeUrl } from './ui/safe-url';
export { type Tab, TabBar } from './ui/TabBar';
export { TOOLTIP_DELAY_MS, Tooltip } from './ui/Tooltip';
export { type SwipeActions, type SwipeStep, useSwipe } from './ui/use-swipe';
export { VirtualFeed, type VirtualFeedProps } from './ui/VirtualFeed';
export { USER_PREVIEW_DELAY_MS, type UserPreviewAnchorProps, useUserPreview } from './user-preview';
