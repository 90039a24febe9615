/**
 * The first handler of an upload collection's file route (/api/<collection>/file/<name>), before
 * Payload's own and the object storage's:
 * - a name that cannot be a stored file's (a control character such as %00, a slash, "." or "..")
 *   is a 400: Payload hands it to the file system, which throws, and answers 500;
 * - with uploads on this machine's disk, a name with no file is a 404: Payload answers 500 for it
 *   (it reads a missing file as a broken disk). Object storage already answers 404 itself.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig } from 'payload'

type FileHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/** True for a name an upload could have been stored under: one plain file name. */
export const isStorableFileName = (name: unknown): name is string =>
  typeof name === 'string' &&
  name.length > 0 &&
  name.length <= 255 &&
  name !== '.' &&
  name !== '..' &&
  !/[\u0000-\u001f\u007f/\\]/.test(name)

const answer = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** @param staticDir where the collection keeps its files, or undefined when they are in object storage */
export function fileGuard(staticDir: string | undefined): FileHandler {
  const guard = async (_req: unknown, { params }: { params: { filename: string } }) => {
    if (!isStorableFileName(params.filename)) return answer(400, 'This is not a valid file name.')
    if (!staticDir) return
    const found = await fs.stat(path.join(staticDir, params.filename)).then(
      (stat) => stat.isFile(),
      () => false,
    )
    if (!found) return answer(404, 'Not found.')
  }
  // Payload's type allows a handler a Response or nothing, but not a promise of either.
  return guard as FileHandler
}
