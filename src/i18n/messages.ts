import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { MessageId } from '../domain/envelope.ts'
import { CartMessage } from '../domain/cart.ts'
import { CouponMessage } from '../domain/coupon.ts'
import { MixMessage } from '../domain/mix.ts'
import { AddressMessage } from '../domain/address.ts'
import { OrderMessage } from '../domain/order.ts'
import { PaymentMessage } from '../domain/payment.ts'
import { ContactUsMessage } from '../domain/contact-us.ts'
import { CardMessage } from '../domain/card.ts'
import { AccountMessage } from '../domain/account.ts'
import { RewardsMessage } from '../domain/rewards.ts'

const email = 'name@domain'

/** What the shopper reads for each message id that travels from the server or a machine. */
const MESSAGES: Record<string, MessageDescriptor> = {
  [MessageId.sessionTimedOut]: msg`Your session has timed out. Please login to continue.`,
  [MessageId.signInRequired]: msg`Please sign in to continue.`,
  [MessageId.handshakeMissing]: msg`Something went to wrong on server, please try again`,
  [MessageId.requestFailed]: msg`Something went to wrong on server, please try again`,
  [MessageId.serverError]: msg`Something went to wrong on server, please try again`,
  validationFailed: msg`Something went wrong with this request`,
  emailRequired: msg`Email is required.`,
  emailFormat: msg`Email address should be in ${email} format.`,
  zipFormat: msg`Zip code must be exactly 5 digits.`,
  [MessageId.noShippingToState]: msg`Sorry, we can’t ship to Hawaii or Alaska.`,
  [MessageId.unknownZip]: msg`We don’t recognise that zip code.`,
  [CartMessage.aboveStock]: msg`We don’t have that many in stock for your zip code.`,
  [CartMessage.unavailable]: msg`This product is not available`,
  [CartMessage.quantity]: msg`Choose a quantity from 1 to 99.`,
  [CartMessage.busy]: msg`Your cart was busy changing. Please try again.`,
  [CartMessage.oneSample]: msg`One free sample of each kind per order.`,
  [CartMessage.sampleNeedsOrder]: msg`Free samples come with an order: add a snack to your cart first.`,
  [CartMessage.lineLimit]: msg`A cart holds at most 99 of each snack.`,
  [CartMessage.full]: msg`Your cart is full: it holds at most 50 different items.`,
  [CartMessage.multipackLimit]: msg`Your cart holds at most 10 variety packs.`,
  [MixMessage.limit]: msg`You can keep at most 20 saved mixes.`,
  [MixMessage.name]: msg`Give your mix a name of up to 60 letters.`,
  [AddressMessage.nameRequired]: msg`Name is required.`,
  [AddressMessage.nameTooShort]: msg`Name must be at least 2 characters.`,
  [AddressMessage.nameTooLong]: msg`Name cannot be longer than 30 characters.`,
  [AddressMessage.nameLetters]: msg`Name must be only alphabets.`,
  [AddressMessage.addressRequired]: msg`Address is required.`,
  [AddressMessage.addressTooLong]: msg`Address cannot be longer than 30 characters.`,
  [AddressMessage.addressCharacters]: msg`Address can only have letters, numbers, spaces and ' . # , / -`,
  [AddressMessage.poBox]: msg({ message: 'Cannot ship to P.O. Box. Please provide another {addType} address.' }),
  [AddressMessage.cityRequired]: msg`City is required.`,
  [AddressMessage.stateRequired]: msg`State is required.`,
  [AddressMessage.countryRequired]: msg`Country is required.`,
  [AddressMessage.zipNotInState]: msg`This zip code is not in the state you chose.`,
  [AddressMessage.phoneRequired]: msg`Phone Number is required.`,
  [AddressMessage.phoneNotNumber]: msg`Phone Number must be a number type.`,
  [AddressMessage.phoneLength]: msg`Phone Number must be 10 digits.`,
  [CartMessage.closed]: msg`This cart was ordered already. Your new cart is ready.`,
  [OrderMessage.checkoutInvalid]: msg`Please check the highlighted fields.`,
  [OrderMessage.cartEmpty]: msg`Cart is empty`,
  [OrderMessage.unavailable]: msg`Some items are no longer available in the quantity you chose. Change or remove them in your cart.`,
  [OrderMessage.totalChanged]: msg`Your order total changed. Please review it again before you place the order.`,
  [OrderMessage.cartChanged]: msg`Your cart changed while the order was being placed. Please review it again.`,
  [OrderMessage.attemptInUse]: msg`Your order is still being placed. Please wait a moment.`,
  [OrderMessage.unknown]: msg`We can’t find that order.`,
  [OrderMessage.lookupMiss]: msg`We can’t find an order with that number and email address.`,
  orderNumberRequired: msg`Order number is required.`,
  orderNumberFormat: msg`An order number looks like SF-7K3Q9MX.`,
  [PaymentMessage.declined]: msg`Your card was declined. Please use another card.`,
  [PaymentMessage.insufficientFunds]: msg`Your card has insufficient funds. Please use another card.`,
  [PaymentMessage.tokenInvalid]: msg`Please enter your card again.`,
  [PaymentMessage.tokenExpired]: msg`Your card details expired. Please enter your card again.`,
  [PaymentMessage.tokenUsed]: msg`Please enter your card again.`,
  [PaymentMessage.contextInvalid]: msg`The card form could not be loaded.`,
  [ContactUsMessage.subjectRequired]: msg`Subject is required.`,
  [ContactUsMessage.subjectTooLong]: msg`Subject cannot be longer than 100 characters.`,
  [ContactUsMessage.descriptionRequired]: msg`Description is required.`,
  [ContactUsMessage.descriptionTooLong]: msg`Description cannot be longer than 2000 characters.`,
  [ContactUsMessage.specialCharacters]: msg`Special characters are not allowed.`,
  [PaymentMessage.savedCardUnknown]: msg`This saved card is no longer available. Please choose another card.`,
  [PaymentMessage.saveCardNeedsAccount]: msg`Sign in to save a card.`,
  [PaymentMessage.paymentRequired]: msg`Please choose how to pay.`,
  [PaymentMessage.nothingToPay]: msg`Nothing is left to pay: place the order without a card.`,
  [PaymentMessage.notCapturable]: msg`This payment can no longer be taken.`,
  [CardMessage.numberRequired]: msg`Card number is required.`,
  [CardMessage.numberInvalid]: msg`This card number is not valid.`,
  [CardMessage.expiryRequired]: msg`Expiry date is required.`,
  [CardMessage.expiryInvalid]: msg`Enter the expiry date as MM/YY.`,
  [CardMessage.expired]: msg`This card has expired.`,
  [CardMessage.cvvInvalid]: msg`Enter the 3 or 4 digits of the security code.`,
  [MessageId.invalidInput]: msg`Something went wrong with this request`,
  [AccountMessage.passwordRequired]: msg`Pasword is required.`,
  [AccountMessage.passwordTooShort]: msg`Password must be at least 8 characters.`,
  [AccountMessage.passwordInvalid]: msg`Please enter a valid password.`,
  [AccountMessage.dayRequired]: msg`Day is required.`,
  [AccountMessage.monthRequired]: msg`Month is required.`,
  [AccountMessage.yearRequired]: msg`Year is required.`,
  [AccountMessage.dateInvalid]: msg`This date does not exist.`,
  [AccountMessage.tooYoung]: msg`Sorry! You must be 18 or older to register for the concert.`,
  [AccountMessage.genderRequired]: msg`Gender is required.`,
  [AccountMessage.termsRequired]: msg`Terms & Conditions is required`,
  [AccountMessage.emailTaken]: msg`An account with this email already exists. Please sign in.`,
  [AccountMessage.wrongPair]: msg`Invalid email or password. Please try again`,
  [AccountMessage.locked]: msg`Your account has been locked due to too many incorrect password attempts`,
  [AccountMessage.googleOnly]: msg`Account already exists. Please login through Google sign in`,
  [AccountMessage.googleNoReset]: msg`Forgot password is not available for a Google sign in account`,
  [AccountMessage.signInFailed]: msg`Sign-in did not finish. Please try again.`,
  signOutFailed: msg`Signing out did not finish. Please try again.`,
  [AccountMessage.googleLinkNeeded]: msg`An account with this email already exists. Sign in with its password once, and Google will sign you in to it from then on.`,
  [MessageId.tooManyRequests]: msg`Too many attempts from your connection. Please wait a minute and try again.`,
  [MessageId.unknownHost]: msg`Something went wrong with this request`,
  reorderShort: msg`Some snacks of that order can’t be had in the same number now; your cart has what we could add.`,
  [AccountMessage.resetLinkInvalid]: msg`This link was used already or has expired. Ask for a new one.`,
  [AccountMessage.wrongPassword]: msg`Your current password is not right.`,
  [RewardsMessage.accountExists]: msg`Account already exists. Please login through Snackfolk Rewards sign in`,
  [RewardsMessage.googleAccountExists]: msg`Account already exists. Please login through Google sign in`,
  [RewardsMessage.memberUnknown]: msg`We could not find your Snackfolk Rewards membership. Please try again.`,
  [CouponMessage.unknown]: msg`This coupon code doesn’t exist.`,
  [CouponMessage.expired]: msg`This coupon has expired.`,
  [CouponMessage.belowMinimum]: msg`Your cart doesn’t reach this coupon’s minimum yet.`,
  [CouponMessage.noItems]: msg`None of the snacks in your cart are part of this coupon.`,
}

const FALLBACK_MESSAGE = msg`Something went wrong with this request`

export function messageFor(id: string): MessageDescriptor {
  return MESSAGES[id] ?? FALLBACK_MESSAGE
}
