import { describe, expect, it } from 'vitest'
import { fieldErrors } from './address.ts'
import { ContactUsSchema } from './contact-us.ts'

const good = { subject: 'Where is my order?', name: 'Ana Lee', email: 'ana@example.com', description: 'Order SF-7K3Q9MX has not come yet (it’s been 9 days).' }

describe('the contact form', () => {
  it('takes ordinary writing, and needs a subject, a name, an email and a description', () => {
    expect(fieldErrors(ContactUsSchema, good)).toEqual({})
    expect(fieldErrors(ContactUsSchema, { subject: ' ', name: '', email: '', description: '' })).toEqual({
      subject: 'contactSubjectRequired',
      name: 'nameRequired',
      email: 'emailRequired',
      description: 'contactDescriptionRequired',
    })
  })

  it('refuses special characters, names that are not names, and text too long', () => {
    expect(fieldErrors(ContactUsSchema, { ...good, subject: '<script>', description: 'a{b}' })).toEqual({
      subject: 'contactSpecialCharacters',
      description: 'contactSpecialCharacters',
    })
    expect(fieldErrors(ContactUsSchema, { ...good, name: 'Ana 2' })).toEqual({ name: 'nameLetters' })
    expect(fieldErrors(ContactUsSchema, { ...good, description: 'a'.repeat(2001) })).toEqual({ description: 'contactDescriptionTooLong' })
  })
})
