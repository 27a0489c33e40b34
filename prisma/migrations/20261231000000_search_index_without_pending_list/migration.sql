-- The search rows' GIN index takes each write in place instead of in a pending list (docs/decisions/079-search-window-reads.md).
-- Every scan of a GIN index reads its whole pending list, unsorted, besides the index: 2,000 jobs written at
-- a million made a search near Boston 6 times as slow (203 ms instead of 33) until autovacuum merged the
-- list, and a search reads the index up to eight times. A write now costs its job about 0.15 ms more.
ALTER INDEX search.job_search_document_idx SET (fastupdate = off);
-- Turning it off keeps what the list already holds: merged here.
SELECT gin_clean_pending_list('search.job_search_document_idx'::regclass);
