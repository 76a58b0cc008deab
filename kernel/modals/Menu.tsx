import './menu.css';
import { Icon, inlineArrow, type MenuItem } from '@tessera/sdk';
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { placeSubmenu } from './popup-position';

/** How long a submenu stays open after the pointer leaves it (spec 001 section 9). */
export const SUBMENU_CLOSE_MS = 300;

/**
 * A menu of the item types of spec 001 section 3, keyboard first: arrow keys move, Enter or
 * Space activates, the arrow toward the inline end (ArrowRight, ArrowLeft in right-to-left text)
 * opens a submenu, the other one and Escape close it.
 */
export function Menu({
  items,
  close,
  label,
  onBack,
}: {
  items: readonly MenuItem[];
  close(): void;
  label?: string;
  onBack?(): void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Menu items have no ids: their position is their identity.
  const keyed = items.map((item, position) => ({ item, key: `item-${position}`, i: position }));
  const focusable = () => [
    ...(list.current?.querySelectorAll<HTMLElement>(':scope > [role^="menuitem"]:not([aria-disabled="true"])') ?? []),
  ];
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])')?.focus();
    return () => {
      if (leaveTimer.current) clearTimeout(leaveTimer.current);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = focusable();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (onBack && inlineArrow(event.key, event.currentTarget) === 'start') {
      event.preventDefault();
      event.stopPropagation();
      onBack();
    }
  };

  const keepOpen = () => {
    if (leaveTimer.current) clearTimeout(leaveTimer.current);
    leaveTimer.current = null;
  };
  const closeSoon = () => {
    keepOpen();
    leaveTimer.current = setTimeout(() => setOpen(null), SUBMENU_CLOSE_MS);
  };

  return (
    <div ref={list} className="menu" role="menu" aria-label={label} tabIndex={-1} onKeyDown={onKeyDown}>
      {keyed.map(({ item, key, i }) => (
        <MenuEntry
          key={key}
          item={item}
          close={close}
          open={open === i}
          setOpen={(o) => setOpen(o ? i : null)}
          onEnter={keepOpen}
          onLeave={closeSoon}
        />
      ))}
    </div>
  );
}

function MenuEntry({
  item,
  close,
  open,
  setOpen,
  onEnter,
  onLeave,
}: {
  item: MenuItem;
  close(): void;
  open: boolean;
  setOpen(open: boolean): void;
  onEnter(): void;
  onLeave(): void;
}) {
  const activate = (run: () => void) => () => {
    close();
    run();
  };
  switch (item.type) {
    case 'divider':
      return <hr className="menu-divider" />;
    case 'label':
      return <div className="menu-label">{item.text}</div>;
    case 'pending':
      return (
        <div className="menu-pending" role="status" aria-label="Loading">
          <Icon name="spinner" className="spin" />
        </div>
      );
    case 'component': {
      const Component = item.component;
      return (
        <div className="menu-component">
          <Component />
        </div>
      );
    }
    case 'link':
      return (
        <a role="menuitem" className="menu-item" href={item.to} tabIndex={-1} onClick={close} data-router-link>
          <ItemText icon={item.icon} text={item.text} />
          {item.badge !== undefined && item.badge > 0 && (
            <span className="badge">{item.badge > 99 ? '99+' : item.badge}</span>
          )}
        </a>
      );
    case 'a':
      return (
        <a
          role="menuitem"
          className="menu-item"
          href={item.href}
          download={item.download}
          tabIndex={-1}
          rel="noopener noreferrer"
          target="_blank"
          onClick={close}
        >
          <ItemText icon={item.icon ?? 'external'} text={item.text} />
        </a>
      );
    case 'user':
      return (
        <button type="button" role="menuitem" className="menu-item" tabIndex={-1} onClick={activate(item.action)}>
          {item.avatarUrl ? (
            <img className="menu-avatar" src={item.avatarUrl} alt="" width={24} height={24} />
          ) : (
            <Icon name="user" />
          )}
          <span>{item.text}</span>
        </button>
      );
    case 'switch':
      return (
        <button
          type="button"
          role="menuitemcheckbox"
          aria-checked={item.value}
          aria-disabled={item.disabled || undefined}
          className="menu-item"
          tabIndex={-1}
          onClick={() => !item.disabled && item.onChange(!item.value)}
        >
          <ItemText icon={item.icon} text={item.text} />
          <span className={item.value ? 'switch on' : 'switch'} aria-hidden="true" />
        </button>
      );
    case 'radio':
      return (
        // biome-ignore lint/a11y/useSemanticElements: radio items inside a menu follow the ARIA menu pattern.
        <div role="group" aria-label={item.text} className="menu-radio">
          <div className="menu-label">{item.text}</div>
          {item.options.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitemradio"
              aria-checked={item.value === option.value}
              className="menu-item"
              tabIndex={-1}
              onClick={activate(() => item.onChange(option.value))}
            >
              <ItemText icon={item.value === option.value ? 'check' : undefined} text={option.text} />
            </button>
          ))}
        </div>
      );
    case 'parent':
      return <SubMenu item={item} close={close} open={open} setOpen={setOpen} onEnter={onEnter} onLeave={onLeave} />;
    case 'button':
      return (
        <button
          type="button"
          role="menuitem"
          className={['menu-item', item.danger && 'danger', item.active && 'active'].filter(Boolean).join(' ')}
          aria-disabled={item.disabled || undefined}
          tabIndex={-1}
          onClick={() => !item.disabled && activate(item.action)()}
        >
          <ItemText icon={item.icon} text={item.text} />
          {item.indicate && (
            <span className="menu-indicator">
              <span className="visually-hidden">new</span>
            </span>
          )}
        </button>
      );
  }
}

function SubMenu({
  item,
  close,
  open,
  setOpen,
  onEnter,
  onLeave,
}: {
  item: Extract<MenuItem, { type: 'parent' }>;
  close(): void;
  open: boolean;
  setOpen(open: boolean): void;
  onEnter(): void;
  onLeave(): void;
}) {
  const [children, setChildren] = useState<readonly MenuItem[] | null>(
    Array.isArray(item.children) ? item.children : null,
  );
  const button = useRef<HTMLButtonElement>(null);
  const submenu = useRef<HTMLDivElement>(null);
  // Placed before it is painted, from its size where the stylesheet first puts it (the viewport's
  // corner), again when its items come, the window is resized or a box scrolls. Written to its
  // style directly: it stays focusable throughout, so focus can move into it as it opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: its items coming change its size.
  useLayoutEffect(() => {
    const box = submenu.current;
    const item = button.current;
    if (!open || !box || !item) return;
    const place = () => {
      box.style.left = '0px';
      box.style.top = '0px';
      const direction = getComputedStyle(item).direction === 'rtl' ? 'rtl' : 'ltr';
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const at = placeSubmenu(item.getBoundingClientRect(), box.getBoundingClientRect(), viewport, direction);
      box.style.left = `${at.left}px`;
      box.style.top = `${at.top}px`;
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, children]);
  useEffect(() => {
    if (!open || children || Array.isArray(item.children)) return;
    let live = true;
    (item.children as () => Promise<readonly MenuItem[]>)().then((c) => live && setChildren(c));
    return () => {
      live = false;
    };
  }, [open, children, item.children]);
  const onKey = (event: KeyboardEvent) => {
    if (inlineArrow(event.key, event.currentTarget) === 'end' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
    }
  };
  const body: ReactNode = children ? (
    <Menu
      key="items"
      items={children}
      close={close}
      label={item.text}
      onBack={() => {
        setOpen(false);
        button.current?.focus();
      }}
    />
  ) : (
    <Menu key="pending" items={[{ type: 'pending' }]} close={close} label={item.text} />
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer hover only keeps the submenu open; keys are on the button.
    <div
      className="menu-parent"
      onMouseEnter={() => {
        onEnter();
        setOpen(true);
      }}
      onMouseLeave={onLeave}
    >
      <button
        ref={button}
        type="button"
        role="menuitem"
        aria-haspopup="menu"
        aria-expanded={open}
        className="menu-item"
        tabIndex={-1}
        onKeyDown={onKey}
        // Opens only: the pointer's hover has usually opened it already, and a toggle would shut it.
        onClick={() => setOpen(true)}
      >
        <ItemText icon={item.icon} text={item.text} />
        <Icon name="chevron-right" />
      </button>
      {open && (
        <div ref={submenu} className="menu-submenu">
          {body}
        </div>
      )}
    </div>
  );
}

function ItemText({ icon, text }: { icon: string | undefined; text: string }) {
  return (
    <>
      {icon ? <Icon name={icon} /> : <span className="icon-space" />}
      <span className="menu-text">{text}</span>
    </>
  );
}
