import { Loading } from '#components/loading.tsx'

/**
 * The route options of a screen of the customer's own data inside a frame the server draws (the
 * account's): the screen is drawn in the browser, where the store knows who is shopping, and until
 * it is ready the frame shows it loading, from the server's page on.
 */
export const customerScreen = {
  ssr: false,
  pendingComponent: () => <Loading />,
  // The pending view is the server's page: the screen replaces it as soon as it is ready.
  pendingMinMs: 0,
} as const
