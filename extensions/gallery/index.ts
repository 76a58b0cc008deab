import { defineExtension } from '@tessera/sdk';
import type {} from '../profile/api';

/**
 * The gallery: posts of a few drive files with a title, description and sensitive flag. /gallery
 * (featured, popular, recent, one's own, liked), a post's page (the media viewer, like, share),
 * posting and editing from the drive, the profile's Gallery tab. Loads once the first view has
 * settled, or when a gallery address is opened.
 */
export default defineExtension({
  id: 'gallery',
  title: 'Gallery',
  description: 'description',
  sdk: '^3.0.0',
  uses: ['drive', 'notes', 'profile'],
  contributesLater: () => import('./later'),
});
