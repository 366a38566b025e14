import { useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Banner } from '#domain/content.ts'
import { Button } from '#components/ui/button.tsx'
import { Link } from '#components/ui/link.tsx'

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The home banners, side by side in a strip a shopper swipes (or steps through with the arrows):
 * every banner is in the server's page, and the strip stands still until the shopper moves it.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const strip = useRef<HTMLDivElement>(null)
  const { t } = useLingui()
  const step = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
  if (banners.length === 0) return null
  return (
    <section className="carousel" aria-roledescription={t`carousel`} aria-label={t`Featured`}>
      <div className="carousel__strip" ref={strip}>
        {banners.map((banner, index) => (
          <div
            key={banner.linkPath + index}
            className="carousel__slide"
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${index + 1} of ${banners.length}`}
          >
            <img
              src={banner.imageUrl}
              alt={banner.altText}
              width={1200}
              height={400}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
            <div className="carousel__text">
              <h2>
                <Link to={banner.linkPath as '/'}>{banner.headline}</Link>
              </h2>
              <p>{banner.text}</p>
            </div>
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <div className="carousel__controls">
          <Button variant="secondary" aria-label={t`Previous banner`} onPress={() => step(-1)}>
            ‹
          </Button>
          <Button variant="secondary" aria-label={t`Next banner`} onPress={() => step(1)}>
            ›
          </Button>
        </div>
      )}
    </section>
  )
}
