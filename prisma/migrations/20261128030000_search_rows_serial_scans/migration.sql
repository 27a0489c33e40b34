-- A search reads at most a window of 1,000 search rows and a count of 10,001: starting parallel workers
-- for it cost more than the read (a broad term's newest week, read newest first through a Gather Merge:
-- 58 ms against 21 ms read alone on a loaded two-core machine at a million jobs), and under many
-- searches at once the workers only take cores from the other searches. The search rows are read by
-- one process (decision 011).
ALTER TABLE search.job_search SET (parallel_workers = 0);
