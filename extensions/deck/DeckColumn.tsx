import {
  type ContributionEntry,
  contributedTitle,
  ExtensionBoundary,
  Icon,
  lazyComponent,
  type MenuItem,
  useExtensionStrings,
  useHost,
  useI18n,
} from '@tessera/sdk';
import { Suspense, useCallback, useMemo } from 'react';
import type { DeckColumnContribution } from './api';
import {
  clampWidth,
  columnSettings,
  type DeckColumnState,
  type DeckProfile,
  moveInStack,
  moveStack,
  popOut,
  removeColumn,
  replaceSettings,
  stackLeft,
  updateColumn,
} from './deck-profile';

const WIDTH_STEP = 60;

interface Props {
  column: DeckColumnState;
  /** The contribution that draws this type; absent when its extension is off. */
  kind: ContributionEntry<DeckColumnContribution> | undefined;
  stackSize: number;
  row: number;
  change(edit: (profile: DeckProfile) => DeckProfile): void;
  /** On a phone: the column takes the screen's width, whatever width it has on wider screens. */
  phone?: boolean;
}

/** One column: a header with its name, collapse and menu, and the contribution drawing the body. */
export function DeckColumn({ column, kind, stackSize, row, change, phone = false }: Props) {
  const host = useHost();
  const { t: tt } = useI18n();
  const t = useExtensionStrings('deck');
  const typeTitle = kind ? contributedTitle(tt, kind.extensionId, kind.item.title) : column.type;
  const name = column.name ?? typeTitle;
  const active = column.active !== false;
  const { id } = column;

  const settings = useMemo(() => columnSettings(column), [column]);
  const updateSettings = useCallback(
    (next: Record<string, unknown>) => change((profile) => replaceSettings(profile, id, next)),
    [change, id],
  );

  const menu = (): MenuItem[] => [
    {
      type: 'button',
      text: t('column.rename'),
      icon: 'pencil',
      action: async () => {
        const answer = await host.modals.dialog({
          title: t('column.rename'),
          input: { default: column.name ?? '', placeholder: typeTitle, maxLength: 100 },
        });
        if (answer.canceled) return;
        const given = (answer.result ?? '').trim();
        change((profile) => updateColumn(profile, id, { name: given || null }));
      },
    },
    {
      type: 'button',
      text: t('column.wider'),
      action: () => change((profile) => updateColumn(profile, id, { width: clampWidth(column.width + WIDTH_STEP) })),
    },
    {
      type: 'button',
      text: t('column.narrower'),
      action: () => change((profile) => updateColumn(profile, id, { width: clampWidth(column.width - WIDTH_STEP) })),
    },
    {
      type: 'switch',
      text: t('column.flexible'),
      value: column.flexible === true,
      onChange: (flexible) => change((profile) => updateColumn(profile, id, { flexible })),
    },
    { type: 'divider' },
    { type: 'button', text: t('column.moveLeft'), icon: 'back', action: () => change((p) => moveStack(p, id, -1)) },
    { type: 'button', text: t('column.moveRight'), icon: 'forward', action: () => change((p) => moveStack(p, id, 1)) },
    { type: 'button', text: t('column.stackLeft'), action: () => change((p) => stackLeft(p, id)) },
    ...(stackSize > 1
      ? ([
          { type: 'button', text: t('column.popOut'), action: () => change((p) => popOut(p, id)) },
          ...(row > 0
            ? [{ type: 'button', text: t('column.moveUp'), action: () => change((p) => moveInStack(p, id, -1)) }]
            : []),
          ...(row < stackSize - 1
            ? [{ type: 'button', text: t('column.moveDown'), action: () => change((p) => moveInStack(p, id, 1)) }]
            : []),
        ] as MenuItem[])
      : []),
    { type: 'divider' },
    {
      type: 'button',
      text: t('column.remove'),
      icon: 'trash',
      danger: true,
      action: async () => {
        if (await host.modals.confirm(t('column.removeConfirm', { name }), { danger: true }))
          change((profile) => removeColumn(profile, id));
      },
    },
  ];

  return (
    <section
      className="deck-column"
      aria-label={name}
      tabIndex={-1}
      data-deck-column
      data-active={active}
      data-flexible={column.flexible === true}
      style={column.flexible || phone ? undefined : { width: column.width }}
    >
      <header className="deck-column-header">
        <button
          type="button"
          className="icon-button deck-collapse"
          aria-expanded={active}
          aria-label={t(active ? 'column.collapse' : 'column.expand', { name })}
          onClick={() => change((profile) => updateColumn(profile, id, { active: !active }))}
        >
          <Icon name="chevron-down" size={16} />
        </button>
        {kind?.item.icon && <Icon name={kind.item.icon} size={16} />}
        <h2 className="deck-column-title">{name}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('column.menu', { name })}
          onClick={(event) => void host.modals.menu(menu(), event.currentTarget)}
        >
          <Icon name="more" size={18} />
        </button>
      </header>
      {active && (
        <div className="deck-column-body">
          {kind ? (
            <ExtensionBoundary extensionId={kind.extensionId}>
              <ColumnBody kind={kind.item} settings={settings} updateSettings={updateSettings} />
            </ExtensionBoundary>
          ) : (
            <p className="deck-column-missing">{t('column.missing')}</p>
          )}
        </div>
      )}
    </section>
  );
}

function ColumnBody({
  kind,
  settings,
  updateSettings,
}: {
  kind: DeckColumnContribution;
  settings: Record<string, unknown>;
  updateSettings(next: Record<string, unknown>): void;
}) {
  const t = useExtensionStrings('deck');
  const Body = lazyComponent(kind.component);
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <Body settings={settings} updateSettings={updateSettings} />
    </Suspense>
  );
}
