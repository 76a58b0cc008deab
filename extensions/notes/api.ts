// The notes extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'notes' in `requires` (or `uses`).
import type { LazyComponent, PagedListState } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** What the note view shows, and how. */
export interface NoteViewProps {
  note: entities.Note;
  /** Shows the note alone on its page: bigger text, never collapsed. */
  detailed?: boolean;
}

/** A paged list of notes, as a feed. */
export interface NoteFeedProps {
  list: PagedListState<entities.Note>;
  /** The feed's accessible name. */
  label: string;
  /** Said when the list is empty. */
  empty: string;
}

declare module '@tessera/sdk' {
  interface MenuContexts {
    /** A note's menu (the "..." of its footer). */
    note: { note: entities.Note };
  }
  interface InterruptorValues {
    /** A note about to be shown; return null to hide it. */
    noteView: entities.Note | null;
  }
  interface ClientEventMap {
    /** The viewer deleted a note from its menu. */
    'notes.deleted': { note: entities.Note };
    /** The viewer reacted to a note. */
    'notes.reacted': { note: entities.Note; reaction: string };
  }
  interface CommandMap {
    /**
     * Opens images in the media viewer at one of them (zoom, swipe, keys, captions; Back closes
     * it). Give it images only (png, gif, jpeg, webp, avif, apng, bmp, tiff, icons, svg).
     */
    'notes.viewMedia': (files: readonly entities.DriveFile[], index: number) => Promise<void>;
  }
  interface ServiceMap {
    /** The note view: timelines, profiles and notifications draw notes with it. */
    'notes.view': LazyComponent<NoteViewProps>;
    /** Notes as a virtualised feed with paging, each drawn by the note view. */
    'notes.feed': LazyComponent<NoteFeedProps>;
  }
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** Renotes of notes already seen fold to a line. */
    collapseRenotes: boolean;
    /** Show animated images still (through the media proxy's static variant). */
    disableShowingAnimatedImages: boolean;
    /** Ask before showing sensitive media. */
    confirmWhenRevealingSensitiveMedia: boolean;
    /** The audio and video players' volume (spec 000 section 9: 0.25 at first). */
    mediaVolume: number;
    /** How sensitive media shows. */
    nsfw: 'respect' | 'force' | 'ignore';
    /** Sensitive media shown gets an outline. */
    highlightSensitiveMedia: boolean;
    /** Images show at full size in notes, not as their thumbnails. */
    loadRawImages: boolean;
    /** An image opens in a new tab instead of the media viewer. */
    imageNewTab: boolean;
    /** A note's actions show only while it is hovered or focused. */
    showNoteActionsOnlyHover: boolean;
    /** A Clip button beside the note menu's, opening the clip menu (shown only while clips are on). */
    showClipButtonInNoteFooter: boolean;
    /** How big a note's reactions are drawn. */
    reactionsDisplaySize: 'small' | 'medium' | 'large';
    /** Wide custom emoji in reactions are kept narrow. */
    limitWidthOfReaction: boolean;
    /** Whose notes show the author's server: nobody's, other servers' people's, or everyone's. */
    instanceTicker: 'none' | 'remote' | 'always';
    /** The shape a note's only image is drawn in: as it is, or cropped to 16:9, 1:1 or 2:3. */
    mediaListWithOneImageAppearance: 'expand' | '16_9' | '1_1' | '2_3';
    /** Audio and video play in the browser's own player instead of ours. */
    useNativeUiForVideoAudioPlayer: boolean;
    /** The React button shows how many reactions the note has. */
    showReactionsCount: boolean;
    /** A new reaction is confirmed first. */
    confirmOnReact: boolean;
    /** A right click on a note opens the reaction picker instead of the browser's menu. */
    useReactionPickerForContextMenu: boolean;
    /** A soft-muted note's line names the muted words it matched. */
    showSoftWordMutedWord: boolean;
    /** Note feeds load more as the reader nears the end; off, only the Load more button does. */
    enableInfiniteScroll: boolean;
  }
}
