/** Grey stand-ins for job cards while the first page loads, as tall as cards, so nothing moves when they come. */
export function JobCardSkeletons({ count = 5, label = 'Loading jobs…' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="job-card-skeletons">
      <span className="visually-hidden">{label}</span>
      <ul className="list-unstyled d-grid gap-3 mb-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card job-card-skeleton">
            <div className="card-body placeholder-glow">
              <span className="placeholder col-7 mb-2 d-block" />
              <span className="placeholder placeholder-sm col-5 mb-2 d-block" />
              <span className="placeholder placeholder-sm col-4 d-block" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The selected-job panel while its job is on the way: the shape of a job's heading and facts. */
export function JobDetailSkeleton({ label = 'Loading job…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="placeholder-glow" data-testid="job-detail-skeleton">
      <span className="visually-hidden">{label}</span>
      <span className="placeholder col-8 placeholder-lg mb-3 d-block" aria-hidden="true" />
      <span className="placeholder col-5 mb-2 d-block" aria-hidden="true" />
      <span className="placeholder col-4 mb-4 d-block" aria-hidden="true" />
      <span className="placeholder col-12 mb-2 d-block" aria-hidden="true" />
      <span className="placeholder col-11 mb-2 d-block" aria-hidden="true" />
      <span className="placeholder col-9 d-block" aria-hidden="true" />
    </div>
  );
}
