import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useModals, useRouter } from '../hooks';

/**
 * An in-app link: a plain click navigates inside the page, a shift-click opens a page window,
 * and ctrl/cmd/middle clicks keep the browser's own behaviour (a new tab).
 */
export function Link({
  to,
  children,
  onClick,
  ...rest
}: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const router = useRouter();
  const modals = useModals();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    if (event.shiftKey) modals.openWindow(to);
    else router.push(to);
  };
  return (
    <a href={to} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
