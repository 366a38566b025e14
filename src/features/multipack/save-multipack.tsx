import { Trans, useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import type { multipackMachine } from '#machines/multipack/multipack.machine.ts'
import { MULTIPACK_NAME_MAX } from '#domain/saved-multipack.ts'
import { Button } from '#components/ui/button.tsx'
import { TextField } from '#components/ui/text-field.tsx'
import { Link } from '#components/ui/link.tsx'
import { messageFor } from '#i18n/messages.ts'
import { useView } from '#app/use-view.ts'

/** Keeping a full mix in My variety packs under a name, for a signed-in customer. */
export function SaveMultipack({ actor }: { actor: ActorRefFrom<typeof multipackMachine> }) {
  const { name, nameError, canSave, saving, saved } = useView(actor, (state) => ({
    name: state.context.name,
    nameError: state.context.nameError,
    canSave: state.can({ type: 'multipack.save' }),
    saving: state.matches('saving'),
    saved: state.hasTag('saved'),
  }))
  const { t, i18n } = useLingui()
  return (
    <div className="builder__save">
      <TextField
        label={t`Name your mix`}
        value={name}
        maxLength={MULTIPACK_NAME_MAX}
        errorMessage={nameError && i18n._(messageFor(nameError))}
        onChange={(typed) => actor.send({ type: 'multipack.name', name: typed })}
      />
      <Button variant="secondary" isDisabled={!canSave} isPending={saving} onPress={() => actor.send({ type: 'multipack.save' })}>
        <Trans>Save to My variety packs</Trans>
      </Button>
      {saved && (
        <p role="status">
          <Trans>
            Saved as {name} in <Link to="/my-account/my-variety-packs">My variety packs</Link>.
          </Trans>
        </p>
      )}
    </div>
  )
}
