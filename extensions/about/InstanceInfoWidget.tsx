import { Link, useExtensionStrings, useInstanceMeta, type WidgetProps } from '@tessera/sdk';
import './about-widgets.css';

/** The server's banner, icon and name, leading to /about. */
export default function InstanceInfoWidget(_props: WidgetProps) {
  const t = useExtensionStrings('about');
  const meta = useInstanceMeta();
  if (!meta) return null;
  return (
    <div className="instance-info-widget">
      {meta.bannerUrl && <img className="instance-info-banner" src={meta.bannerUrl} alt="" />}
      <div className="instance-info-body">
        {meta.iconUrl && <img className="instance-info-icon" src={meta.iconUrl} alt="" width={40} height={40} />}
        <Link to="/about">{meta.name ?? t('widget.thisServer')}</Link>
      </div>
    </div>
  );
}
