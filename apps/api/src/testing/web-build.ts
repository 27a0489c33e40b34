/** A web build's index.html as Vite writes it, for tests that serve a web build of their own. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="MainWork: local jobs, shared by word of mouth."
    />
    <title>MainWork</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
