import { Link } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { buttonClasses } from '../components/ui/button';
import { paths } from '../paths';

export default function NotFoundPage() {
  return (
    <div>
      <PageHeader title="Page not found" />
      <EmptyState title="No page at this address" action={<Link to={paths.dashboard.link()} className={buttonClasses('secondary')}>Go to the dashboard</Link>}>
        The address may be mistyped, or the page may have moved.
      </EmptyState>
    </div>
  );
}
