import type { ReactNode } from 'react';

/** A screen whose full content comes with a later feature; it still has its heading and a place in the shell. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page-section">
      <h1>{title}</h1>
      {children ?? <p className="muted">This page is being stocked. Please check back soon.</p>}
    </section>
  );
}
