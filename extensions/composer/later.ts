import type { DeclaredContributions } from '@tessera/sdk';

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
};

export default later;
