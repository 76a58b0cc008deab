import { achievementsOf, grantAchievement } from '../achievements';
import { bindFirst, bindLate } from '../bind-first';
import type { Db } from '../db/database';
import { checkEmailAddress } from '../mail/email-address';
import type { Notifications } from '../notifications/notifications';
import { hashPassword, verifyPassword } from '../passwords';
import type { Services } from '../services';
import { deleteAccount } from './delete-account';
import { requestPasswordReset, setEmail, takePasswordReset, verifyEmail } from './email';
import { setPasswordLess } from './password-less';
import { completeSignup, holdSignup } from './pending-signups';
import { recordSignin } from './signins';
import { profileOf } from './user-row';
import type { Users } from './users';

/**
 * What happens to an account beyond its row (signing up and in, passwords, email, deletion,
 * achievements): what endpoints reach as `ctx.services.accounts`.
 */
export function accountsOf(db: Db, users: Users, notifications: Notifications, services: () => Services) {
  const bind = bindFirst(db);
  const late = bindLate(services);
  return {
    /** The account's profile fields, parsed from its row. */
    profileOf,
    hashPassword,
    verifyPassword,
    checkEmailAddress: bind(checkEmailAddress),
    holdSignup: (username: string, email: string, password: string) => holdSignup(db, users, username, email, password),
    completeSignup: (code: string) => completeSignup(db, users, code),
    recordSignin: bind(recordSignin),
    setPasswordLess: bind(setPasswordLess),
    setEmail: bind(setEmail),
    verifyEmail: bind(verifyEmail),
    requestPasswordReset: bind(requestPasswordReset),
    takePasswordReset: bind(takePasswordReset),
    delete: late(deleteAccount),
    achievements: bind(achievementsOf),
    grantAchievement: (userId: string, name: Parameters<typeof grantAchievement>[3]) =>
      grantAchievement(db, notifications, userId, name),
  };
}

/** The account operations of an instance (see accountsOf). */
export type Accounts = ReturnType<typeof accountsOf>;
