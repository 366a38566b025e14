import { useView } from '#app/use-view.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { Button } from '#components/ui/button.tsx'
import { messageFor } from '#i18n/messages.ts'
import type { SavedAddress } from '#machines/address-book/address-book.machine.ts'
import { AddressFields } from '#components/address-fields.tsx'
import { PostalAddress } from '#components/postal-address.tsx'
import { useStore } from '#app/store-context.ts'
import { useScreenChart } from '#app/use-screen-chart.ts'

/** My addresses: each saved address, the primary one marked, and a form to add or change one. */
export function AddressBook({ addresses }: { addresses: SavedAddress[] }) {
  const store = useStore()
  const actor = useScreenChart(store.logic.addressBook, { addresses })
  const {
    addresses: saved,
    form,
    errors,
    error,
    editing,
    formShown,
    busy,
  } = useView(actor, (s) => ({
    ...s.context,
    formShown: s.hasTag('form'),
    busy: s.hasTag('busy'),
  }))
  const { t, i18n } = useLingui()
  const message = (id: string | undefined) => (id ? i18n._({ ...messageFor(id), values: { addType: t`shipping` } }) : undefined)
  return (
    <section aria-labelledby="addresses-title">
      <h2 id="addresses-title">
        <Trans>My addresses</Trans>
      </h2>
      {error && !formShown && <p role="alert">{message(error)}</p>}
      {saved.length === 0 && (
        <p>
          <Trans>No addresses yet.</Trans>
        </p>
      )}
      <ul className="my-account__addresses">
        {saved.map((address) => (
          <li key={address.id}>
            <PostalAddress address={address} />
            {address.primaryAddr ? (
              <p>
                <strong>
                  <Trans>Primary address</Trans>
                </strong>
              </p>
            ) : (
              <Button variant="quiet" isDisabled={busy} onPress={() => actor.send({ type: 'addressBook.makePrimary', id: address.id })}>
                <Trans>Make primary</Trans>
              </Button>
            )}
            <Button variant="quiet" isDisabled={busy} onPress={() => actor.send({ type: 'addressBook.edit', id: address.id })}>
              <Trans>Change</Trans>
            </Button>
            <Button variant="quiet" isDisabled={busy} onPress={() => actor.send({ type: 'addressBook.delete', id: address.id })}>
              <Trans>Delete</Trans>
            </Button>
          </li>
        ))}
      </ul>
      {formShown ? (
        <Form
          validationBehavior="aria"
          aria-label={editing ? t`Change the address` : t`Add an address`}
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'addressBook.save' })
          }}
        >
          {error && <p role="alert">{message(error)}</p>}
          <AddressFields
            section="address"
            address={form}
            onEdit={(field, value) => actor.send({ type: 'addressBook.change', field, value })}
            error={(name) => message(errors[name])}
          />
          <Button type="submit" isPending={busy}>
            <Trans>Save the address</Trans>
          </Button>
          <Button variant="secondary" onPress={() => actor.send({ type: 'addressBook.cancel' })}>
            <Trans>Cancel</Trans>
          </Button>
        </Form>
      ) : (
        <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'addressBook.add' })}>
          <Trans>Add an address</Trans>
        </Button>
      )}
    </section>
  )
}
