import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { routes } from '../../lib/paths.ts';

/**
 * The home page's job search (decision 057): words only, then /jobs searches them. Plain fields, no
 * suggestions: the home page's script stays within its size budget, and /jobs has the full search.
 */
export function HomeJobSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [words, setWords] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const what = words.trim();
    void navigate(what ? `${routes.jobs}?${new URLSearchParams({ what_search_text: what })}` : routes.jobs);
  }

  return (
    <form role="search" aria-label="Search jobs" className="d-flex gap-2 mb-4" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Job title, skill or company
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-lg"
        placeholder="Job title or skill"
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-lg">
        Search
      </button>
    </form>
  );
}
