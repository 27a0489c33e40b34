/** A plain first page until the app shell (routes, layouts, header) arrives. */
export function HomePage() {
  return (
    <main
      style={{
        maxWidth: 720,
        margin: '4rem auto',
        padding: '0 1rem',
        fontFamily: 'system-ui, sans-serif',
        lineHeight: 1.5,
      }}
    >
      <h1>MainWork</h1>
      <p>
        Word-of-mouth hiring meets local economies: search local jobs, share them with friends, and earn a reward paid
        by the employer when someone you referred is hired.
      </p>
      <p>
        <a href="/api/docs">API documentation</a>
      </p>
    </main>
  );
}
