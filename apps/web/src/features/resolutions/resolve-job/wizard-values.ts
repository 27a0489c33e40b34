import type { TResolutionEventBody } from '@mainwork/contracts';

/** The step's fields that show the server's messages, and the event being sent. */
export type WizardValues = {
  application_id: string;
  is_position_filled: string;
  is_mw_hire: string;
  found_applicant: string;
  body: TResolutionEventBody | null;
};
