import { useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { WidgetSettings } from '@tessera/sdk/kit';
import { useEffect, useId, useRef } from 'react';
import './games.css';

/** Misskey's mascot, drawn by the Misskey project's own page (the only frame the CSP allows). */
export const MASCOT_ORIGIN = 'https://misskey-dev.github.io';
const MASCOT_PAGE = `${MASCOT_ORIGIN}/mascot-web/?scale=1.5&y=1.1&eyeY=100`;

/**
 * The aichan widget, as Misskey's: Ai-chan in a frame of the Misskey project's mascot page,
 * her eyes following the pointer (told by message, as that page expects). Transparent is its
 * setting. The frame runs sandboxed and cannot reach this page.
 */
export default function AichanWidget({ settings, updateSettings }: WidgetProps) {
  const t = useExtensionStrings('games');
  const frame = useRef<HTMLIFrameElement>(null);
  const transparentId = useId();
  useEffect(() => {
    const onMove = (event: MouseEvent) => {
      const target = frame.current;
      if (!target?.contentWindow) return;
      const rect = target.getBoundingClientRect();
      target.contentWindow.postMessage(
        { type: 'moveCursor', body: { x: event.clientX - rect.left, y: event.clientY - rect.top } },
        MASCOT_ORIGIN,
      );
    };
    window.addEventListener('mousemove', onMove, { passive: true });
    return () => window.removeEventListener('mousemove', onMove);
  }, []);
  return (
    <div className="aichan-widget" data-transparent={settings.transparent === true || undefined}>
      <iframe
        ref={frame}
        className="aichan-frame"
        src={MASCOT_PAGE}
        title={t('aichan.frame')}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        loading="lazy"
      />
      <WidgetSettings>
        <label htmlFor={transparentId}>
          <input
            id={transparentId}
            type="checkbox"
            checked={settings.transparent === true}
            onChange={(e) => updateSettings({ ...settings, transparent: e.target.checked })}
          />{' '}
          {t('aichan.transparent')}
        </label>
      </WidgetSettings>
    </div>
  );
}
