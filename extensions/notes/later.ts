import type { DeclaredContributions, TesseraHost, Viewer } from '@tessera/sdk';
import { canTranslate, loadTranslatorAvailable, translateNote } from './translations';

/** What the first view does not need: registered once it has settled, or when a menu or the settings ask. */
const later: DeclaredContributions = {
  // Rows in Settings > Preferences: only Settings draws them, so they are not in the first view.
  preferenceSettings: [
    { key: 'collapseRenotes', kind: 'switch', label: 'prefs.collapseRenotes', group: 'prefs.group' },
    {
      key: 'nsfw',
      kind: 'select',
      label: 'prefs.nsfw',
      group: 'prefs.group',
      options: [
        { value: 'respect', label: 'prefs.nsfwChoice.respect' },
        { value: 'ignore', label: 'prefs.nsfwChoice.ignore' },
        { value: 'force', label: 'prefs.nsfwChoice.force' },
      ],
    },
    {
      key: 'confirmWhenRevealingSensitiveMedia',
      kind: 'switch',
      label: 'prefs.confirmWhenRevealingSensitiveMedia',
      group: 'prefs.group',
    },
    {
      key: 'disableShowingAnimatedImages',
      kind: 'switch',
      label: 'prefs.disableShowingAnimatedImages',
      group: 'prefs.group',
    },
    { key: 'highlightSensitiveMedia', kind: 'switch', label: 'prefs.highlightSensitiveMedia', group: 'prefs.group' },
    { key: 'loadRawImages', kind: 'switch', label: 'prefs.loadRawImages', group: 'prefs.group' },
    { key: 'imageNewTab', kind: 'switch', label: 'prefs.imageNewTab', group: 'prefs.group' },
    { key: 'showNoteActionsOnlyHover', kind: 'switch', label: 'prefs.showNoteActionsOnlyHover', group: 'prefs.group' },
    {
      key: 'showClipButtonInNoteFooter',
      kind: 'switch',
      label: 'prefs.showClipButtonInNoteFooter',
      group: 'prefs.group',
    },
    {
      key: 'reactionsDisplaySize',
      kind: 'select',
      label: 'prefs.reactionsDisplaySize',
      group: 'prefs.group',
      options: [
        { value: 'small', label: 'prefs.size.small' },
        { value: 'medium', label: 'prefs.size.medium' },
        { value: 'large', label: 'prefs.size.large' },
      ],
    },
    { key: 'limitWidthOfReaction', kind: 'switch', label: 'prefs.limitWidthOfReaction', group: 'prefs.group' },
    {
      key: 'instanceTicker',
      kind: 'select',
      label: 'prefs.instanceTicker',
      group: 'prefs.group',
      options: [
        { value: 'none', label: 'prefs.instanceTickerChoice.none' },
        { value: 'remote', label: 'prefs.instanceTickerChoice.remote' },
        { value: 'always', label: 'prefs.instanceTickerChoice.always' },
      ],
    },
    {
      key: 'mediaListWithOneImageAppearance',
      kind: 'select',
      label: 'prefs.mediaListWithOneImageAppearance',
      group: 'prefs.group',
      options: [
        { value: 'expand', label: 'prefs.oneImage.expand' },
        { value: '16_9', label: 'prefs.oneImage.16_9' },
        { value: '1_1', label: 'prefs.oneImage.1_1' },
        { value: '2_3', label: 'prefs.oneImage.2_3' },
      ],
    },
    {
      key: 'useNativeUiForVideoAudioPlayer',
      kind: 'switch',
      label: 'prefs.useNativeUiForVideoAudioPlayer',
      group: 'prefs.group',
    },
    { key: 'showReactionsCount', kind: 'switch', label: 'prefs.showReactionsCount', group: 'prefs.group' },
    { key: 'confirmOnReact', kind: 'switch', label: 'prefs.confirmOnReact', group: 'prefs.group' },
    {
      key: 'useReactionPickerForContextMenu',
      kind: 'switch',
      label: 'prefs.useReactionPickerForContextMenu',
      group: 'prefs.group',
    },
    { key: 'showSoftWordMutedWord', kind: 'switch', label: 'prefs.showSoftWordMutedWord', group: 'prefs.group' },
    { key: 'enableInfiniteScroll', kind: 'switch', label: 'prefs.enableInfiniteScroll', group: 'prefs.group' },
  ],
  widgets: [{ name: 'photos', title: 'photos.title', icon: 'image', component: () => import('./PhotosWidget') }],
  to: {
    deckColumn: [
      { type: 'mentions', title: 'column.mentions', icon: 'at', component: () => import('./MentionsColumn') },
      { type: 'direct', title: 'column.direct', icon: 'mail', component: () => import('./DirectColumn') },
    ],
  },
  menu: {
    note: [
      {
        id: 'copy-link',
        title: 'copyLink',
        icon: 'link',
        order: 10,
        run: ({ note }, host) => host.copyToClipboard(new URL(`/notes/${note.id}`, location.origin).href),
      },
      {
        id: 'copy-text',
        title: 'copyText',
        icon: 'copy',
        order: 11,
        visible: ({ note }) => !!note.text,
        run: ({ note }, host) => host.copyToClipboard(note.text ?? ''),
      },
      {
        id: 'translate',
        title: 'translate',
        icon: 'globe',
        order: 12,
        // The server's translator and the role's permission, as Misskey's menu asks.
        visible: ({ note }, viewer) => canTranslate(note, viewer),
        prepare: (_context, host) => loadTranslatorAvailable(host),
        run: ({ note }, host) => translateNote(host, note),
      },
      ...(['pin', 'unpin'] as const).map((action) => ({
        id: action,
        title: action,
        icon: 'pin',
        order: 50,
        // Offered on one's own notes, as things stand: pin when not pinned, unpin when pinned.
        visible: ({ note }: { note: { id: string; userId: string } }, viewer: Viewer) =>
          viewer.userId === note.userId && viewer.pinnedNoteIds.includes(note.id) === (action === 'unpin'),
        run: async ({ note }: { note: { id: string } }, host: TesseraHost) => {
          await host.apiWithDialog(`i/${action}`, { noteId: note.id }, { waiting: false, success: false });
          await host.accounts.refresh();
        },
      })),
      {
        id: 'delete',
        title: 'delete',
        icon: 'close',
        order: 90,
        danger: true,
        visible: ({ note }, viewer) => viewer.userId === note.userId || viewer.isAdmin || viewer.isModerator,
        run: async ({ note }, host) => {
          if (!(await host.modals.confirm(host.i18n.t('notes.deleteConfirm'), { danger: true }))) return;
          await host.apiWithDialog('notes/delete', { noteId: note.id }, { waiting: false, success: false });
          host.events.emit('notes.deleted', { note });
        },
      },
    ],
  },
};

export default later;
