import type { Banner } from '../../domain/content.ts'
import { Link } from '../../components/ui/link.tsx'

export interface HomePageProps {
  welcome: string
  banners: Banner[]
}

export function HomePage({ welcome, banners }: HomePageProps) {
  return (
    <div className="home">
      <h1>{welcome}</h1>
      <ul className="home-banners">
        {banners.map((banner) => (
          <li key={banner.id} className="home-banner">
            <img src={banner.imageUrl} alt={banner.altText} width={1200} height={400} />
            <div className="home-banner__text">
              <h2>
                <Link to={banner.linkPath as '/'}>{banner.headline}</Link>
              </h2>
              <p>{banner.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
