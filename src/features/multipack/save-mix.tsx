import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import type { multipackMachine } from '../../../machines/multipack/multipack.machine.ts'
import { MIX_NAME_MAX } from '../../domain/mix.ts'
import { Button } from '../../components/ui/button.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { Link } from '../../components/ui/link.tsx'
import { messageFor } from '../../i18n/messages.ts'

/** Keeping a full mix in My variety packs under a name, for a signed-in customer. */
export function SaveMix({ actor }: { actor: ActorRefFrom<typeof multipackMachine> }) {
  const state = useSelector(actor, (s) => s)
  const { t, i18n } = useLingui()
  const { name, nameError } = state.context
  return (
    <div className="builder__save">
      <TextField
        label={t`Name your mix`}
        value={name}
        maxLength={MIX_NAME_MAX}
        errorMessage={nameError && i18n._(messageFor(nameError))}
        onChange={(typed) => actor.send({ type: 'multipack.name', name: typed })}
      />
      <Button
        variant="secondary"
        isDisabled={!state.can({ type: 'multipack.save' })}
        isPending={state.matches('saving')}
        onPress={() => actor.send({ type: 'multipack.save' })}
      >
        <Trans>Save to My variety packs</Trans>
      </Button>
      {state.hasTag('saved') && (
        <p role="status">
          <Trans>
            Saved as {name} in <Link to="/my-account">My variety packs</Link>.
          </Trans>
        </p>
      )}
    </div>
  )
}
