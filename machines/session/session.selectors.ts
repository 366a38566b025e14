/** A sign-in the tab kept, not yet taken up: the session is still shaking hands (the shopper will be signed in, or not, once it has). */
export const isRecallingSignIn = (snapshot: { matches: (state: 'ready') => boolean; context: { accessToken?: string } }) =>
  !snapshot.matches('ready') && snapshot.context.accessToken !== undefined
