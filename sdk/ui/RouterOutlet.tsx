import { type ReactNode, useContext } from 'react';
import { sharedContext } from '../shared-context';

/** What a parent page's outlet shows: its matched child page. Set by the kernel's router view. */
export const OutletContext = sharedContext<ReactNode>('outlet', null);

/** Where a page with child routes shows the matched child (settings sections, admin pages). */
export function RouterOutlet() {
  return <>{useContext(OutletContext)}</>;
}
