import { useId, useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/link.tsx';
import { paths } from '../../lib/paths.ts';
import { useOrganizations } from './api/list-organizations.ts';

const MAX_SHOWN = 6;

/** Home page (spec §2.4): find a chamber's or association's job feed by name and go to it. */
export function CommunityFeedSearch() {
  const { data: organizations = [], isPending } = useOrganizations();
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const resultsId = useId();
  const needle = text.trim().toLowerCase();
  const matches = needle
    ? organizations.filter((organization) => organization.name.toLowerCase().includes(needle))
    : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = matches[0];
    if (first) navigate(paths.organizationJobs(first.id));
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Community job feeds">
      <label htmlFor={inputId} className="form-label fw-semibold">
        Search community job feeds
      </label>
      <div className="input-group">
        <input
          id={inputId}
          className="form-control"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Chamber or association name"
          aria-describedby={resultsId}
          autoComplete="off"
        />
        <Button type="submit" variant="primary" disabled={matches.length === 0}>
          Go
        </Button>
      </div>
      <div id={resultsId} aria-live="polite">
        {needle && !isPending && matches.length === 0 ? (
          <p className="small text-body-secondary mt-2 mb-0">No community job feed matches “{text.trim()}”.</p>
        ) : null}
        {matches.length > 0 ? (
          <div className="list-group mt-2">
            {matches.slice(0, MAX_SHOWN).map((organization) => (
              <Link
                key={organization.id}
                to={paths.organizationJobs(organization.id)}
                className="list-group-item list-group-item-action"
              >
                <span className="fw-semibold">{organization.name}</span>
                {organization.tagline ? (
                  <span className="d-block small text-body-secondary">{organization.tagline}</span>
                ) : null}
              </Link>
            ))}
          </div>
        ) : null}
      </div>
    </form>
  );
}
