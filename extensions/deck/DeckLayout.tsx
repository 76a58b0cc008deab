import {
  contributedTitle,
  Icon,
  inlineArrow,
  isSafeUrl,
  type MenuItem,
  useContributions,
  useExtensionStrings,
  useHost,
  usePreference,
  useSwipe,
} from '@tessera/sdk';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { DeckLayoutProps } from './api';
import { DeckColumn } from './DeckColumn';
import { addColumn, DEFAULT_COLUMN_WIDTH } from './deck-profile';
import { deckSettingsMenu } from './deck-settings-menu';
import { newColumnId, useDeckProfiles } from './use-deck-profile';
import './deck.css';

/**
 * The deck: the navigation, then the profile's stacks of columns side by side, each column any
 * `deckColumn` contribution. Alt+Left and Alt+Right move between columns.
 */
export default function DeckLayout({ nav, main, onPage, phone = false }: DeckLayoutProps) {
  const host = useHost();
  const t = useExtensionStrings('deck');
  const deck = useDeckProfiles();
  const kinds = useContributions('deckColumn');
  const [alwaysMain] = usePreference('deck.alwaysShowMainColumn');
  const [navWindow] = usePreference('deck.navWindow');
  const [align] = usePreference('deck.columnAlign');
  const [gap] = usePreference('deck.columnGap');
  const [menuPosition] = usePreference('deck.menuPosition');
  const [navbarPosition] = usePreference('deck.navbarPosition');
  const [wallpaper] = usePreference('deck.wallpaper');
  const [contributionsReady, setContributionsReady] = useState(false);
  const columnsRef = useRef<HTMLDivElement>(null);

  // Column kinds declared for later (the timeline's, the notifications') are needed at once here.
  useEffect(() => {
    void host.loadAllContributions().finally(() => setContributionsReady(true));
  }, [host]);

  const showMain = onPage || alwaysMain;

  // With navWindow on and no main column, a link in a column opens a page window instead.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (showMain || !navWindow || event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith('/') || href.startsWith('//') || anchor.target === '_blank') return;
    event.preventDefault();
    event.stopPropagation();
    host.modals.openWindow(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Columns run along the line: Alt with the arrow toward the inline end goes to the next one.
    const toward = event.altKey ? inlineArrow(event.key, event.currentTarget) : null;
    if (!toward) return;
    const all = [...(columnsRef.current?.querySelectorAll<HTMLElement>('[data-deck-column]') ?? [])];
    const here = all.findIndex((column) => column.contains(document.activeElement));
    const next = all[here + (toward === 'start' ? -1 : 1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
    next.scrollIntoView({ inline: 'nearest', block: 'nearest' });
  };

  const pickColumn = (anchor: HTMLElement) => {
    const items: MenuItem[] = kinds.map(({ item, extensionId }) => ({
      type: 'button',
      text: contributedTitle(host.i18n.t, extensionId, item.title),
      ...(item.icon ? { icon: item.icon } : {}),
      action: () =>
        deck.change((profile) =>
          addColumn(profile, {
            ...item.defaultSettings,
            id: newColumnId(),
            type: item.type,
            name: null,
            width: DEFAULT_COLUMN_WIDTH,
          }),
        ),
    }));
    void host.modals.menu(items, anchor);
  };

  // On phones one unit shows at a time (the page column, or a stack of columns), as Misskey's deck.
  const units = [
    ...(showMain ? ['main'] : []),
    ...(deck.status === 'ready' && contributionsReady ? (deck.profile?.layout.map((stack) => stack.join()) ?? []) : []),
  ];
  const [shownUnit, setShownUnit] = useState<string | null>(null);
  const current = Math.max(0, units.indexOf(shownUnit ?? ''));
  const step = (toward: 'next' | 'previous') => units[current + (toward === 'next' ? 1 : -1)];
  const goTo = (toward: 'next' | 'previous') => {
    const unit = step(toward);
    if (unit !== undefined) setShownUnit(unit);
  };
  const [swipeArea, setSwipeArea] = useState<HTMLDivElement | null>(null);
  const columnsArea = useCallback((element: HTMLDivElement | null) => {
    columnsRef.current = element;
    setSwipeArea(element);
  }, []);
  useSwipe(phone ? swipeArea : null, { can: (toward) => step(toward) !== undefined, go: goTo });
  const isShown = (unit: string) => !phone || units[current] === unit;

  const byId = new Map(deck.profile?.columns.map((c) => [c.id, c]));
  const style = { '--deck-gap': `${gap}px` } as CSSProperties;
  // Set through the DOM's style object, which the Content-Security-Policy allows; only http(s) images.
  const wallpaperStyle: CSSProperties =
    wallpaper && isSafeUrl(wallpaper) ? { backgroundImage: `url(${JSON.stringify(wallpaper)})` } : {};

  return (
    <div
      className="deck-layout"
      style={style}
      data-navbar={phone ? 'bottom' : navbarPosition}
      data-menu={phone ? 'bottom' : menuPosition}
      data-phone={phone}
    >
      {nav}
      <div className="deck-body" style={wallpaperStyle}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: keys and clicks of the columns inside, handled here once. */}
        <div
          className="deck-columns"
          data-align={align}
          ref={columnsArea}
          onKeyDown={onKeyDown}
          onClickCapture={onClickCapture}
        >
          {showMain && (
            <section
              className="deck-column deck-main"
              aria-label={t('mainColumn')}
              tabIndex={-1}
              data-deck-column
              hidden={!isShown('main')}
            >
              {main}
            </section>
          )}
          {deck.status === 'loading' && <p role="status">{t('loading')}</p>}
          {deck.status === 'error' && (
            <div role="alert" className="deck-error">
              <p>{t('loadFailed')}</p>
              <button type="button" className="button" onClick={deck.retry}>
                {t('retry')}
              </button>
            </div>
          )}
          {deck.status === 'ready' &&
            contributionsReady &&
            deck.profile?.layout.map((stack) => (
              <div key={stack.join()} className="deck-stack" hidden={!isShown(stack.join())}>
                {stack.map((id, row) => {
                  const column = byId.get(id);
                  if (!column) return null;
                  const kind = kinds.find((k) => k.item.type === column.type);
                  return (
                    <DeckColumn
                      key={id}
                      column={column}
                      kind={kind}
                      stackSize={stack.length}
                      row={row}
                      change={deck.change}
                      phone={phone}
                    />
                  );
                })}
              </div>
            ))}
        </div>
        <div className="deck-tools">
          {phone && (
            <>
              <button
                type="button"
                className="deck-tool"
                aria-label={t('phone.previous')}
                title={t('phone.previous')}
                disabled={step('previous') === undefined}
                onClick={() => goTo('previous')}
              >
                <Icon name="back" size={20} />
              </button>
              <button
                type="button"
                className="deck-tool"
                aria-label={t('phone.next')}
                title={t('phone.next')}
                disabled={step('next') === undefined}
                onClick={() => goTo('next')}
              >
                <Icon name="forward" size={20} />
              </button>
            </>
          )}
          <button
            type="button"
            className="deck-tool"
            aria-label={t('addColumn')}
            title={t('addColumn')}
            disabled={deck.status !== 'ready' || !contributionsReady}
            onClick={(event) => pickColumn(event.currentTarget)}
          >
            <Icon name="plus" size={20} />
          </button>
          <button
            type="button"
            className="deck-tool"
            aria-label={t('deckSettings')}
            title={t('deckSettings')}
            onClick={(event) => void host.modals.menu(deckSettingsMenu(host, deck), event.currentTarget)}
          >
            <Icon name="settings" size={20} />
          </button>
        </div>
      </div>
    </div>
  );
}
