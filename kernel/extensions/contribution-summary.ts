import type { ContributionSummary, ExtensionDefinition } from '@tessera/sdk';

/**
 * What a definition declares (its `contributes` and `preferences`; later contributions and what
 * `main` registers are not known before they load), as Settings > Extensions lists it.
 */
export function contributionSummary(definition: ExtensionDefinition): ContributionSummary[] {
  const declared = definition.contributes ?? {};
  const summary: ContributionSummary[] = [];
  for (const route of declared.routes ?? []) summary.push({ kind: 'page', name: route.path });
  for (const [slot, items] of Object.entries(declared.menu ?? {}))
    for (const item of items ?? []) summary.push({ kind: 'menuItem', name: `${slot}: ${item.id}` });
  for (const widget of declared.widgets ?? []) summary.push({ kind: 'widget', name: widget.name });
  for (const service of declared.services ?? []) summary.push({ kind: 'service', name: service.id });
  for (const command of declared.commands ?? []) summary.push({ kind: 'command', name: command });
  for (const point of declared.points ?? []) summary.push({ kind: 'point', name: point.name });
  // Strings are the extension's own words, not something it adds to the page.
  for (const [point, items] of Object.entries(declared.to ?? {}))
    if (point !== 'locale' && items && items.length > 0) summary.push({ kind: 'item', name: point });
  for (const key of Object.keys(definition.preferences ?? {})) summary.push({ kind: 'preference', name: key });
  return summary;
}
