import { preloadModalHost } from '../modals/ModalLayers';
import { preloadModalCode } from '../modals/modal-service';
import { preloadPageWindowCode } from '../windows/WindowLayer';

/**
 * Loads the code of the layers drawn over pages (dialogs and menus, their host, page windows)
 * once the first view has settled, so the first one opened shows at once without weighing on the
 * first view. A failure is left for when the layer is first opened.
 */
export function preloadLayersWhenSettled(whenSettled: (task: () => void) => void): void {
  whenSettled(() => {
    void preloadModalCode().catch(() => {});
    void preloadModalHost().catch(() => {});
    void preloadPageWindowCode().catch(() => {});
  });
}
