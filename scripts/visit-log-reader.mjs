/**
 * Reads the lines nginx in deploy/ appends to its visit log (VISIT_LOG_FILE; docs/decisions/0038), for
 * scripts/visit-counter.mjs. nginx writes them in blocks (`buffer=64k flush=1s`), and one instance on
 * the machine reads them once a second, in bulk: a line each time nginx answers from its cache would
 * otherwise cost more than the answer (a UDP datagram a page did, measured in `npm run bench`).
 *
 * - One reader a machine: the instance that holds an abstract Unix socket named after the file reads
 *   it; the others try again every second, so when the reader stops another takes over. The kernel
 *   lets go of the socket when its process ends, however it ends: there is no lock file to go stale.
 * - A new reader starts at the end of the file: the lines before it were read by the one before (or
 *   written while no instance ran, and are not counted, as a page nginx answers then is not).
 * - Rotation (logrotate, deploy/README.md step 8): the file renamed, nginx told to reopen; the reader finishes
 *   the old file through the descriptor it holds, then follows the new one from its start. A file cut
 *   short (logrotate's copytruncate) is read again from its start.
 */
import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

/** How often the reader reads, and the others try to become it. */
const READ_EVERY_MS = 1_000
/** At most this much read at once, so one read never holds much memory. */
const CHUNK_BYTES = 1 << 20

/**
 * Tries to become the machine's reader of a file: the server holding the claim, or null when another
 * process holds it.
 * @param {string} file
 * @returns {Promise<net.Server | null>}
 */
function claimReading(file) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(null))
    server.listen({ path: `\0acu-visit-log:${path.resolve(file)}` }, () => resolve(server))
  })
}

/** The file as this reader has it open: where it has read to, and the start of a line not yet finished. */
class OpenFile {
  /** @param {fs.FileHandle} handle @param {number} ino @param {number} offset */
  constructor(handle, ino, offset) {
    this.handle = handle
    this.ino = ino
    this.offset = offset
    this.rest = Buffer.alloc(0)
  }

  /** Reads what was added since the last time, and gives on its whole lines. @param {(text: string) => void} onLines */
  async drain(onLines) {
    if ((await this.handle.stat()).size < this.offset) [this.offset, this.rest] = [0, Buffer.alloc(0)]
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES)
    for (;;) {
      const { bytesRead } = await this.handle.read(buffer, 0, CHUNK_BYTES, this.offset)
      if (bytesRead === 0) return
      this.offset += bytesRead
      const read = buffer.subarray(0, bytesRead)
      const data = this.rest.length ? Buffer.concat([this.rest, read]) : read
      const end = data.lastIndexOf(10) + 1
      if (end > 0) onLines(data.toString('utf8', 0, end))
      // A line nginx has not finished is kept for the next read; one that never ends is let go.
      const rest = data.subarray(end)
      this.rest = rest.length < CHUNK_BYTES ? Buffer.from(rest) : Buffer.alloc(0)
    }
  }
}

/**
 * The reader of one file. `start` reads every second once it holds the machine's claim; `stop` reads
 * what is left and lets go of the claim.
 */
class LogReader {
  /** @type {net.Server | null} */
  #claim = null
  /** @type {OpenFile | null} */
  #open = null
  /** Where a failed read stopped, in which file. @type {{ ino: number, offset: number } | null} */
  #left = null
  /** Whether this reader has looked for the file before (a file it finds later is new). */
  #looked = false
  #warned = false
  /** @type {Promise<void>} */
  #turn = Promise.resolve()
  /** @type {NodeJS.Timeout | undefined} */
  #timer

  /** @param {ReaderOptions} options */
  constructor(options) {
    this.options = options
  }

  /** Whether this instance reads the file. */
  get reading() {
    return this.#claim !== null
  }

  start() {
    void this.readNow()
    this.#timer = setInterval(() => void this.readNow(), READ_EVERY_MS)
    this.#timer.unref()
  }

  /** One read at a time; a failure is said once until a read works again. */
  readNow() {
    this.#turn = this.#turn
      .then(() => this.#read())
      .then(
        () => void (this.#warned = false),
        async (error) => {
          if (!this.#warned) this.options.onError('the visit log could not be read: pages are not counted', error)
          this.#warned = true
          await this.#letGo()
        },
      )
    return this.#turn
  }

  /** Reads what is left and lets another instance take over. */
  async stop() {
    clearInterval(this.#timer)
    await this.readNow()
    await this.#open?.handle.close()
    this.#open = null
    const claim = this.#claim
    this.#claim = null
    if (claim) await new Promise((resolve) => claim.close(resolve))
  }

  async #read() {
    if (!this.#claim && !(this.#claim = await claimReading(this.options.file))) return
    const now = await fs.stat(this.options.file).catch(() => null)
    if (!this.#open) {
      // Just become the reader: from the end. A file that appears later is read from its start.
      if (now) await this.#openFile(!this.#looked)
      this.#looked = true
      return this.#open?.drain(this.options.onLines)
    }
    await this.#open.drain(this.options.onLines)
    // Renamed by a rotation and a new file in its place: the old one is finished, so follow the new one.
    if (now && now.ino !== this.#open.ino) {
      await this.#open.handle.close()
      this.#open = null
      await this.#openFile(false)
      await this.#open?.drain(this.options.onLines)
    }
  }

  /** Opens the file at its end (this reader just took over), where a failed read left it, or at its start. @param {boolean} atEnd */
  async #openFile(atEnd) {
    const handle = await fs.open(this.options.file, 'r')
    const { ino, size } = await handle.stat()
    const kept = this.#left?.ino === ino ? this.#left.offset : 0
    // A kept place past the end: the file was cut short, or replaced by one with the same number.
    this.#open = new OpenFile(handle, ino, atEnd ? size : kept <= size ? kept : 0)
    this.#left = null
  }

  /** After a failed read, the file is opened afresh next time (it may have been replaced), from where it was. */
  async #letGo() {
    const open = this.#open
    if (!open) return
    this.#left = { ino: open.ino, offset: open.offset - open.rest.length }
    this.#open = null
    await open.handle.close().catch(() => {})
  }
}

/**
 * @typedef {{ file: string, onLines: (text: string) => void, onError: (message: string, error: unknown) => void }} ReaderOptions
 *   `onLines` gets whole lines, each ending in a newline.
 */

/** @param {ReaderOptions} options */
export const createLogReader = (options) => new LogReader(options)
