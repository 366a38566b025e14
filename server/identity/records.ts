import { and, eq, gt, isNull, or } from 'drizzle-orm'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Database } from '../db/database.ts'
import { identityRecords } from '../db/schema.ts'

/**
 * Where the identity provider keeps what it makes (sessions, interactions, grants, codes, tokens):
 * rows in the database, one kind (`model`) each, so a restart or a second server process keeps them.
 * `grantEnded` hears of each grant ended here (a sign-out), before the provider answers.
 */
export function identityRecordsIn(db: Database, prefix = '', grantEnded: (grantId: string) => void = () => {}) {
  return class IdentityRecords implements Adapter {
    private readonly model: string

    constructor(model: string) {
      // Another provider on the same table keeps its records apart by its prefix.
      this.model = `${prefix}${model}`
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const row = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      }
      await db
        .insert(identityRecords)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [identityRecords.model, identityRecords.id], set: row })
    }

    find(id: string) {
      return this.findWhere(eq(identityRecords.id, id))
    }

    findByUid(uid: string) {
      return this.findWhere(eq(identityRecords.uid, uid))
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(identityRecords.userCode, userCode))
    }

    async consume(id: string) {
      await db
        .update(identityRecords)
        .set({ consumedAt: new Date() })
        .where(and(eq(identityRecords.model, this.model), eq(identityRecords.id, id)))
    }

    async destroy(id: string) {
      await db.delete(identityRecords).where(and(eq(identityRecords.model, this.model), eq(identityRecords.id, id)))
      if (this.model === `${prefix}Grant`) grantEnded(id)
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(identityRecords).where(eq(identityRecords.grantId, grantId))
      grantEnded(grantId)
    }

    /** A live record of this kind: one whose time has not run out. */
    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(identityRecords)
        .where(and(eq(identityRecords.model, this.model), condition, or(isNull(identityRecords.expiresAt), gt(identityRecords.expiresAt, new Date()))))
      if (!row) return undefined
      return { ...row.payload, ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}) } as AdapterPayload
    }
  }
}
