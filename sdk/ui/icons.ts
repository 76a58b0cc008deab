/**
 * The UI kit's icons: 24x24 outlines drawn with a 2 px stroke, by name. Ours, kept small on
 * purpose. Here are those a first view may draw: every icon an extension's declaration names (its
 * menu entries, tabs, columns; tests/architecture/first-view-icons.test.ts checks it) and those of
 * the frame, the feeds and the note card. The others (dialogs, windows, editors, menus) are in
 * icons-later.ts, loaded once the first view has settled or when one of them is drawn first.
 */
const icons: Record<string, string> = {
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v6M12 7.5v.5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  question: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5M12 17v.5',
  spinner: 'M12 3a9 9 0 1 0 9 9',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7l7 7',
  reload: 'M19 12a7 7 0 1 1-2.05-4.95M19 4.5V9h-4.5',
  more: 'M5 12h.5M12 12h.5M19 12h.5',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  home: 'M4 11l8-7l8 7M6 9.5V20h12V9.5',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.5M4.5 12h.5M4.5 18h.5',
  bell: 'M6 17V11a6 6 0 1 1 12 0v6l1.5 1.5h-15zM10 20.5h4',
  puzzle: 'M9 4.5h3.5a2 2 0 1 1 3.5 0V9h4v3.5a2 2 0 1 0 0 3.5v4H15.5a2 2 0 1 0-3.5 0H4.5V16a2 2 0 1 0 0-3.5V9H9z',
  settings:
    'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
  user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M4.5 20a7.5 7.5 0 0 1 15 0',
  widget: 'M4.5 4.5h6.5v6.5H4.5zM13 4.5h6.5v6.5H13zM4.5 13h6.5v6.5H4.5zM13 13h6.5v6.5H13z',
  plus: 'M12 5v14M5 12h14',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13M15.5 15.5L20 20',
  antenna:
    'M12 11v10M9 21h6M8.5 7.5a5 5 0 0 0 0 7M15.5 7.5a5 5 0 0 1 0 7M5.6 4.6a9 9 0 0 0 0 12.8M18.4 4.6a9 9 0 0 1 0 12.8M12 10a1 1 0 1 0 0 2a1 1 0 1 0 0-2',
  tv: 'M4 7h16v12H4zM8 3l4 4l4-4',
  paperclip:
    'M15.5 7l-6.4 6.4a1.8 1.8 0 0 0 2.5 2.5l6.4-6.4a3.6 3.6 0 0 0-5.1-5.1l-6.4 6.4a5.4 5.4 0 0 0 7.6 7.6l6.4-6.4',
  star: 'M12 3.5l2.6 5.4l5.9.8l-4.3 4.1l1 5.8L12 16.9l-5.2 2.7l1-5.8L3.5 9.7l5.9-.8z',
  pin: 'M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11zM12 8.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3',
  users: 'M9 4.5a3 3 0 1 0 0 6a3 3 0 1 0 0-6M3 19.5a6 6 0 0 1 12 0M16 4.7a3 3 0 0 1 0 5.6M18 14a5.5 5.5 0 0 1 3 5.5',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c-3 3.5-3 14.5 0 18M12 3c3 3.5 3 14.5 0 18',
  up: 'M12 19V5M6 11l6-6l6 6',
  pencil: 'M4 20l1-4.5L16 4.5l3.5 3.5L8.5 19zM14 7l3.5 3.5',
  image: 'M4 5h16v14H4zM4 16l5-5l4 4l2-2l5 5M15.5 8.5v.5',
  chat: 'M4.5 5h15v10.5H10l-4.5 3.5v-3.5h-1zM8 9h8M8 12h5',
  trophy:
    'M7.5 4.5h9v5a4.5 4.5 0 0 1-9 0zM7.5 6.5H4.5a3 3 0 0 0 3 4M16.5 6.5h3a3 3 0 0 1-3 4M12 14v3.5M8.5 20h7M9.5 17.5h5',
};

/**
 * The icon paths by name: the kit's own (those of icons-later.ts once loaded), and those
 * extensions added with `addIcons`.
 */
export const ICON_PATHS: Readonly<Record<string, string>> = icons;

/** The names the icon set knows. */
export type IconName = keyof typeof ICON_PATHS;

/**
 * Adds icons (24x24 paths drawn with a 2 px stroke) by name, for an extension's own controls.
 * Call it from the module that draws them, so they load with it rather than with the app.
 */
export function addIcons(paths: Readonly<Record<string, string>>): void {
  Object.assign(icons, paths);
}

let later: Promise<void> | null = null;

/**
 * Loads the kit's icons a first view does not draw, once. An extension's own icon of the same
 * name (`addIcons`) stays: the kit's comes in only where the name is free.
 */
export function loadLaterIcons(): Promise<void> {
  later ??= import('./icons-later').then(
    ({ LATER_ICONS }) => {
      for (const [name, path] of Object.entries(LATER_ICONS)) icons[name] ??= path;
    },
    () => {
      later = null; // tried again by the next icon that needs them
    },
  );
  return later;
}
