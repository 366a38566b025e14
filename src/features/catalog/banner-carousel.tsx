import { useActorRef, useSelector } from '@xstate/react'
import { useHydrated } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { carouselMachine } from '../../../machines/carousel/carousel.machine.ts'
import type { Banner } from '../../domain/content.ts'
import { Button } from '../../components/ui/button.tsx'
import { Link } from '../../components/ui/link.tsx'

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/** The home banners as a carousel that moves on its own and can be paused. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const actor = useActorRef(carouselMachine, { input: { count: banners.length, autoplay: !prefersReducedMotion() } })
  const index = useSelector(actor, (s) => s.context.index)
  // Whether the shopper prefers reduced motion is the browser's to say: the server's page shows the banners still.
  const hydrated = useHydrated()
  const playing = useSelector(actor, (s) => s.matches('playing')) && hydrated
  const { t } = useLingui()
  const banner = banners[index]
  if (!banner) return null
  return (
    <section className="carousel" aria-roledescription={t`carousel`} aria-label={t`Featured`}>
      <div className="carousel__controls">
        <Button variant="secondary" onPress={() => actor.send({ type: playing ? 'carousel.pause' : 'carousel.play' })}>
          {playing ? <Trans>Pause</Trans> : <Trans>Play</Trans>}
        </Button>
        <Button variant="secondary" aria-label={t`Previous banner`} onPress={() => actor.send({ type: 'carousel.previous' })}>
          ‹
        </Button>
        <Button variant="secondary" aria-label={t`Next banner`} onPress={() => actor.send({ type: 'carousel.next' })}>
          ›
        </Button>
      </div>
      <div
        className="carousel__slide"
        role="group"
        aria-roledescription={t`slide`}
        aria-label={t`${index + 1} of ${banners.length}`}
        aria-live={playing ? 'off' : 'polite'}
      >
        <img src={banner.imageUrl} alt={banner.altText} width={1200} height={400} />
        <div className="carousel__text">
          <h2>
            <Link to={banner.linkPath as '/'}>{banner.headline}</Link>
          </h2>
          <p>{banner.text}</p>
        </div>
      </div>
    </section>
  )
}
