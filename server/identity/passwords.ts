import { argon2, randomBytes, timingSafeEqual } from 'node:crypto'

/** OWASP's argon2id floor: 19 MiB of memory, two passes, one lane. */
const COST = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 }

const derive = (password: string, nonce: Buffer, cost: typeof COST) =>
  new Promise<Buffer>((resolve, reject) => argon2('argon2id', { message: password, nonce, ...cost }, (error, key) => (error ? reject(error) : resolve(key))))

let hashed = 0
/** How many passwords this process has hashed: a call that sets none must hash none. */
export const passwordsHashed = () => hashed

/** A password as it is kept: argon2id in the PHC string format, with its own salt and cost. */
export async function hashPassword(password: string): Promise<string> {
  hashed++
  const nonce = randomBytes(16)
  const key = await derive(password, nonce, COST)
  return `$argon2id$v=19$m=${COST.memory},t=${COST.passes},p=${COST.parallelism}$${nonce.toString('base64url')}$${key.toString('base64url')}`
}

/** Whether a password is the one kept, at the cost it was kept with. */
let checked = 0
/** How many passwords this process has checked: what the account lock's turns bound. */
export const passwordsChecked = () => checked

export async function passwordMatches(password: string, kept: string): Promise<boolean> {
  checked++
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(kept)
  if (!match) return false
  const expected = Buffer.from(match[5]!, 'base64url')
  const key = await derive(password, Buffer.from(match[4]!, 'base64url'), {
    memory: Number(match[1]),
    passes: Number(match[2]),
    parallelism: Number(match[3]),
    tagLength: expected.length,
  })
  return timingSafeEqual(key, expected)
}
