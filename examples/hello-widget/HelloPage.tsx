import type { PageProps } from '@tessera/sdk';
import { Link } from '@tessera/sdk';

/** The example's page: greets the name in the address, if there is one. */
export default function HelloPage({ params }: PageProps) {
  return (
    <section className="page-card" aria-labelledby="hello-title">
      <h1 id="hello-title">Hello, {params.name ?? 'world'}!</h1>
      <p>Hello from an example extension.</p>
      <p>
        <Link to="/hello/tessera">Greet Tessera</Link>
      </p>
    </section>
  );
}
