import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../db/database';
import { apiErrors } from '../errors';

/** Misskey's one-time codes: six digits every 30 seconds (TOTP, SHA-1). */
const DIGITS = 6;
/** Steps either side accepted when confirming the set-up, and when signing in (Misskey's windows). */
const SETUP_WINDOW = 1;
const SIGNIN_WINDOW = 5;
const BACKUP_CODE_COUNT = 20;

interface TwoFactorRow {
  secret: string | null;
  pending_secret: string | null;
  backup_codes: string;
}

/** Whether a user has two-factor authentication on, and how many backup codes are left. */
export interface TwoFactorState {
  enabled: boolean;
  backupCodesStock: 'full' | 'partial' | 'none';
}

/**
 * A user's second factor: a TOTP secret confirmed with a first code, and single-use backup codes.
 * Kept in its own table so that no user query carries the secrets.
 */
export class TwoFactor {
  constructor(private readonly db: Db) {}

  private row(userId: string): TwoFactorRow | undefined {
    return rowOf(this.db, userId);
  }

  state(userId: string): TwoFactorState {
    return twoFactorState(this.db, userId);
  }

  /**
   * Misskey's guard before a sensitive change (the second factor itself, the password, deleting
   * the account): with two-factor on, a valid code must come along. Misskey answers a missing or
   * wrong one with a plain error, which its API turns into INTERNAL_ERROR; so does this.
   */
  requireCode(userId: string, code: string | null | undefined): void {
    if (!this.state(userId).enabled) return;
    if (!code || !this.verify(userId, code)) throw apiErrors.internal();
  }

  /** Starts a set-up: a new secret waits for its first code; the answer is what an authenticator app scans. */
  async begin(userId: string, label: string, issuer: string) {
    const secret = new OTPAuth.Secret();
    this.db
      .prepare(
        `INSERT INTO two_factor (user_id, pending_secret) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET pending_secret = excluded.pending_secret`,
      )
      .run(userId, secret.base32);
    const url = new OTPAuth.TOTP({ secret, digits: DIGITS, label, issuer }).toString();
    return { qr: await QRCode.toDataURL(url), url, secret: secret.base32, label, issuer };
  }

  /**
   * Confirms the set-up with a code from the app: the waiting secret becomes the one, with fresh
   * backup codes (returned once). Null when no set-up waits or the code is wrong.
   */
  confirm(userId: string, code: string): string[] | null {
    const pending = this.row(userId)?.pending_secret;
    if (!pending || !matchesTotp(pending, code.replace(/\s/g, ''), SETUP_WINDOW)) return null;
    const backupCodes = Array.from({ length: BACKUP_CODE_COUNT }, () => new OTPAuth.Secret().base32);
    this.db
      .prepare(
        'UPDATE two_factor SET secret = pending_secret, pending_secret = NULL, backup_codes = ? WHERE user_id = ?',
      )
      .run(JSON.stringify(backupCodes), userId);
    return backupCodes;
  }

  /** Checks a code at sign-in (or before a sensitive change): a current TOTP code, or a backup code, which is then used up. */
  verify(userId: string, code: string): boolean {
    const row = this.row(userId);
    if (!row?.secret) return false;
    const backupCodes = JSON.parse(row.backup_codes) as string[];
    if (backupCodes.includes(code)) {
      this.db
        .prepare('UPDATE two_factor SET backup_codes = ? WHERE user_id = ?')
        .run(JSON.stringify(backupCodes.filter((c) => c !== code)), userId);
      return true;
    }
    return matchesTotp(row.secret, code, SIGNIN_WINDOW);
  }

  /** Turns the second factor off and forgets its secrets. */
  disable(userId: string): void {
    this.db.prepare('DELETE FROM two_factor WHERE user_id = ?').run(userId);
  }
}

function rowOf(db: Db, userId: string): TwoFactorRow | undefined {
  return db.prepare('SELECT secret, pending_secret, backup_codes FROM two_factor WHERE user_id = ?').get(userId) as
    | TwoFactorRow
    | undefined;
}

/** Whether a user signs in with a second factor, and how many backup codes are left (for packing users). */
export function twoFactorState(db: Db, userId: string): TwoFactorState {
  const row = rowOf(db, userId);
  if (!row?.secret) return { enabled: false, backupCodesStock: 'none' };
  const left = (JSON.parse(row.backup_codes) as string[]).length;
  return { enabled: true, backupCodesStock: left === BACKUP_CODE_COUNT ? 'full' : left > 0 ? 'partial' : 'none' };
}

function matchesTotp(secret: string, code: string, window: number): boolean {
  return (
    OTPAuth.TOTP.validate({ secret: OTPAuth.Secret.fromBase32(secret), digits: DIGITS, token: code, window }) !== null
  );
}
