import { Link } from 'react-router'
import { t } from '@/locales/id'

export function AdminNotFoundPage() {
  return (
    <div className="py-16 text-center">
      <h1 className="font-semibold text-xl">{t.notFound.title}</h1>
      <Link to="/admin/dashboard" className="mt-4 inline-block text-primary underline">
        {t.admin.backToDashboard}
      </Link>
    </div>
  )
}
