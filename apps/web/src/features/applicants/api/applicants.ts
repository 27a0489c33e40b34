import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TApplicationStatus } from '@mainwork/contracts';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint, downloadEndpoint, requestPage } from '../../../lib/api-client.ts';

export type ApplicantFilters = { search: string; status: TApplicationStatus | ''; page: number };

export const applicantKeys = {
  all: ['applicants'] as const,
  job: (businessId: number, jobId: number) => [...applicantKeys.all, businessId, jobId, 'job'] as const,
  list: (businessId: number, jobId: number, filters: ApplicantFilters) =>
    [...applicantKeys.all, businessId, jobId, 'list', filters] as const,
  stageMail: (businessId: number, jobId: number, id: number, status: TApplicationStatus) =>
    [...applicantKeys.all, businessId, jobId, 'stage-mail', id, status] as const,
};

const filterQuery = (filters: Omit<ApplicantFilters, 'page'>) => ({
  search: filters.search || undefined,
  status: filters.status || undefined,
});

/** The posting's dashboard row: its title, status and counts. */
export const applicantsJobQueryOptions = (businessId: number, jobId: number) =>
  queryOptions({
    queryKey: applicantKeys.job(businessId, jobId),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.jobDashboard.summary, { params: { business_id: businessId, job_id: jobId }, signal }),
    retry: false,
  });

/** `GET …/jobs/{job_id}/applications`: a page of applicants and the `total` matching. */
export const applicantsQueryOptions = (businessId: number, jobId: number, filters: ApplicantFilters) =>
  queryOptions({
    queryKey: applicantKeys.list(businessId, jobId, filters),
    queryFn: async ({ signal }) => {
      const { page } = await requestPage(endpoints.applicants.list, {
        params: { business_id: businessId, job_id: jobId },
        query: { ...filterQuery(filters), page: filters.page },
        signal,
      });
      return page;
    },
    placeholderData: keepPreviousData,
  });

/** Moves these applicants to a stage, all or none; `notify` sends the stage's e-mail (interviewing, not selected). */
export const setApplicantsStatus = (
  businessId: number,
  jobId: number,
  ids: number[],
  status: TApplicationStatus,
  notify = false,
) => {
  const application = notify ? { status, notify_candidate: true } : { status };
  return ids.length === 1
    ? callEndpoint(endpoints.applicants.updateStatus, {
        params: { business_id: businessId, job_id: jobId, id: ids[0]! },
        body: { application },
      }).then((applicant) => [applicant])
    : callEndpoint(endpoints.applicants.updateStatuses, {
        params: { business_id: businessId, job_id: jobId },
        body: { application_ids: ids, application },
      });
};

/** `GET …/applications/{id}/stage_mail`: the e-mail moving this applicant to the stage would send. */
export const stageMailQueryOptions = (businessId: number, jobId: number, id: number, status: TApplicationStatus) =>
  queryOptions({
    queryKey: applicantKeys.stageMail(businessId, jobId, id, status),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.applicants.stageMail, {
        params: { business_id: businessId, job_id: jobId, id },
        query: { status },
        signal,
      }),
    retry: false,
  });

/** The applicants matching the filters as a CSV file. */
export const downloadApplicantsCsv = (businessId: number, jobId: number, filters: Omit<ApplicantFilters, 'page'>) =>
  downloadEndpoint(endpoints.applicants.export, {
    params: { business_id: businessId, job_id: jobId },
    query: filterQuery(filters),
  });
