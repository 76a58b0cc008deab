import { useEndpoint, useExtensionStrings, useHost, type WidgetProps } from '@tessera/sdk';
import './about-widgets.css';

/** How often the count is asked again. */
const REFRESH_MS = 60_000;

/** How many people are online now (active in the last ten minutes, as Misskey counts). */
export default function OnlineUsersWidget(_props: WidgetProps) {
  const t = useExtensionStrings('about');
  const { i18n } = useHost();
  const online = useEndpoint('get-online-users-count', {}, { refreshMs: REFRESH_MS });
  return (
    <div className="online-users-widget">
      {online.status === 'ready' ? (
        <p>{t('widget.online', { count: online.data.count.toLocaleString(i18n.locale) })}</p>
      ) : (
        <p className="form-hint">{i18n.t('kernel.loading')}</p>
      )}
    </div>
  );
}
