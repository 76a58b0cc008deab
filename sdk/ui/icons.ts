/**
 * The UI kit's icons: 24x24 outlines drawn with a 2 px stroke, by name. Ours, kept small on
 * purpose; an icon name that is not here draws a neutral dot.
 */
const icons: Record<string, string> = {
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v6M12 7.5v.5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 3.5L2.5 20h19zM12 10v4.5M12 17.5v.5',
  error: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9 9l6 6M15 9l-6 6',
  question: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5M12 17v.5',
  spinner: 'M12 3a9 9 0 1 0 9 9',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7l7 7',
  forward: 'M9 5l7 7l-7 7',
  reload: 'M19 12a7 7 0 1 1-2.05-4.95M19 4.5V9h-4.5',
  maximize: 'M4.5 4.5h15v15h-15z',
  restore: 'M8 8h11.5v11.5H8zM4.5 15.5V4.5h11',
  minimize: 'M5 18h14',
  more: 'M5 12h.5M12 12h.5M19 12h.5',
  external: 'M14 4.5h5.5V10M19.5 4.5L11 13M17 14v5.5H4.5V7H10',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  copy: 'M8.5 8.5h11v11h-11zM15.5 8.5v-4h-11v11h4',
  'chevron-right': 'M9.5 6l6 6l-6 6',
  'chevron-down': 'M6 9.5l6 6l6-6',
  home: 'M4 11l8-7l8 7M6 9.5V20h12V9.5',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.5M4.5 12h.5M4.5 18h.5',
  bell: 'M6 17V11a6 6 0 1 1 12 0v6l1.5 1.5h-15zM10 20.5h4',
  bellOff: 'M7.5 6.8A6 6 0 0 0 6 11v6l-1.5 1.5H17M9.3 5.6A6 6 0 0 1 18 11v4.5M10 20.5h4M4 4l16 16',
  block: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M5.6 5.6l12.8 12.8',
  download: 'M12 4v11M7 10.5l5 5 5-5M5 19.5h14',
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
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  poll: 'M5 20V10M12 20V4M19 20v-7',
  at: 'M12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7M15.5 12v1.5a2.5 2.5 0 0 0 5 0V12a8.5 8.5 0 1 0-3.3 6.7',
  mail: 'M3.5 5.5h17v13h-17zM3.5 6l8.5 7l8.5-7',
  pencil: 'M4 20l1-4.5L16 4.5l3.5 3.5L8.5 19zM14 7l3.5 3.5',
  image: 'M4 5h16v14H4zM4 16l5-5l4 4l2-2l5 5M15.5 8.5v.5',
  smile: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5v.5M15 9.5v.5',
  chat: 'M4.5 5h15v10.5H10l-4.5 3.5v-3.5h-1zM8 9h8M8 12h5',
  send: 'M4 12l16-7.5l-6 15l-2.5-6zM11.5 13.5L20 4.5',
  trophy:
    'M7.5 4.5h9v5a4.5 4.5 0 0 1-9 0zM7.5 6.5H4.5a3 3 0 0 0 3 4M16.5 6.5h3a3 3 0 0 1-3 4M12 14v3.5M8.5 20h7M9.5 17.5h5',
  trash: 'M4.5 6.5h15M9.5 6.5V4h5v2.5M6.5 6.5l1 13.5h9l1-13.5M10 10.5v6M14 10.5v6',
};

/** The icon paths by name: the kit's own, and those extensions added with `addIcons`. */
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
