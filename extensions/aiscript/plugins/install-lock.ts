/**
 * A lock per install (Web Locks, shared by the tabs of this origin and let go when a tab goes),
 * so one tab's cleanup of interrupted installs leaves alone an install still under way in another.
 * A browser without Web Locks (a page served over plain HTTP) runs both sides without one.
 */
const lockName = (session: string) => `tessera:plugin-install:${session}`;

function lockManager(): LockManager | undefined {
  return typeof navigator === 'object' ? (navigator.locks as LockManager | undefined) : undefined;
}

/** Runs an install's token request holding its lock. */
export function holdingInstallLock<T>(session: string, run: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  return locks ? (locks.request(lockName(session), run) as Promise<T>) : run();
}

/** Runs `run` unless the install of this session is still under way in some tab. */
export async function unlessInstalling(session: string, run: () => Promise<void>): Promise<void> {
  const locks = lockManager();
  if (!locks) return run();
  await locks.request(lockName(session), { ifAvailable: true }, async (lock) => {
    if (lock) await run();
  });
}
