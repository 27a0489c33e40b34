import type { ReactNode } from 'react';
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { COMPANY_POSTAL_ADDRESS, SITE_NAME } from '@mainwork/contracts';
import { BRAND_COLORS } from '../brand/brand-colors.ts';

// The web app's look (decision 058): its font stack, ink and the teal brand, dark enough for white button text
// to read at 5.5:1.
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const TEXT_COLOR = BRAND_COLORS.ink;
const MUTED_COLOR = BRAND_COLORS.inkMuted;
const PRIMARY = BRAND_COLORS.brand;

const POSTAL_ADDRESS = [
  COMPANY_POSTAL_ADDRESS.name,
  COMPANY_POSTAL_ADDRESS.street,
  COMPANY_POSTAL_ADDRESS.cityLine,
].join(', ');

/** The card's widest: one column that reads on a phone (375 px) and stays a comfortable line on a desktop. */
export const MAIL_MAX_WIDTH_PX = 600;

/**
 * Long words (an address, a link written out, a code) break where they must instead of widening the card past
 * a phone's screen. `overflow-wrap: anywhere` and the older `word-break: break-word` both count in a table
 * cell's narrowest width, which `overflow-wrap: break-word` alone does not: with it a long link still pushes
 * the table wider.
 */
const WRAP_LONG_WORDS = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

/**
 * For the clients that read a style sheet (Apple Mail, iOS, Gmail's apps, Outlook.com): images never wider
 * than their column, and a narrower frame on a phone. Everything else is inline, which every client honours.
 */
const HEAD_CSS = `img{max-width:100%;height:auto}
@media only screen and (max-width:480px){.mail-section{padding-left:16px!important;padding-right:16px!important}}`;

const styles = {
  body: {
    backgroundColor: BRAND_COLORS.surfaceSunken,
    fontFamily: FONT,
    color: TEXT_COLOR,
    margin: 0,
    padding: '24px 12px',
  },
  card: {
    backgroundColor: '#ffffff',
    border: `1px solid ${BRAND_COLORS.line}`,
    borderRadius: '8px',
    width: '100%',
    maxWidth: `${MAIL_MAX_WIDTH_PX}px`,
  },
  brand: { fontSize: '22px', fontWeight: 700, color: PRIMARY, textDecoration: 'none' },
  paragraph: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', ...WRAP_LONG_WORDS },
  button: {
    backgroundColor: PRIMARY,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
    textAlign: 'center',
    display: 'inline-block',
    // A long label wraps inside the button instead of pushing it past the screen.
    maxWidth: '100%',
    boxSizing: 'border-box',
    ...WRAP_LONG_WORDS,
  },
  link: { color: PRIMARY, textDecoration: 'underline', ...WRAP_LONG_WORDS },
  footer: { fontSize: '13px', lineHeight: '20px', color: MUTED_COLOR, margin: '0 0 8px', ...WRAP_LONG_WORDS },
} as const;

/** How every e-mail opens: 'Hi Maria,' when the recipient's first name is known and may be used, else 'Hello,'. */
function greetingFor(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Hi ${name},` : 'Hello,';
}

/**
 * Every e-mail's frame: the product's name linking home, the greeting, the message, and a footer saying why
 * the person gets this e-mail and the company's postal address. `preview` is the line inboxes show after the
 * subject. `firstName`: the recipient's, for the greeting; leave it out where the address is not known to be
 * theirs (docs/decisions/051-address-consent.md) or no name is held.
 *
 * One column, fluid up to MAIL_MAX_WIDTH_PX, with the viewport meta that makes a phone lay it out at its own
 * width (without it, phones lay mail out 980 px wide and shrink it).
 */
export function MailLayout(props: {
  publicUrl: string;
  preview: string;
  reason: string;
  firstName?: string | null;
  children: ReactNode;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <style>{HEAD_CSS}</style>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          <Section className="mail-section" style={{ padding: '20px 24px 4px' }}>
            <Link href={`${props.publicUrl}/`} style={styles.brand}>
              {SITE_NAME}
            </Link>
          </Section>
          <Section className="mail-section" style={{ padding: '12px 24px 8px' }}>
            <MailText>{greetingFor(props.firstName)}</MailText>
            {props.children}
          </Section>
          <Hr style={{ borderColor: BRAND_COLORS.line, margin: 0 }} />
          <Section className="mail-section" style={{ padding: '16px 24px' }}>
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
