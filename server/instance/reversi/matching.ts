/** How long an invitation stands (Misskey's 20 s): the inviter's client renews it while waiting. */
export const INVITATION_MS = 20_000;
/** How long a wish to play anyone stands (Misskey's 15 s), renewed the same way. */
export const MATCH_ANY_MS = 15_000;

/**
 * Who is waiting for whom, kept in memory as Misskey keeps it in Redis: both kinds expire unless
 * the waiting client asks again, so a closed tab stops waiting by itself.
 */
export class ReversiMatching {
  /** Invitations by invitee: inviter id → when invited. */
  private readonly invitations = new Map<string, Map<string, number>>();
  /** People who asked for anyone: user id → when, and whether they want the classic rules only. */
  private readonly anyone = new Map<string, { at: number; noIrregularRules: boolean }>();

  constructor(private readonly now: () => number = Date.now) {}

  invite(inviterId: string, inviteeId: string): void {
    const byInviter = this.invitations.get(inviteeId) ?? new Map<string, number>();
    byInviter.set(inviterId, this.now());
    this.invitations.set(inviteeId, byInviter);
  }

  /** The standing invitations to a user, oldest first. */
  invitersOf(inviteeId: string): string[] {
    const byInviter = this.invitations.get(inviteeId);
    if (!byInviter) return [];
    const since = this.now() - INVITATION_MS;
    for (const [inviterId, at] of byInviter) if (at < since) byInviter.delete(inviterId);
    return [...byInviter.entries()].sort((a, b) => a[1] - b[1]).map(([inviterId]) => inviterId);
  }

  /** Takes back (or uses up) an invitation; true if it stood. */
  withdraw(inviterId: string, inviteeId: string): boolean {
    const stood = this.invitersOf(inviteeId).includes(inviterId);
    this.invitations.get(inviteeId)?.delete(inviterId);
    return stood;
  }

  waitForAnyone(userId: string, noIrregularRules: boolean): void {
    this.anyone.set(userId, { at: this.now(), noIrregularRules });
  }

  /** Someone else waiting for anyone (the most recent), taken off the list with the caller. */
  takeSomeoneFor(userId: string): { userId: string; noIrregularRules: boolean } | null {
    const since = this.now() - MATCH_ANY_MS;
    let found: { userId: string; at: number; noIrregularRules: boolean } | null = null;
    for (const [waiting, wish] of this.anyone) {
      if (wish.at < since) this.anyone.delete(waiting);
      else if (waiting !== userId && (!found || wish.at > found.at)) found = { userId: waiting, ...wish };
    }
    if (!found) return null;
    this.anyone.delete(found.userId);
    this.anyone.delete(userId);
    return { userId: found.userId, noIrregularRules: found.noIrregularRules };
  }

  stopWaiting(userId: string): void {
    this.anyone.delete(userId);
  }
}
