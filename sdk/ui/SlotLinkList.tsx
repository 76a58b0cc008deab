import { useEffect, useState } from 'react';
import { useContributions, useHost, useI18n, useViewer } from '../hooks';
import type { MenuSlot } from '../menu';
import { contributedTitle, sortMenuEntries } from '../slot-menu';
import { Icon } from './Icon';
import { Link } from './Link';
import './slot-link-list.css';

/**
 * A menu slot's items that lead somewhere, as a list of cards (icon, title, description): the
 * games at /games, the control panel's sections. The list shows once every extension's later
 * contributions are registered, whole, so no card moves under a pointer aiming at it; items the
 * viewer may not see stay out.
 */
export function SlotLinkList({ slot, label, empty }: { slot: MenuSlot; label: string; empty: string }) {
  const host = useHost();
  const i18n = useI18n();
  const viewer = useViewer();
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    let live = true;
    void host.loadAllContributions(slot).finally(() => live && setComplete(true));
    return () => {
      live = false;
    };
  }, [host, slot]);
  const items = sortMenuEntries(
    useContributions('menuItem').filter(
      ({ item }) =>
        item.slot === slot &&
        item.to &&
        ((item.visible as ((c: unknown, v: typeof viewer) => boolean) | undefined)?.({}, viewer) ?? true),
    ),
  );
  if (!complete) return <p role="status">{i18n.t('kernel.loading')}</p>;
  if (items.length === 0) return <p className="form-hint">{empty}</p>;
  return (
    <ul className="slot-link-list" aria-label={label}>
      {items.map(({ item, extensionId }) => (
        <li key={`${extensionId}:${item.id}`}>
          <Link to={item.to ?? '/'} className="slot-link-card">
            <span className="slot-link-icon" aria-hidden="true">
              <Icon name={item.icon ?? 'puzzle'} size={28} />
            </span>
            <span>
              <strong>{contributedTitle(i18n.t, extensionId, item.title)}</strong>
              {item.description && <small>{contributedTitle(i18n.t, extensionId, item.description)}</small>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
