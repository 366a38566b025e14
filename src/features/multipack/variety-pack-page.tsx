import { Trans } from '@lingui/react/macro'
import { Link } from '../../components/ui/link.tsx'

export function VarietyPackPage() {
  return (
    <div className="variety-pack">
      <h1>
        <Trans>Variety packs</Trans>
      </h1>
      <p>
        <Trans>Pick any single-serve snacks you like, 30 packs in all, and we ship them together in one box.</Trans>
      </p>
      <Link to="/varietypack/customize" className="button button--primary">
        <Trans>Build your 30-pack</Trans>
      </Link>
    </div>
  )
}
