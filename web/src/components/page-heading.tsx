import { type ReactNode, useEffect } from 'react';

/** The page's one h1; it also sets the document title so history and tabs say where the user is. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · skiff`;
  }, [title]);
  return <h1 id="page-heading">{children ?? title}</h1>;
}
