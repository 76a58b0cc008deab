/**
 * The page-load error view (spec 001 section 8): a title, an explanation, a reload button and a
 * troubleshooting link. Without the server's metadata it says the server cannot be reached.
 */
export function PageLoadError({ serverReachable }: { serverReachable: boolean }) {
  return (
    <main className="page-load-error" aria-labelledby="page-load-error-title">
      <h1 id="page-load-error-title">Page load error</h1>
      <p>
        {serverReachable
          ? 'Something went wrong while starting Tessera.'
          : 'The server is not answering. It may be down or restarting; try again in a moment.'}
      </p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </p>
      <p>
        <a href="https://misskey-hub.net/docs/for-users/resources/troubleshooting/" rel="noopener noreferrer">
          Troubleshooting
        </a>
      </p>
    </main>
  );
}
