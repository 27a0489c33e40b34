import type { ReactNode } from 'react';
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { COMPANY_POSTAL_ADDRESS, SITE_NAME } from '@mainwork/contracts';

// The web app's look (Bootstrap 5.3): its font stack, text colour and a primary blue dark enough for white
// button text to read at 4.5:1 and more.
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const TEXT_COLOR = '#212529';
const MUTED_COLOR = '#595c5f';
const PRIMARY = '#0b5ed7';

const POSTAL_ADDRESS = [
  COMPANY_POSTAL_ADDRESS.name,
  COMPANY_POSTAL_ADDRESS.street,
  COMPANY_POSTAL_ADDRESS.cityLine,
].join(', ');

const styles = {
  body: { backgroundColor: '#f8f9fa', fontFamily: FONT, color: TEXT_COLOR, margin: 0, padding: '24px 0' },
  card: { backgroundColor: '#ffffff', border: '1px solid #dee2e6', borderRadius: '8px', maxWidth: '560px' },
  brand: { fontSize: '22px', fontWeight: 700, color: PRIMARY, textDecoration: 'none' },
  paragraph: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  button: {
    backgroundColor: PRIMARY,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  link: { color: PRIMARY, textDecoration: 'underline' },
  footer: { fontSize: '13px', lineHeight: '20px', color: MUTED_COLOR, margin: '0 0 8px' },
} as const;

/**
 * Every e-mail's frame: the product's name linking home, the message, and a footer saying why the person
 * gets this e-mail and the company's postal address. `preview` is the line inboxes show after the subject.
 */
export function MailLayout(props: { publicUrl: string; preview: string; reason: string; children: ReactNode }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          <Section style={{ padding: '20px 24px 4px' }}>
            <Link href={`${props.publicUrl}/`} style={styles.brand}>
              {SITE_NAME}
            </Link>
          </Section>
          <Section style={{ padding: '12px 24px 8px' }}>{props.children}</Section>
          <Hr style={{ borderColor: '#dee2e6', margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            <Text style={styles.footer}>{props.reason}</Text>
            <Text style={styles.footer}>{POSTAL_ADDRESS}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** One paragraph of an e-mail. */
export function MailText({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

/** The e-mail's main action, as a button (one a message); in the text part, its words and then its address. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

/** A link inside a paragraph; the text part shows its words and then its address. */
export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}
