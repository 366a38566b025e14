import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { ok } from '../http/envelope.ts'
import { limited } from '../http/limited.ts'

export function handshakeRoutes() {
  return new Hono<AppEnv>().post('/handshaking', limited('handshake'), async (c) => {
    const handshake = await c.get('handshakes').issue(c.get('site').id)
    return ok(c, handshake)
  })
}
