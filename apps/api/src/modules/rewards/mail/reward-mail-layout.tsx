import type { ReactNode } from 'react';
import { EMAILED_PAGES } from '@mainwork/contracts';
import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';

export type RewardMailFacts = {
  to: string;
  /** The referrer's, for the greeting. */
  firstName: string | null;
  label: string;
  jobTitle: string;
  businessName: string;
  publicUrl: string;
};

/** The frame the referrer's reward e-mails share: their thanks and a way to their rewards page. */
export function RewardMailLayout(props: {
  publicUrl: string;
  firstName: string | null;
  preview: string;
  children: ReactNode;
}) {
  return (
    <MailLayout
      publicUrl={props.publicUrl}
      firstName={props.firstName}
      preview={props.preview}
      reason="You get this e-mail because a job you shared with your MainWork share link led to a hire."
    >
      {props.children}
      <MailText>Thank you for sharing jobs in your community.</MailText>
      <MailButton href={`${props.publicUrl}${EMAILED_PAGES.myRewards}`}>Your rewards</MailButton>
    </MailLayout>
  );
}
