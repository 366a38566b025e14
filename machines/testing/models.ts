import { globSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'
import type { ModelSpec } from './model.ts'

const machinesDir = join(dirname(fileURLToPath(import.meta.url)), '..')

export interface LoadedModel {
  file: string
  spec: ModelSpec<AnyStateMachine>
}

const isModel = (value: unknown): value is ModelSpec<AnyStateMachine> => typeof value === 'object' && value !== null && 'machine' in value && 'starts' in value

/** Every machine's model; a machine without one, or a model file that does not load, is an error. */
export async function loadModels(dir = machinesDir): Promise<LoadedModel[]> {
  const machineFiles = globSync('*/*.machine.ts', { cwd: dir }).sort()
  if (machineFiles.length === 0) throw new Error(`no machines found under ${dir}`)
  const models: LoadedModel[] = []
  for (const machineFile of machineFiles) {
    const file = machineFile.replace(/\.machine\.ts$/, '.model.ts')
    const module: Record<string, unknown> = await import(pathToFileURL(join(dir, file)).href).catch((error: Error) => {
      throw new Error(`${basename(machineFile)} has no model that loads (${file}): ${error.message}`)
    })
    const specs = Object.values(module).filter(isModel)
    if (specs.length !== 1) throw new Error(`${file} should export one model, found ${specs.length}`)
    models.push({ file, spec: specs[0]! })
  }
  return models
}
