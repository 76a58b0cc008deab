import { addIcons } from '@tessera/sdk';

// The drive's own icons, loaded with its pages.
addIcons({
  folder:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
  paperclip: 'M16.5 7.5l-7.8 7.8a2 2 0 0 0 2.8 2.8l8-8a4 4 0 0 0-5.7-5.7l-8 8a6 6 0 0 0 8.5 8.5l6-6',
  download: 'M12 4v11M7 10.5l5 5l5-5M5 20h14',
  copy: 'M9 9h10v11H9zM5 15V4h10',
});
