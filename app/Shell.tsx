import type { InstanceMeta } from './fetch-meta';

/**
 * The default layout's frame: navigation sidebar, the main column and the widget column.
 * Extensions fill it through the SDK's contribution points.
 */
export function Shell({ meta }: { meta: InstanceMeta }) {
  const name = meta.name ?? 'Tessera';
  return (
    <div className="layout-default">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <nav className="layout-nav" aria-label="Main menu">
        <a className="instance-brand" href="/">
          <img src={meta.iconUrl ?? '/client-assets/icon.svg'} alt="" width={40} height={40} />
          <span>{name}</span>
        </a>
      </nav>
      <main id="main" className="layout-main" tabIndex={-1}>
        <header className="page-header">
          <h1>{name}</h1>
        </header>
        {meta.description && <p className="instance-description">{meta.description}</p>}
      </main>
      <aside className="layout-widgets" aria-label="Widgets" />
    </div>
  );
}
