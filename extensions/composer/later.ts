import type { DeclaredContributions } from '@tessera/sdk';
import type {} from '../notes/api';

/** What the first view does not need: registered once it has settled. */
const later: DeclaredContributions = {
  // Rows in Settings > Preferences: only Settings draws them, so they are not in the first view.
  preferenceSettings: [
    {
      key: 'defaultNoteVisibility',
      kind: 'select',
      label: 'prefs.defaultNoteVisibility',
      group: 'prefs.group',
      options: [
        { value: 'public', label: 'prefs.visibility.public' },
        { value: 'home', label: 'prefs.visibility.home' },
        { value: 'followers', label: 'prefs.visibility.followers' },
        { value: 'specified', label: 'prefs.visibility.specified' },
      ],
    },
    { key: 'defaultNoteLocalOnly', kind: 'switch', label: 'prefs.defaultNoteLocalOnly', group: 'prefs.group' },
    { key: 'rememberNoteVisibility', kind: 'switch', label: 'prefs.rememberNoteVisibility', group: 'prefs.group' },
    { key: 'keepCw', kind: 'switch', label: 'prefs.keepCw', group: 'prefs.group' },
  ],
  widgets: [{ name: 'postForm', title: 'widget', icon: 'pencil', component: () => import('./PostFormWidget') }],
  menu: {
    note: [
      {
        id: 'delete-and-edit',
        title: 'deleteAndEdit',
        icon: 'pencil',
        order: 89,
        danger: true,
        // One's own notes, as in Misskey (a moderator deletes others' but does not write them).
        visible: ({ note }, viewer) => viewer.userId === note.userId,
        run: async ({ note }, host) => (await import('./delete-and-edit')).deleteAndEdit(host, note),
      },
    ],
  },
};

export default later;
