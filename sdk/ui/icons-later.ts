/**
 * The UI kit's icons a first view does not draw (dialogs, windows, editors, menus): loaded once
 * the first view has settled, or when one of them is drawn first (see icons.ts).
 */
export const LATER_ICONS: Readonly<Record<string, string>> = {
  warning: 'M12 3.5L2.5 20h19zM12 10v4.5M12 17.5v.5',
  error: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9 9l6 6M15 9l-6 6',
  forward: 'M9 5l7 7l-7 7',
  maximize: 'M4.5 4.5h15v15h-15z',
  restore: 'M8 8h11.5v11.5H8zM4.5 15.5V4.5h11',
  minimize: 'M5 18h14',
  external: 'M14 4.5h5.5V10M19.5 4.5L11 13M17 14v5.5H4.5V7H10',
  copy: 'M8.5 8.5h11v11h-11zM15.5 8.5v-4h-11v11h4',
  code: 'M8 7l-5 5l5 5M16 7l5 5l-5 5M13.5 4.5l-3 15',
  'chevron-right': 'M9.5 6l6 6l-6 6',
  'chevron-down': 'M6 9.5l6 6l6-6',
  bellOff: 'M7.5 6.8A6 6 0 0 0 6 11v6l-1.5 1.5H17M9.3 5.6A6 6 0 0 1 18 11v4.5M10 20.5h4M4 4l16 16',
  block: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M5.6 5.6l12.8 12.8',
  download: 'M12 4v11M7 10.5l5 5 5-5M5 19.5h14',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  gauge: 'M4.5 17a7.5 7.5 0 1 1 15 0M12 17l3.5-5M12 17h.01',
  poll: 'M5 20V10M12 20V4M19 20v-7',
  at: 'M12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7M15.5 12v1.5a2.5 2.5 0 0 0 5 0V12a8.5 8.5 0 1 0-3.3 6.7',
  mail: 'M3.5 5.5h17v13h-17zM3.5 6l8.5 7l8.5-7',
  smile: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5v.5M15 9.5v.5',
  send: 'M4 12l16-7.5l-6 15l-2.5-6zM11.5 13.5L20 4.5',
  trash: 'M4.5 6.5h15M9.5 6.5V4h5v2.5M6.5 6.5l1 13.5h9l1-13.5M10 10.5v6M14 10.5v6',
};
