import { useReadable } from '@tessera/sdk';
import { currentUnreadIds } from './antenna-unread';

/** The ids of the antennas with unread notes (none before the extension's code has started). */
export function useUnreadAntennas(): ReadonlySet<string> {
  return useReadable(currentUnreadIds);
}
