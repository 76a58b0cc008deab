import { useEndpoint } from '@tessera/sdk';

/** How many people are online now, a fact this extension adds to server-facts' list. */
export default function OnlineFact() {
  const online = useEndpoint('get-online-users-count', {});
  return <>{online.status === 'ready' ? String(online.data.count) : '…'}</>;
}
