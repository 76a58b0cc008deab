// For tests: the server's and the end-to-end ones (which import this file alone, not the instance).

/**
 * The parameters of `admin/roles/create` for a role as an administrator makes one in the control
 * panel: private, manually assigned, no badge and no policies of its own unless `over` says otherwise.
 */
export function roleParams(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'A role',
    description: '',
    color: null,
    iconUrl: null,
    target: 'manual',
    condFormula: {},
    isPublic: false,
    isExplorable: false,
    isModerator: false,
    isAdministrator: false,
    asBadge: false,
    canEditMembersByModerator: false,
    displayOrder: 0,
    policies: {},
    ...over,
  };
}
