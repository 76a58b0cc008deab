// Shared by the local instance, which refuses uploads by these rules, and the client, which says
// so before sending the bytes.

/** Whether a MIME type matches a pattern of a role's uploadableFileTypes ('image/*' by prefix, anything else exactly). */
export function matchesMimePattern(pattern: string, type: string): boolean {
  return pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : pattern === type;
}

/** Whether a file of this type may be uploaded under these patterns. */
export function isUploadableType(type: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesMimePattern(pattern, type));
}
