import { addIcons } from '@tessera/sdk';

// Play's icon, registered with the later contributions (its menu entry) and its pages.
addIcons({ play: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M10 8.5v7l6-3.5z' });
