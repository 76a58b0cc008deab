import { useHost } from '@tessera/sdk';
import type { InstanceMeta } from '../fetch-meta';
import { AccountArea } from './AccountArea';
import { MainMenu } from './MainMenu';

/** The navigation sidebar: the server's name and icon, the main menu and the account area. */
export function SideNav({ meta, open }: { meta: InstanceMeta; open?: boolean }) {
  const { t } = useHost().i18n;
  return (
    <nav id="layout-nav" className="layout-nav" aria-label={t('kernel.mainMenu')} data-open={open}>
      <a className="instance-brand" href="/">
        <img src={meta.iconUrl ?? '/client-assets/icon.svg'} alt="" width={40} height={40} />
        <span>{meta.name ?? 'Tessera'}</span>
      </a>
      <MainMenu />
      <AccountArea />
    </nav>
  );
}
