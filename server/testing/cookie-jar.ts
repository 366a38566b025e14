/**
 * A fetch that keeps the cookies it is given and never follows a redirect by itself: one browser,
 * as the identity tests and the sign-in bench walk the providers' redirects step by step.
 */
export function cookieJar() {
  const cookies = new Map<string, string>()
  return async (url: string | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = pair!.split('=')
      cookies.set(name!.trim(), value.join('='))
    }
    return response
  }
}
