import { InputError } from '../envelope.ts'
import { MessageId } from '../../src/domain/envelope.ts'
import { FileRefused } from './file-reading.ts'

/** An import refused for its file's problems is answered 400 with them; nothing was changed. */
export async function refusedAsInput<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof FileRefused) throw new InputError(MessageId.invalidInput, error.message, 400, { problems: error.problems })
    throw error
  }
}
