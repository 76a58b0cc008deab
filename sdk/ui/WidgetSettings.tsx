import { type ReactNode, useState } from 'react';
import { useHost } from '../hooks';
import './widget-settings.css';

/**
 * A widget's own settings behind a small Settings button (aria-expanded), shown under the widget
 * while open: the time zone of a clock, the list a list widget shows.
 */
export function WidgetSettings({ children, label }: { children: ReactNode; label?: string }) {
  const host = useHost();
  const [open, setOpen] = useState(false);
  return (
    <div className="widget-settings">
      <button
        type="button"
        className="button widget-settings-toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label ?? host.i18n.t('kernel.widgetSettings')}
      </button>
      {open && <div className="widget-settings-body form-controls">{children}</div>}
    </div>
  );
}
