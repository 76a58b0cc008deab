import { useHost } from '@tessera/sdk';
import type { Kernel } from '../../kernel/kernel';
import { MainColumn } from './MainColumn';

/**
 * The page alone in a centred column: zen (asked for with ?zen or ?ui=zen) and the minimal
 * layout of flows opened from elsewhere (/share, /miauth, ...), which has no way out on purpose.
 */
export function ZenLayout({ kernel, minimal }: { kernel: Kernel; minimal: boolean }) {
  const { t } = useHost().i18n;
  return (
    <div className={minimal ? 'layout-solo layout-minimal' : 'layout-solo layout-zen'}>
      <a className="skip-link" href="#main">
        {t('kernel.skipToContent')}
      </a>
      <MainColumn kernel={kernel} />
    </div>
  );
}
