import {
  ApiError,
  type ApiWithDialogOptions,
  CLIENT_ERROR_CODES,
  type ErrorPresentation,
  type I18n,
  SIGNIN_LIMIT_ERROR_ID,
} from '@tessera/sdk';

/**
 * Maps a failed call to the dialog of spec 001 section 8: INTERNAL_ERROR (with details to copy),
 * RATE_LIMIT_EXCEEDED, INVALID_PARAM, ROLE_PERMISSION_DENIED, TOO_MANY*, an unreadable answer,
 * then per-error-id custom texts, else the server's message with the error id. Of Misskey's
 * TOO_MANY codes, all are limits on making more (antennas, clips, lists, webhooks, drafts…) but
 * TOO_MANY_AUTHENTICATION_FAILURES, its sign-in's limit per address, which says so instead.
 */
export function describeApiError(
  error: unknown,
  i18n: I18n,
  customErrors: ApiWithDialogOptions['customErrors'] = {},
  now: () => Date = () => new Date(),
): ErrorPresentation {
  const t = i18n.t;
  if (!(error instanceof ApiError)) {
    return { title: t('kernel.error'), text: error instanceof Error ? error.message : String(error) };
  }
  const custom = customErrors[error.id];
  if (custom) return { title: custom.title ?? t('kernel.error'), text: custom.text };
  const code = error.code;
  if (code === CLIENT_ERROR_CODES.network) {
    return { title: t('kernel.networkError.title'), text: t('kernel.networkError.text') };
  }
  const generic = {
    title: t('kernel.error'),
    text: t('kernel.genericError.text', { message: error.message, id: error.id }),
  };
  // The texts of answers the server gave come with the kernel's later strings (fetched as the page
  // settles; callers that can wait, such as apiWithDialog, load them first). Until they have come,
  // an answer shows the server's own message with its id; a network error's text is always here.
  if (!i18n.hasStrings('kernel')) {
    void i18n.loadStrings('kernel');
    return code === 'INTERNAL_ERROR' ? { ...generic, copyInfo: copyInfoOf(error, now) } : generic;
  }
  if (code === 'INTERNAL_ERROR') {
    return {
      title: t('kernel.internalError.title'),
      text: t('kernel.internalError.text'),
      copyInfo: copyInfoOf(error, now),
    };
  }
  if (code === 'RATE_LIMIT_EXCEEDED') return { title: t('kernel.rateLimit.title'), text: t('kernel.rateLimit.text') };
  if (code === 'INVALID_PARAM') return { title: t('kernel.invalidParam.title'), text: t('kernel.invalidParam.text') };
  if (code === 'ROLE_PERMISSION_DENIED') {
    return { title: t('kernel.permissionDenied.title'), text: t('kernel.permissionDenied.text') };
  }
  if (error.id === SIGNIN_LIMIT_ERROR_ID) {
    return { title: t('kernel.signinLimit.title'), text: t('kernel.signinLimit.text') };
  }
  if (code.startsWith('TOO_MANY'))
    return { title: t('kernel.tooMany.title'), text: t('kernel.tooMany.text', { id: error.id }) };
  if (code === CLIENT_ERROR_CODES.invalidResponse) {
    return { title: t('kernel.invalidResponse.title'), text: t('kernel.invalidResponse.text') };
  }
  return generic;
}

/** What "copy error details" copies of an internal error: the endpoint, the server's info, the date. */
const copyInfoOf = (error: ApiError, now: () => Date): string =>
  JSON.stringify({ endpoint: error.endpoint, info: error.info ?? null, date: now().toISOString() }, null, 2);
