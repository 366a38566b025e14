import { describe, expect, it } from 'vitest'
import { injectSite } from './spa.ts'
import { siteForHost } from '../src/domain/site.ts'

describe('the page the server sends', () => {
  const html = '<html><head><title>Snackfolk.com</title><!--site-config--></head></html>'

  it('carries the site for the host: its title and its configuration', () => {
    const page = injectSite(html, siteForHost('rewards.localhost', { 'rewards.localhost': { site: 'rewards' } }, 'https://b.example/'))
    expect(page).toContain('<title>Snackfolk Rewards</title>')
    const json = page.match(/<script id="site-config" type="application\/json">(.*)<\/script>/)![1]!
    expect(JSON.parse(json)).toMatchObject({ id: 'rewards', sourceId: 'SNACKFOLK_REWARDS' })
  })

  it('cannot be broken out of by a configured value', () => {
    const page = injectSite(html, siteForHost('localhost', {}, 'https://b.example/</script><script>alert(1)</script>'))
    expect(page).not.toContain('</script><script>')
  })
})
