import type { Ref } from 'react';
import { formatJobCount } from '../../lib/formatters.ts';
import { jobSuggestions } from './api/search-suggestions.ts';
import { SuggestionCombobox } from './suggestion-combobox.tsx';

export const WHAT_PLACEHOLDER = 'What? (e.g. Nurse, Designer, Harbor Point)';

/**
 * The What box of the job search: titles and words of live jobs as one types, each with its count of
 * jobs. Picking one fills the box and runs the search; the text stays free.
 */
export function WhatAutocomplete({
  id,
  value,
  onChange,
  onPick,
  inputRef,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  onPick(text: string): void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <SuggestionCombobox
      id={id}
      label="What"
      hideLabel
      listLabel="Search suggestions"
      placeholder={WHAT_PLACEHOLDER}
      type="search"
      inputRef={inputRef}
      value={value}
      onChange={onChange}
      onPick={(suggestion) => onPick(suggestion.text)}
      source={jobSuggestions}
      keyOf={(suggestion) => `${suggestion.kind}:${suggestion.text}`}
      renderOption={(suggestion) => (
        <span className="d-flex justify-content-between gap-2">
          <span className={suggestion.kind === 'title' ? 'fw-semibold' : undefined}>{suggestion.text}</span>
          <span className="small text-nowrap">{formatJobCount(suggestion.jobs)}</span>
        </span>
      )}
    />
  );
}
