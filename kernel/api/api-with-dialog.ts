import type {
  ApiClient,
  ApiWithDialogOptions,
  EndpointName,
  EndpointParams,
  EndpointResult,
  I18n,
  ModalHandle,
  TesseraHost,
} from '@tessera/sdk';
import { describeApiError } from './describe-error';

/**
 * The host's `apiWithDialog` and `copyToClipboard`: an API call made the way a user action should
 * be (the waiting overlay, then the success overlay, or the error dialog of spec 001 section 8 with
 * its "copy error details" action), and the clipboard copy that action uses, which says when it
 * copied.
 */
export function createApiWithDialog(deps: {
  api: ApiClient;
  modals: ModalHandle;
  i18n: I18n;
  /** Where the clipboard is (read at each copy; an insecure page has none). */
  navigator: { readonly clipboard?: Pick<Clipboard, 'writeText'> };
}): Pick<TesseraHost, 'apiWithDialog' | 'copyToClipboard'> {
  const { api, modals, i18n } = deps;
  const copyToClipboard = async (text: string) => {
    const copied = await deps.navigator.clipboard?.writeText(text).then(
      () => true,
      () => false,
    );
    if (!copied) return;
    // Its words are among the kernel's later strings.
    await i18n.loadStrings('kernel').catch(() => {});
    modals.toast(i18n.t('kernel.copiedToClipboard'));
  };

  const apiWithDialog = async <E extends EndpointName>(
    endpoint: E,
    params?: EndpointParams<E>,
    options: ApiWithDialogOptions = {},
  ): Promise<EndpointResult<E>> => {
    const call = api.call(endpoint, params);
    try {
      const result = await (options.waiting === false ? call : modals.waiting(call));
      if (options.success !== false) void modals.success();
      return result;
    } catch (error) {
      // The error texts are among the kernel's later strings: the dialog waits for them.
      await i18n.loadStrings('kernel').catch(() => {});
      const shown = describeApiError(error, i18n, options.customErrors);
      const copy = shown.copyInfo;
      const answer = await modals.dialog({
        type: 'error',
        title: shown.title,
        text: shown.text,
        ...(copy
          ? {
              actions: [
                { text: i18n.t('kernel.ok'), value: 'ok', primary: true },
                { text: i18n.t('kernel.copyErrorInfo'), value: 'copy' },
              ],
            }
          : {}),
      });
      if (copy && !answer.canceled && answer.result === 'copy') await copyToClipboard(copy);
      throw error;
    }
  };

  return { apiWithDialog, copyToClipboard };
}
