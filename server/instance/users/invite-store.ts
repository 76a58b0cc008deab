import { bindFirst } from '../bind-first';
import type { Db } from '../db/database';
import {
  allInvites,
  createInvite,
  deleteInvite,
  inviteById,
  invitesCreatedSince,
  invitesOf,
  recordInviteUser,
  releaseInvite,
  takeInvite,
  usableInvite,
} from './invites';

/** Invitation codes, bound to one database: what endpoints reach as `ctx.services.invites`. */
export function inviteStoreOf(db: Db) {
  const bind = bindFirst(db);
  return {
    create: bind(createInvite),
    createdSince: bind(invitesCreatedSince),
    byId: bind(inviteById),
    of: bind(invitesOf),
    all: bind(allInvites),
    delete: bind(deleteInvite),
    usable: bind(usableInvite),
    take: bind(takeInvite),
    recordUser: bind(recordInviteUser),
    release: bind(releaseInvite),
  };
}

/** The invitation codes of an instance (see inviteStoreOf). */
export type InviteStore = ReturnType<typeof inviteStoreOf>;
