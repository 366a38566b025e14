import { useRouter } from '@tanstack/react-router'

/** Whether the store has a screen at this path, so links never lead to the not-found page. */
export function useIsBuilt(): (path: string) => boolean {
  const router = useRouter()
  return (path: string) => router.getMatchedRoutes(new URL(path, 'http://store').pathname)[2] !== undefined
}
