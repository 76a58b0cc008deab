import {
  type ContributionEntry,
  contributedTitle,
  lazyComponent,
  useContributions,
  useExtensionStrings,
  useI18n,
  usePreference,
} from '@tessera/sdk';
import { type CSSProperties, Suspense, useLayoutEffect, useRef } from 'react';
import type { StatusbarContribution, StatusbarPlacement } from './api';
import { commonSettings } from './statusbar-config';
import './statusbar.css';

/** The CSS variable the layouts keep clear at the bottom of the page for the bars. */
const HEIGHT_VARIABLE = '--statusbars-height';

/** The status bars of the `statusbars` preference along the bottom of the page (not on phones). */
export default function Statusbars() {
  const t = useExtensionStrings('statusbar');
  const [bars] = usePreference('statusbars');
  const kinds = useContributions('statusbar');
  const ref = useRef<HTMLElement>(null);
  const shown = bars.flatMap((bar) => {
    const kind = kinds.find((k) => k.item.type === bar.type);
    return kind ? [{ bar, kind }] : [];
  });

  const anyShown = shown.length > 0;
  // The layouts leave room for the bars through a variable: their height, 0 when hidden (phones).
  useLayoutEffect(() => {
    if (!anyShown) return;
    const root = document.documentElement;
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [anyShown]);

  if (!anyShown) return null;
  return (
    <aside className="statusbars" ref={ref} aria-label={t('title')}>
      {shown.map(({ bar, kind }) => (
        <Statusbar key={bar.id} bar={bar} kind={kind} />
      ))}
    </aside>
  );
}

function Statusbar({ bar, kind }: { bar: StatusbarPlacement; kind: ContributionEntry<StatusbarContribution> }) {
  const { t } = useI18n();
  const Items = lazyComponent(kind.item.component);
  const common = commonSettings(bar.props);
  const label = bar.name || contributedTitle(t, kind.extensionId, kind.item.label ?? kind.item.title);
  const track: CSSProperties = {
    animationDuration: `${common.marqueeDuration}s`,
    animationDirection: common.marqueeReverse ? 'reverse' : 'normal',
  };
  return (
    <section className="statusbar" data-size={bar.size} data-black={bar.black} aria-label={label}>
      <span className="statusbar-name" aria-hidden="true">
        {label}
      </span>
      <div className="statusbar-marquee">
        <div className="statusbar-track" style={track}>
          <Suspense fallback={null}>
            <Items settings={bar.props} refreshSeconds={common.refreshIntervalSec} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
