/**
 * What an API key may do (docs/decisions/069-api-keys.md). An endpoint names the scope that opens it
 * (`apiKeyScope` in its contract entry); a key is refused on every other endpoint.
 */
export const API_KEY_SCOPES = ['jobs:read', 'jobs:write', 'applications:read'] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The scopes' words on the API keys screen. */
export const API_KEY_SCOPE_LABELS: Record<TApiKeyScope, { label: string; description: string }> = {
  'jobs:read': { label: 'Read jobs', description: "List the business's postings and read each one." },
  'jobs:write': { label: 'Post and close jobs', description: 'Post, edit and close postings.' },
  'applications:read': {
    label: 'Read applications',
    description: "Read the postings' applicants, their resumes and cover letters.",
  },
};
