import { AdminFormPage } from '../../components/admin-form.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { paths, routes } from '../../lib/paths.ts';
import { adminOrganizationQueryOptions } from './api/admin-organizations.ts';
import { OrganizationForm } from './organization-form.tsx';

/** /admin/organizations/new and /admin/organizations/{id}/edit (spec §2.7). */
export default function OrganizationFormPage() {
  return (
    <AdminFormPage
      list="Organizations"
      listTo={routes.adminOrganizations}
      what="the organization"
      itemQuery={adminOrganizationQueryOptions}
      errorText={(error) =>
        error ? errorMessage(error, 'Error loading the organization.') : 'Organization not found.'
      }
      maxWidth={760}
    >
      {(organization) =>
        organization ? (
          <>
            <p>
              <a href={paths.organizationJobs(organization.id)} target="_blank" rel="noopener">
                Open the job feed<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
            <OrganizationForm key={organization.id} saved={organization} />
          </>
        ) : (
          <OrganizationForm saved={null} />
        )
      }
    </AdminFormPage>
  );
}
