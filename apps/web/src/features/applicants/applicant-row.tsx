import type { TApplicant, TApplicationStatus } from '@mainwork/contracts';
import { FileDownloadLink } from '../../components/file-download-link.tsx';
import { RowSelectCell } from '../../components/selectable-table.tsx';
import { formatAppliedAt, formatPhone } from '../../lib/formatters.ts';
import { downloadApplicationFile } from '../../lib/api/applications.ts';
import { ScreeningAnswers } from './screening-answers.tsx';
import { StageSelect } from './stage-select.tsx';

export const applicantName = (applicant: Pick<TApplicant, 'first_name' | 'last_name' | 'email'>) =>
  [applicant.first_name, applicant.last_name].filter(Boolean).join(' ') || applicant.email || 'Applicant';

/** One applicant: selection, name (and screening answers), contact, applied at, referrer, files and a stage chosen in place. */
export function ApplicantRow({
  applicant,
  selected,
  onSelect,
  onStatus,
  busy,
}: {
  applicant: TApplicant;
  selected: boolean;
  onSelect(selected: boolean): void;
  onStatus(status: TApplicationStatus): void;
  busy: boolean;
}) {
  const name = applicantName(applicant);
  return (
    <tr>
      <RowSelectCell label={`Select ${name}`} checked={selected} onChange={onSelect} />
      <th scope="row" className="fw-normal">
        {name}
        {applicant.external ? <div className="small text-body-secondary">Applied on your site</div> : null}
        <ScreeningAnswers applicant={applicant} />
      </th>
      <td>
        {applicant.email ? <div className="text-break">{applicant.email}</div> : null}
        {applicant.phone ? <div className="text-nowrap">{formatPhone(applicant.phone)}</div> : null}
      </td>
      <td className="text-nowrap">{formatAppliedAt(applicant.created_at)}</td>
      <td>{applicant.referred_by ?? '—'}</td>
      <td>
        <FileDownloadLink
          filename={applicant.resume_filename}
          download={() => downloadApplicationFile(applicant.id, 'resume')}
        />
      </td>
      <td>
        <FileDownloadLink
          filename={applicant.cover_letter_filename}
          download={() => downloadApplicationFile(applicant.id, 'cover_letter')}
        />
      </td>
      <td>
        <StageSelect name={name} status={applicant.status} busy={busy} onChange={onStatus} />
      </td>
    </tr>
  );
}
