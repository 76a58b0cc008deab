import { lazyComponent } from '@tessera/sdk';
import { Suspense } from 'react';

// The not-found page loads when first shown: most sessions never see it.
const NotFoundPage = lazyComponent<{ loginRequired?: boolean }>(() => import('./NotFoundPage'));

/** What a visitor sees on a sign-in-only page: the not-found page with its sign-in prompt. */
export const loginRequiredPage = (
  <Suspense fallback={null}>
    <NotFoundPage loginRequired />
  </Suspense>
);
