import type { ReactNode } from 'react';
import { COMPANY_POSTAL_ADDRESS } from '@mainwork/contracts';
import { Col, Container, Row } from 'react-bootstrap';
import { CONTACT_EMAIL } from '../../components/site-footer.tsx';

/** A numbered subsection (rendered as an h3 numbered `{section}.{n}`). */
export type LegalSubsection = { title: string; content: ReactNode };

/** A numbered top-level section (rendered as an h2). Its number is its position, starting at 1. */
export type LegalSection = { title: string; content?: ReactNode; subsections?: LegalSubsection[] };

/** The anchor id of a section or subsection by its number: '12' → 'section-12', '12.5' → 'section-12-5'. */
export const sectionId = (number: string) => `section-${number.replace(/\./g, '-')}`;

/** An in-document cross reference, e.g. <SectionRef to="12.5" /> → "section 12.5". */
export function SectionRef({ to, children }: { to: string; children?: ReactNode }) {
  return <a href={`#${sectionId(to)}`}>{children ?? `section ${to}`}</a>;
}

/** The company's contact details (fictional placeholders of the example kind). */
export const COMPANY = {
  ...COMPANY_POSTAL_ADDRESS,
  phone: '(617)-555-0100',
  phoneHref: 'tel:+16175550100',
  email: CONTACT_EMAIL,
} as const;

/** The postal address, phone and support e-mail block both legal pages end with. */
export function LegalContactBlock() {
  return (
    <address className="border rounded-3 p-3 bg-body-tertiary">
      <strong>{COMPANY.name}</strong>
      <br />
      {COMPANY.street}
      <br />
      {COMPANY.cityLine}
      <br />
      {/* The darker blue: the link colour on this grey reads below 4.5:1. */}
      Phone:{' '}
      <a href={COMPANY.phoneHref} className="text-primary-emphasis">
        {COMPANY.phone}
      </a>
      <br />
      E-mail:{' '}
      <a href={`mailto:${COMPANY.email}`} className="text-primary-emphasis">
        {COMPANY.email}
      </a>
    </address>
  );
}

/**
 * A legal document (spec §2.4 /terms and /privacy): title, version line, a table of contents linking to
 * each section's anchor, and the numbered sections with h2 headings (subsections h3).
 */
export function LegalDocument({
  title,
  version,
  intro,
  sections,
}: {
  title: string;
  version: string;
  intro?: ReactNode;
  sections: LegalSection[];
}) {
  const tocHeadingId = 'legal-toc-heading';
  return (
    <Container fluid="lg" className="py-4 py-md-5">
      <article>
        <header className="mb-4">
          <h1>{title}</h1>
          <p className="text-body-secondary mb-0">{version}</p>
        </header>
        <Row className="g-4">
          <Col lg={4} xl={3}>
            <nav aria-labelledby={tocHeadingId} className="border rounded-3 p-3 bg-body-tertiary legal-toc">
              <h2 id={tocHeadingId} className="h6 text-uppercase text-body-secondary">
                Contents
              </h2>
              <ol className="list-unstyled mb-0 small">
                {sections.map((section, index) => {
                  const number = String(index + 1);
                  return (
                    <li key={number} className="py-1">
                      <a href={`#${sectionId(number)}`} className="link-body-emphasis">
                        {number}. {section.title}
                      </a>
                    </li>
                  );
                })}
              </ol>
            </nav>
          </Col>
          <Col lg={8} xl={9} className="legal-body">
            {intro ? <div className="mb-4">{intro}</div> : null}
            {sections.map((section, index) => {
              const number = String(index + 1);
              const id = sectionId(number);
              return (
                <section key={number} aria-labelledby={id} className="mb-5">
                  <h2 id={id} className="h4">
                    {number}. {section.title}
                  </h2>
                  {section.content}
                  {section.subsections?.map((subsection, subIndex) => {
                    const subNumber = `${number}.${subIndex + 1}`;
                    const subId = sectionId(subNumber);
                    return (
                      <section key={subNumber} aria-labelledby={subId} className="mt-4">
                        <h3 id={subId} className="h6 fw-bold">
                          {subNumber} {subsection.title}
                        </h3>
                        {subsection.content}
                      </section>
                    );
                  })}
                </section>
              );
            })}
          </Col>
        </Row>
      </article>
    </Container>
  );
}
