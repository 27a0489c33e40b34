import { Badge } from 'react-bootstrap';
import type { TApplicant } from '@mainwork/contracts';

/** Shown when an answer is one the business marked as disqualifying (the candidate never sees it). */
export const DISQUALIFYING_FLAG = 'Disqualifying answer';

/**
 * An applicant's answers to the screening questions, folded under their name (open with Enter or a click):
 * each question as it was asked, the answer, and a flag on one that disqualifies.
 */
export function ScreeningAnswers({ applicant }: { applicant: Pick<TApplicant, 'answers' | 'disqualified'> }) {
  if (applicant.answers.length === 0) return null;
  return (
    <div className="small mt-1">
      {applicant.disqualified ? (
        <Badge bg="warning" text="dark" className="me-1">
          {DISQUALIFYING_FLAG}
        </Badge>
      ) : null}
      <details>
        <summary>Answers ({applicant.answers.length})</summary>
        <dl className="mb-0 mt-1">
          {applicant.answers.map((answer) => (
            <div key={answer.question_id} className="mb-1">
              <dt className="fw-normal text-body-secondary">{answer.prompt}</dt>
              <dd className="mb-0 text-break">
                {answer.answer}
                {answer.disqualifying ? <span className="text-danger-emphasis"> (disqualifying)</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
