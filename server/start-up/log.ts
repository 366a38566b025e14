import { Writable } from 'node:stream'
import { pino, type DestinationStream, type Level } from 'pino'

const LEVELS: readonly string[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** One log record as a terminal shows it: its time, level and message, then its other fields. */
function readable(line: string): string {
  const { time, level, msg, pid: _pid, ...rest } = JSON.parse(line) as Record<string, unknown>
  const fields = Object.entries(rest).map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
  return `${String(time).slice(11, 19)} ${level === 'info' ? '' : `${String(level).toUpperCase()} `}${msg}${fields.length > 0 ? `  ${fields.join(' ')}` : ''}\n`
}

/** How much a reader that fell behind may be owed before lines are left out: seconds of a busy store's lines. */
const MOST_OWED = 16 * 1024 * 1024

/** Where the store's JSON lines go, and how it waits for them to be taken before it exits. */
interface LineOutput extends DestinationStream {
  /** Resolves once every line written so far is taken, or the reader is gone, or after `withinMs`. */
  taken(withinMs: number): Promise<void>
}

/**
 * The lines of one turn of the event loop written together, at the end of it: under load one write
 * carries every request the turn answered, where a write a line would take a fifth of the store's
 * time. They go through Node's stdout, which on a pipe writes at once while the reader keeps up and
 * keeps what a reader behind has not taken yet, so the store does not wait for a slow reader: a pipe
 * written without waiting (pino's synchronous destination) stopped the whole store for 100 ms each
 * time it was full. Past `MOST_OWED`, lines are left out and counted, and the count is logged with
 * the next line that fits, or as the process ends. A reader that went away (a closed pipe) ends the
 * log; a process that ends gives its reader `EXIT_WAIT_MS` to take what waits (`exitWhenLogged`).
 */
function eachTurn(out: NodeJS.WriteStream): LineOutput {
  let waiting = ''
  let leftOut = 0
  let gone = false
  out.on('error', () => {
    gone = true
  })
  const flush = () => {
    const lines = waiting
    waiting = ''
    if (lines && !gone) out.write(lines)
  }
  /** Says how many lines were left out, at `warn`, before what comes next. */
  const sayLeftOut = () => {
    if (leftOut > 0 && log.isLevelEnabled('warn'))
      waiting += `{"level":"warn","time":"${lineTime()}","pid":${process.pid},"leftOut":${leftOut},"msg":"The log's reader fell behind: lines were left out"}\n`
    leftOut = 0
  }
  process.on('exit', flush)
  return {
    write(line: string) {
      if (gone) return
      if (out.writableLength + waiting.length + line.length > MOST_OWED) {
        leftOut++
        return
      }
      if (waiting === '') setImmediate(flush)
      sayLeftOut()
      waiting += line
    },
    taken(withinMs) {
      sayLeftOut()
      flush()
      if (gone || out.writableLength === 0) return Promise.resolve()
      return new Promise((resolve) => {
        const late = setTimeout(resolve, withinMs)
        // An empty write is called back once everything before it is written (or the reader is gone).
        out.write('', () => {
          clearTimeout(late)
          resolve()
        })
      })
    },
  }
}

const jsonLines = !process.stdout.isTTY || process.env.LOG_FORMAT === 'json' ? eachTurn(process.stdout) : undefined

/** How long an ending process waits for its log's reader to take the lines it still owes. */
const EXIT_WAIT_MS = 2_000

/** Ends the process once its log's lines are taken: a reader that stopped reading holds it up two seconds at most. */
export function exitWhenLogged(code: number): void {
  void (jsonLines?.taken(EXIT_WAIT_MS) ?? Promise.resolve()).then(() => process.exit(code))
}

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
