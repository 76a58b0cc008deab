/** Misskey's type filter: 'image/*' matches by prefix, anything else exactly; none for null. */
export function typeFilter(type: string | null | undefined): { where: string[]; values: string[] } {
  if (typeof type !== 'string') return { where: [], values: [] };
  if (!type.endsWith('/*')) return { where: ['type = ?'], values: [type] };
  return {
    where: ["type LIKE ? ESCAPE '\\'"],
    values: [`${type.slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
  };
}
