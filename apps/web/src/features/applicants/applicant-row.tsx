import { Form } from 'react-bootstrap';
import type { TApplicant, TApplicationStatus } from '@mainwork/contracts';
import { FileDownloadLink } from '../../components/file-download-link.tsx';
import { ListCard } from '../../components/responsive-list.tsx';
import { RowSelectCell } from '../../components/selectable-table.tsx';
import { formatPhone } from '../../lib/formatters.ts';
import { formatAppliedAt } from '../../lib/day-formats.ts';
import { downloadApplicationFile } from '../../lib/api/applications.ts';
import { ScreeningAnswers } from './screening-answers.tsx';
import { StageSelect } from './stage-select.tsx';
import { EmailAddress } from '../../components/email-address.tsx';

export const applicantName = (applicant: Pick<TApplicant, 'first_name' | 'last_name' | 'email'>) =>
  [applicant.first_name, applicant.last_name].filter(Boolean).join(' ') || applicant.email || 'Applicant';

type ApplicantProps = {
  applicant: TApplicant;
  selected: boolean;
  onSelect(selected: boolean): void;
  /** The stage chosen in the row's control but not moved to yet. */
  picked: TApplicationStatus | null;
  onPick(status: TApplicationStatus | null): void;
  onMove(status: TApplicationStatus): void;
  busy: boolean;
};

function Contact({ applicant }: { applicant: TApplicant }) {
  return (
    <>
      {applicant.email ? (
        <div>
          <EmailAddress email={applicant.email} />
        </div>
      ) : null}
      {applicant.phone ? <div className="text-nowrap">{formatPhone(applicant.phone)}</div> : null}
    </>
  );
}

const resume = (applicant: TApplicant) => (
  <FileDownloadLink
    filename={applicant.resume_filename}
    download={() => downloadApplicationFile(applicant.id, 'resume')}
  />
);
const coverLetter = (applicant: TApplicant) => (
  <FileDownloadLink
    filename={applicant.cover_letter_filename}
    download={() => downloadApplicationFile(applicant.id, 'cover_letter')}
  />
);

/** One applicant: selection, name (and screening answers), contact, applied at, referrer, files and a stage chosen in place, then moved to. */
export function ApplicantRow({ applicant, selected, onSelect, busy, ...stage }: ApplicantProps) {
  const name = applicantName(applicant);
  return (
    <tr>
      <RowSelectCell label={`Select ${name}`} checked={selected} onChange={onSelect} />
      <th scope="row" className="fw-normal text-break">
        {name}
        {applicant.external ? <div className="small text-body-secondary">Applied on your site</div> : null}
        <ScreeningAnswers applicant={applicant} />
      </th>
      <td>
        <Contact applicant={applicant} />
      </td>
      <td>{formatAppliedAt(applicant.created_at)}</td>
      <td className="text-break">{applicant.referred_by ?? '—'}</td>
      <td className="text-break">{resume(applicant)}</td>
      <td className="text-break">{coverLetter(applicant)}</td>
      <td>
        <StageSelect name={name} status={applicant.status} busy={busy} {...stage} />
      </td>
    </tr>
  );
}

/** One applicant on a phone: name, contact, applied at, referrer and files, then the status. */
export function ApplicantCard({ applicant, selected, onSelect, busy, ...stage }: ApplicantProps) {
  const name = applicantName(applicant);
  return (
    <ListCard
      testId="applicant-card"
      before={
        <Form.Check
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      }
      title={
        <>
          {name}
          {applicant.external ? <div className="small fw-normal text-body-secondary">Applied on your site</div> : null}
          <ScreeningAnswers applicant={applicant} />
        </>
      }
      facts={[
        ['Contact', <Contact key="contact" applicant={applicant} />, 'wide'],
        ['Applied', formatAppliedAt(applicant.created_at)],
        ['Referred by', applicant.referred_by ?? '—'],
        ['Resume', resume(applicant), 'wide'],
        ['Cover letter', coverLetter(applicant), 'wide'],
      ]}
      actions={<StageSelect name={name} status={applicant.status} busy={busy} {...stage} />}
    />
  );
}
