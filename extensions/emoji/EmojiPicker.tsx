import { Icon, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import type { EmojiPickOptions } from './api';
import {
  type CustomEmoji,
  customEmoji,
  loadUnicodeEmoji,
  type ReactionTarget,
  searchEmoji,
  UNICODE_CATEGORIES,
  type UnicodeCategory,
  type UnicodeEmoji,
} from './emoji-data';
import './emoji-picker.css';
import { offeredAsReaction } from './reaction-acceptance';

/**
 * The emoji picker (spec 000 section 2): search, recently used, the reaction set or the pinned
 * emoji, the server's custom emoji by category, and Unicode emoji by category. Categories open
 * one at a time, so the picker stays quick with thousands of emoji.
 */
export function EmojiPicker({
  purpose = 'compose',
  targetNote,
  pick,
}: {
  purpose?: EmojiPickOptions['purpose'];
  /** The note a reaction is for: custom emoji it does not accept are left out everywhere. */
  targetNote?: ReactionTarget;
  pick(emoji: string): void;
}) {
  const t = useExtensionStrings('emoji');
  const host = useHost();
  const [recent] = usePreference('recentlyUsedEmojis');
  const [reactions] = usePreference('reactions');
  const [pinned] = usePreference('pinnedEmojis');
  const [palettes] = usePreference('emojiPalettes');
  const [reactionPaletteId] = usePreference('emojiPaletteForReaction');
  const [mainPaletteId] = usePreference('emojiPaletteForMain');
  const [scale] = usePreference('emojiPicker.scale');
  const [width] = usePreference('emojiPicker.width');
  const [height] = usePreference('emojiPicker.height');
  const [query, setQuery] = useState('');
  const [unicode, setUnicode] = useState<Map<UnicodeCategory, UnicodeEmoji[]> | null>(null);
  const [allCustom, setCustom] = useState<CustomEmoji[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const searchId = useId();

  useEffect(() => {
    let live = true;
    void loadUnicodeEmoji().then((data) => live && setUnicode(data));
    customEmoji(() => host.api.call('emojis', {}) as Promise<{ emojis: CustomEmoji[] }>, host.preferences).then(
      (list) => live && setCustom(list),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [host]);

  const myRoleIds = useMyRoleIds(
    host,
    targetNote !== undefined && allCustom.some((e) => (e.roleIdsThatCanBeUsedThisEmojiAsReaction ?? []).length > 0),
  );
  const custom = useMemo(
    () => (targetNote ? allCustom.filter((e) => offeredAsReaction(e, targetNote, myRoleIds)) : allCustom),
    [allCustom, targetNote, myRoleIds],
  );
  const allByName = useMemo(() => new Map(allCustom.map((e) => [e.name, e])), [allCustom]);
  const customByName = useMemo(() => new Map(custom.map((e) => [e.name, e])), [custom]);
  const customCategories = useMemo(() => {
    const groups = new Map<string, CustomEmoji[]>();
    for (const e of custom) {
      const key = e.category ?? '';
      groups.set(key, [...(groups.get(key) ?? []), e]);
    }
    return [...groups];
  }, [custom]);
  const allUnicode = useMemo(() => [...(unicode?.values() ?? [])].flat(), [unicode]);
  const results = useMemo(() => searchEmoji(query, allUnicode, custom), [query, allUnicode, custom]);
  // The palette chosen for this purpose comes first; without one, the reaction set or the pinned emoji.
  const chosen = palettes.find((p) => p.id === (purpose === 'reaction' ? reactionPaletteId : mainPaletteId));
  const favourites = chosen?.emojis ?? (purpose === 'reaction' ? reactions : pinned);
  const favouritesTitle = chosen
    ? chosen.name || t('unnamedPalette')
    : t(purpose === 'reaction' ? 'reactions' : 'pinned');
  const otherPalettes = palettes.filter((p) => p !== chosen && p.emojis.length > 0);

  /** One emoji as a button: a character, or ':name:' drawn as the server's image. */
  const button = (emoji: string, label?: string) => {
    const name = emoji.match(/^:([\w+-]+)(?:@\.)?:$/)?.[1];
    const found = name ? customByName.get(name) : undefined;
    // A custom emoji the target note does not accept is not offered, wherever it is listed.
    if (name && !found && allByName.has(name)) return null;
    return (
      <button
        key={emoji}
        type="button"
        className="emoji-button"
        onClick={() => pick(emoji)}
        aria-label={label ?? (name ? `:${name}:` : emoji)}
        title={label ?? emoji}
      >
        {found ? <img src={found.url} alt="" loading="lazy" /> : name ? `:${name}:` : emoji}
      </button>
    );
  };

  const section = (key: string, title: string, content: () => ReactNode) => (
    <details
      key={key}
      className="emoji-section"
      open={open === key}
      onToggle={(e) => {
        const isOpen = (e.currentTarget as HTMLDetailsElement).open;
        if (isOpen) setOpen(key);
        else if (open === key) setOpen(null);
      }}
    >
      <summary>{title}</summary>
      {open === key && <div className="emoji-grid">{content()}</div>}
    </details>
  );

  return (
    <div className={`emoji-picker emoji-scale-${scale} emoji-width-${width} emoji-height-${height}`}>
      <label htmlFor={searchId} className="visually-hidden">
        {t('search')}
      </label>
      <div className="emoji-search">
        <Icon name="search" size={16} />
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t('search')}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            const first = results.custom[0] ? `:${results.custom[0].name}:` : results.unicode[0]?.char;
            if (e.key === 'Enter' && first) {
              e.preventDefault();
              pick(first);
            }
          }}
          // biome-ignore lint/a11y/noAutofocus: the picker opens to search.
          autoFocus
        />
      </div>
      {query.trim() !== '' ? (
        <section className="emoji-grid emoji-results" aria-label={t('results')}>
          {results.custom.map((e) => button(`:${e.name}:`))}
          {results.unicode.map((e) => button(e.char, e.name))}
          {results.custom.length + results.unicode.length === 0 && <p className="emoji-empty">{t('noResults')}</p>}
        </section>
      ) : (
        <div className="emoji-sections">
          {recent.length > 0 && (
            <section className="emoji-grid" aria-label={t('recent')}>
              <p className="emoji-heading">{t('recent')}</p>
              {recent.map((e) => button(e))}
            </section>
          )}
          {favourites.length > 0 && (
            <section className="emoji-grid" aria-label={favouritesTitle}>
              <p className="emoji-heading">{favouritesTitle}</p>
              {favourites.map((e) => button(e))}
            </section>
          )}
          {otherPalettes.map((palette) =>
            section(`palette:${palette.id}`, palette.name || t('unnamedPalette'), () =>
              palette.emojis.map((e) => button(e)),
            ),
          )}
          {customCategories.map(([category, list]) =>
            section(`custom:${category}`, category || t('otherCustom'), () => list.map((e) => button(`:${e.name}:`))),
          )}
          {unicode ? (
            UNICODE_CATEGORIES.map((category) =>
              section(category, t(`category.${category}`), () =>
                (unicode.get(category) ?? []).map((e) => button(e.char, e.name)),
              ),
            )
          ) : (
            <p role="status">{t('loading')}</p>
          )}
        </div>
      )}
    </div>
  );
}

/** The signed-in person's role ids, asked for only when `needed` (an emoji kept for some roles). */
function useMyRoleIds(host: ReturnType<typeof useHost>, needed: boolean): readonly string[] | null {
  const [ids, setIds] = useState<readonly string[] | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    host.api.call('i', {}).then(
      (me) => live && setIds((me.roles ?? []).map((r) => r.id)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [host, needed]);
  return ids;
}
