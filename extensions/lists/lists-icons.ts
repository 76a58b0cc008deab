import { addIcons } from '@tessera/sdk';

// The lists' own icons, loaded with their pages.
addIcons({
  heart: 'M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.3A4.5 4.5 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10',
});
