import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { usePageOrigin } from '../../lib/page-origin.ts';
import { CodeBlock } from './code-block.tsx';
import {
  API_KEY_SCOPES,
  apiKeySamples,
  documentSamples,
  publicReadSamples,
  WEBHOOK_EVENTS,
  WEBHOOK_VERIFIER,
  widgetSamples,
} from './developer-samples.ts';

const SECTIONS = [
  { id: 'public-data', title: 'Read public data from any site' },
  { id: 'api-keys', title: 'API keys for your systems' },
  { id: 'widget', title: 'The job widget' },
  { id: 'feeds', title: 'Feeds' },
  { id: 'webhooks', title: 'Webhooks' },
  { id: 'document', title: 'The API document' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const { title } = SECTIONS.find((section) => section.id === id)!;
  return (
    <section aria-labelledby={id} className="mb-5">
      <h2 id={id} className="h3 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /developers: a quick start for each way a partner builds on the product, with samples to copy. */
export default function DevelopersPage() {
  const origin = usePageOrigin();
  const docs = `${origin}/api/docs`;
  const reads = publicReadSamples(origin);
  const keys = apiKeySamples(origin);
  const widget = widgetSamples(origin);
  const documentation = documentSamples(origin);

  return (
    <Container fluid="lg" className="py-4 py-md-5">
      <div className="mx-auto" style={{ maxWidth: '52rem' }}>
        <header className="mb-4">
          <h1>Developers</h1>
          <p className="lead text-body-secondary">
            Show jobs on your own site, post and manage jobs from your applicant-tracking system, and hear about
            applications as they happen. Everything below uses this site’s address, <code>{origin}</code>.
          </p>
        </header>

        <nav aria-label="On this page" className="mb-5">
          <h2 className="h6 text-uppercase text-body-secondary">On this page</h2>
          <ol className="mb-0">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <Section id="public-data">
          <p>
            Job search, job pages, suggestions, places, lookups, organizations, feeds and public images answer any
            site’s requests, without a key or a cookie. Pages come 20 jobs at a time; the <code>total</code> header
            holds how many match.
          </p>
          <CodeBlock label="Search jobs with curl" code={reads.curl} />
          <CodeBlock label="Search jobs from a web page" code={reads.browser} />
          <p>
            Answers carry an <code>ETag</code>: send it back in <code>If-None-Match</code> and an unchanged answer comes
            back as <code>304 Not Modified</code> with no body. Query parameters a read does not know, such as{' '}
            <code>utm_source</code>, are ignored.
          </p>
        </Section>

        <Section id="api-keys">
          <p>
            A business owner creates keys in the employer panel, under <strong>API keys</strong>, choosing what each may
            do. The token (it starts with <code>mw_</code>) is shown once: keep it in your system’s secrets. A key acts
            as its business, only on that business’s routes its scopes allow.
          </p>
          <dl>
            {API_KEY_SCOPES.map(({ scope, allows }) => (
              <div key={scope} className="row">
                <dt className="col-sm-4">
                  <code>{scope}</code>
                </dt>
                <dd className="col-sm-8">{allows}</dd>
              </div>
            ))}
          </dl>
          <CodeBlock label="Keep the key and your business’s id at hand" code={keys.setUp} />
          <p>
            Post a job. The ids come from the lookups (<code>/api/v1/job_types</code>,{' '}
            <code>/api/v1/job_location_types</code>, <code>/api/v1/states</code>); the answer is the job, with its{' '}
            <code>id</code>.
          </p>
          <CodeBlock label="Post a job" code={keys.postJob} />
          <p>Read its applicants, 20 at a time, newest first:</p>
          <CodeBlock label="List a job’s applications" code={keys.listApplications} />
          <p>
            Every answer to a key says how many requests it has left. Past the limit the answer is{' '}
            <code>429 Too Many Requests</code> with <code>Retry-After</code> in seconds: wait that long and try again.
          </p>
          <CodeBlock label="The rate-limit headers of an answer" code={keys.rateLimitAnswer} />
          <p>
            When the position is filled, close the posting with the closing operation of the document’s{' '}
            <em>Job postings</em> section. A key is refused (403) on another business’s routes and outside its scopes,
            and a revoked key gets 401.
          </p>
        </Section>

        <Section id="widget">
          <p>
            Paste one script tag where the jobs should appear. It shows the live jobs of an organization’s feed or of
            one business, searchable, with links to each job’s page; it sets no cookies and keeps its own styles apart
            from your page’s.
          </p>
          <CodeBlock label="Widget for an organization’s feed" code={widget.organization} />
          <CodeBlock label="Widget for one business’s jobs" code={widget.business} />
          <p>Organization admins and business owners find their own tag, with a preview, in their panels.</p>
        </Section>

        <Section id="feeds">
          <p>
            The live jobs of each organization, of each business and of the whole site are published in three formats:{' '}
            <strong>RSS 2.0</strong> for feed readers, <strong>JSON Feed 1.1</strong> for scripts, and an{' '}
            <strong>XML job feed</strong> in the format job aggregators ingest (title, company, place, salary, job type,
            link, date and reference number). Job pages name their feeds with{' '}
            <code>&lt;link rel=&quot;alternate&quot;&gt;</code>, and feeds answer <code>ETag</code> and{' '}
            <code>Last-Modified</code> so a reader fetches only what changed. The exact addresses are in{' '}
            <a href={docs}>the API document</a>.
          </p>
        </Section>

        <Section id="webhooks">
          <p>
            A business owner subscribes an HTTPS address to events; each event is posted to it as JSON as it happens,
            and retried with growing delays for a day while your server does not answer with a success.
          </p>
          <ul>
            {WEBHOOK_EVENTS.map((event) => (
              <li key={event}>
                <code>{event}</code>
              </li>
            ))}
          </ul>
          <p>
            Each delivery is signed with the subscription’s secret (shown once, when you subscribe):{' '}
            <code>MainWork-Signature: t=&lt;unix time&gt;,v1=&lt;signature&gt;</code>, where the signature is the
            hexadecimal HMAC-SHA256 of the time, a dot and the raw body. Check it before trusting a delivery, on the
            body exactly as received:
          </p>
          <CodeBlock label="Verify a delivery in Node.js" code={WEBHOOK_VERIFIER} />
        </Section>

        <Section id="document">
          <p>
            Every operation, with its parameters, answers, errors and examples, is described in an OpenAPI 3.0 document.
            Browse it at <a href={docs}>{docs}</a>, or read it as JSON at <a href={`${docs}/json`}>{`${docs}/json`}</a>{' '}
            to generate a client.
          </p>
          <CodeBlock label="Generate TypeScript types from the document" code={documentation.generate} />
        </Section>
      </div>
    </Container>
  );
}
