import { Fragment, type ReactNode, useId, useState } from 'react';
import { useViewer } from '../hooks';
import { Icon } from './Icon';
import { Link } from './Link';
import { TabBar } from './TabBar';
import './tabbed-page.css';

/** One tab of a TabbedPage: its label, whether only signed-in people see it, and what it shows. */
export interface PageTab<V extends string> {
  value: V;
  label: string;
  signedInOnly?: boolean;
  /** The tab's content; `label` names its list for assistive technology. */
  content(label: string): ReactNode;
}

/**
 * A feature's front page of lists under tabs (featured, one's own, liked…): the title, a link to
 * make a new one for signed-in people, an optional introduction, and the tabs, the first shown
 * first. Each tab's content mounts when chosen.
 */
export function TabbedPage<V extends string>({
  title,
  className,
  create,
  intro,
  tabs,
}: {
  title: string;
  className: string;
  create?: { to: string; label: string };
  intro?: string;
  tabs: readonly PageTab<V>[];
}) {
  const viewer = useViewer();
  const titleId = useId();
  const shown = tabs.filter((tab) => viewer.signedIn || !tab.signedInOnly);
  const [selected, setSelected] = useState<V | undefined>(shown[0]?.value);
  const current = shown.find((tab) => tab.value === selected) ?? shown[0];
  return (
    <section className={`page-card tabbed-page ${className}`} aria-labelledby={titleId}>
      <header className="tabbed-page-header">
        <h1 id={titleId}>{title}</h1>
        {create && viewer.signedIn && (
          <Link to={create.to} className="button primary">
            <Icon name="plus" size={16} /> {create.label}
          </Link>
        )}
      </header>
      {intro && <p className="form-hint">{intro}</p>}
      {current && (
        <>
          <TabBar<V>
            label={title}
            tabs={shown.map(({ value, label }) => ({ value, label }))}
            selected={current.value}
            onSelect={setSelected}
          />
          <Fragment key={current.value}>{current.content(current.label)}</Fragment>
        </>
      )}
    </section>
  );
}
