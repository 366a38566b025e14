import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { SMTPServer } from 'smtp-server'

export interface Mail {
  to: string
  text: string
}

/**
 * The end-to-end store's mail server: a real SMTP server on 127.0.0.1 that keeps each message it
 * is given in a file, so a test reads what a shopper would find in their inbox.
 */
export async function openMailbox(file: string) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        const mail: Mail = { to: session.envelope.rcptTo.map((r) => r.address).join(','), text: data }
        appendFileSync(file, `${JSON.stringify(mail)}\n`)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as { port: number }
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** The mail a shopper's address has been sent so far. */
export function mailTo(address: string): Mail[] {
  const file = process.env.E2E_MAILBOX
  if (!file || !existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail)
    .filter((mail) => mail.to === address)
}

/** A mail's text as it reads, its quoted-printable soft breaks joined. */
export const readable = (mail: Mail) => mail.text.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
