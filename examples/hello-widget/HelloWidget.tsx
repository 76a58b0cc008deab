import { useEndpoint, type WidgetProps } from '@tessera/sdk';

/** The example's widget: a greeting with the server's name, read through the SDK's API hook. */
export default function HelloWidget(_props: WidgetProps) {
  const meta = useEndpoint('meta', { detail: false });
  return (
    <div className="hello-widget">
      <h2>Greeting</h2>
      <p>{meta.status === 'ready' ? `Welcome to ${meta.data.name ?? 'this server'}.` : 'Welcome.'}</p>
    </div>
  );
}
