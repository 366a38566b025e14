import { Writable } from 'node:stream'
import { pino, type DestinationStream, type Level } from 'pino'

const LEVELS: readonly string[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** One log record as a terminal shows it: its time, level and message, then its other fields. */
function readable(line: string): string {
  const { time, level, msg, pid: _pid, ...rest } = JSON.parse(line) as Record<string, unknown>
  const fields = Object.entries(rest).map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
  return `${String(time).slice(11, 19)} ${level === 'info' ? '' : `${String(level).toUpperCase()} `}${msg}${fields.length > 0 ? `  ${fields.join(' ')}` : ''}\n`
}

/**
 * The lines of one turn of the event loop written together, at the end of it: under load one write
 * carries every request the turn answered, where a write a line would take a fifth of the store's
 * time. What waits is written before the process exits.
 */
function eachTurn(stream: DestinationStream): DestinationStream {
  let waiting = ''
  const flush = () => {
    const lines = waiting
    waiting = ''
    if (lines) stream.write(lines)
  }
  process.on('exit', flush)
  return {
    write(line: string) {
      if (waiting === '') setImmediate(flush)
      waiting += line
    },
  }
}

// Written at the end of each turn, without waiting (pino's synchronous destination): a reader that went away (a closed
// pipe) ends the log at the next write, where a line still queued at exit would be retried without end and the store
// would never stop. A reader that stops reading holds the store up, as a full pipe holds up any program writing to it.
const jsonLines = !process.stdout.isTTY || process.env.LOG_FORMAT === 'json' ? eachTurn(pino.destination({ dest: 1, sync: true })) : undefined

function destination(): DestinationStream {
  if (jsonLines) return jsonLines
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      process.stdout.write(readable(chunk.toString()))
      done()
    },
  })
}

/**
 * The store's log: a JSON object a line on stdout (time, level, message, the request's id), as a
 * log collector reads it; on a terminal, a readable line each (LOG_FORMAT=json keeps JSON there).
 * LOG_LEVEL picks how much: info (every request) by default, warn for failures only. It never
 * carries a request's body, headers, query string, tokens, emails or card data.
 */
export const log = pino(
  {
    level: LEVELS.includes(process.env.LOG_LEVEL ?? '') ? (process.env.LOG_LEVEL as Level) : 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  destination(),
)

/** What the log says of a failure: its first line (a failed statement's later lines carry its parameters, shoppers' data). */
export const failureOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0]!

/** What the log says of each answer the store gives. */
export interface RequestLine {
  reqId: string
  method: string
  path: string
  status: number
  ms: number
  address: string
}

/** The fixed part of every request line, before its time. */
const REQUEST_LINE_OPENING = '{"level":"info","time":"'
const REQUEST_LINE_PID = `","pid":${process.pid},"reqId":`
/** The time as the log writes it, made again only when the clock has moved a millisecond: under load many answers share one. */
let lineClock = { ms: 0, text: '' }
function lineTime(): string {
  const ms = Date.now()
  if (ms !== lineClock.ms) lineClock = { ms, text: new Date(ms).toISOString() }
  return lineClock.text
}

/**
 * The log's line for an answer, at `info`. Every answer writes one, so as JSON it is written as pino
 * writes it (the same fields, in the same order) without pino's general serializer, which took a
 * quarter of a cached catalog answer's time; on a terminal it goes through the log like any line.
 */
export const requestLines = {
  write(line: RequestLine): void {
    if (!log.isLevelEnabled('info')) return
    if (!jsonLines) return void log.info(line, 'request')
    jsonLines.write(
      `${REQUEST_LINE_OPENING}${lineTime()}${REQUEST_LINE_PID}${JSON.stringify(line.reqId)},"method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms},"address":${JSON.stringify(line.address)},"msg":"request"}\n`,
    )
  },
}
