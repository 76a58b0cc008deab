import {
  type ContributionPointName,
  type ContributionPoints,
  defineContributionPoint,
  type RouteContribution,
} from '@tessera/sdk';
import type { PointBehaviour, ReportFailure } from '../registries/contribution-registry';
import { guard, isolateLoader, pointBehaviour } from './isolate';

/** A route's page, redirect and prefetch isolated, and its children's, all the way down. */
function isolateRoute(extensionId: string, route: RouteContribution, report: ReportFailure): RouteContribution {
  return {
    ...route,
    ...(route.page ? { page: isolateLoader(extensionId, route.page, report) } : {}),
    ...(typeof route.redirect === 'function'
      ? { redirect: guard(extensionId, route.redirect, () => '/', report) }
      : {}),
    ...(route.prefetch ? { prefetch: guard(extensionId, route.prefetch, () => undefined, report) } : {}),
    ...(route.children ? { children: route.children.map((child) => isolateRoute(extensionId, child, report)) } : {}),
  };
}

/**
 * The SDK's generic points, which the kernel and the shell consume, defined by the kernel the
 * way an extension defines its own (`defineContributionPoint`); only routes, nested, need code
 * of their own. Points that serve one feature are defined by that feature's extension.
 */
export const KERNEL_POINTS: { readonly [P in ContributionPointName]?: PointBehaviour<ContributionPoints[P]> } = {
  route: { isolate: isolateRoute },
  menuItem: pointBehaviour(
    defineContributionPoint('menuItem', {
      functions: { visible: () => false, run: () => undefined },
      key: (item) => `${item.slot}/${item.id}`,
    }),
  ),
  widget: pointBehaviour(defineContributionPoint('widget', { components: ['component'], key: 'name' })),
  overlay: pointBehaviour(defineContributionPoint('overlay', { components: ['component'] })),
  hotkey: pointBehaviour(defineContributionPoint('hotkey')),
  settingsSection: pointBehaviour(defineContributionPoint('settingsSection', { components: ['page'] })),
  preferenceSetting: pointBehaviour(defineContributionPoint('preferenceSetting', { key: 'key' })),
  interruptor: pointBehaviour(defineContributionPoint('interruptor', { functions: { handle: (value) => value } })),
  streamHandler: pointBehaviour(defineContributionPoint('streamHandler', { functions: { handle: () => undefined } })),
  theme: pointBehaviour(defineContributionPoint('theme')),
  sound: pointBehaviour(defineContributionPoint('sound')),
  locale: pointBehaviour(defineContributionPoint('locale')),
};
