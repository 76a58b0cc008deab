import { defineExtension } from '@tessera/sdk';
import type {} from '../about/api';
import type {} from './api';

/**
 * Ads, as the server's moderators put them up: one between every few notes of a timeline (the
 * server's notesPerOneAd), /ads listing those running, "Ads" in the about menu, and muting an
 * ad from its own menu (the `mutedAds` preference). People whose role has canHideAds see none.
 */
export default defineExtension({
  id: 'ads',
  title: 'Ads',
  description: 'description',
  uses: ['about'],
  version: '1.1.0',
  sdk: '^3.0.0',
  preferences: {
    mutedAds: { default: [] },
  },
  contributes: {
    menu: { about: [{ id: 'ads', title: 'menu', icon: 'info', to: '/ads', order: 30 }] },
  },
  // Timelines show ads once the first view has settled, so they never slow the first note.
  contributesLater: () => import('./later'),
});
