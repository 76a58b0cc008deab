/**
 * A permission as a person reads it ("Read: your notes"), from its kind: read or write, and the
 * area, each in the extension's words; an area without words shows its own name.
 */
export function describePermission(
  t: (key: string, params?: Record<string, string>) => string,
  permission: string,
): string {
  const [verb = '', ...rest] = permission.split(':');
  const area = rest.join(':');
  const areaKey = `permission.area.${area}`;
  const areaName = t(areaKey);
  const verbName = verb === 'read' || verb === 'write' ? t(`permission.${verb}`) : verb;
  // A missing string comes back as its (namespaced) key.
  return `${verbName}: ${areaName.endsWith(areaKey) ? area : areaName}`;
}
