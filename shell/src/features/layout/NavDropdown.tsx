import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { pathTo } from '@site/contracts';
import { ChevronDownIcon } from './icons';
import type { NavItem } from './nav-links';
import { PreloadLink } from './PreloadLink';
import { useOpenUntilNavigation } from './use-open-until-navigation';
import { useOutsidePointer } from './use-outside-pointer';

export type DropdownItem = NavItem | { label: string; onSelect: () => void };

interface NavDropdownProps {
  /** What the toggle shows: an icon and label, or an avatar. */
  trigger: ReactNode;
  /** The toggle's accessible name when `trigger` has no text of its own. */
  triggerLabel?: string;
  items: DropdownItem[];
  className?: string;
  align?: 'start' | 'end';
}

/**
 * A disclosure menu of links: Escape closes it and returns focus to the toggle, arrow keys move
 * between items, and it closes when focus or a click goes elsewhere.
 */
export function NavDropdown({ trigger, triggerLabel, items, className, align = 'start' }: NavDropdownProps) {
  const { open, setOpen, toggle } = useOpenUntilNavigation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useOutsidePointer(rootRef, open, () => setOpen(false));

  const menuItems = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);

  function focusItem(offset: number) {
    const list = menuItems();
    if (!list.length) return;
    const current = list.indexOf(document.activeElement as HTMLElement);
    const next = current === -1 ? (offset > 0 ? 0 : list.length - 1) : (current + offset + list.length) % list.length;
    list[next].focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Show the list now, so that the item can take focus in this same keystroke.
      if (!open) flushSync(() => setOpen(true));
      focusItem(event.key === 'ArrowDown' ? 1 : -1);
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <div
      ref={rootRef}
      className={['nav-dropdown', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-dropdown__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={triggerLabel}
        onClick={toggle}
      >
        {trigger}
        <ChevronDownIcon />
      </button>
      <ul id={menuId} className={`nav-dropdown__menu nav-dropdown__menu--${align}`} hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            {'route' in item ? (
              <PreloadLink to={pathTo(item.route)} end className="nav-dropdown__item" data-menu-item="">
                {item.label}
              </PreloadLink>
            ) : (
              <button
                type="button"
                className="nav-dropdown__item"
                data-menu-item=""
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
