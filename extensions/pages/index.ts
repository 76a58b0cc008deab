import { defineExtension } from '@tessera/sdk';
import type {} from '../profile/api';
import type {} from './api';

/**
 * Pages: documents of blocks (text with MFM, sections, pictures from the drive, embedded notes).
 * /pages (featured, mine, liked), a page at /@{user}/pages/{name} with likes and the author's
 * other pages, the block editor at /pages/new and /pages/edit/{id}, the profile's Pages tab.
 */
export default defineExtension({
  id: 'pages',
  title: 'Pages',
  description: 'description',
  version: '1.0.0',
  sdk: '^3.0.0',
  uses: ['drive', 'notes', 'composer', 'profile'],
  contributesLater: () => import('./later'),
});
