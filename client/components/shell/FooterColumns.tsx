// The footer's link columns (title, optional text — plain or CMS HTML — and links), shared by the
// default and webshop footers.
import type { Footer } from "../../../shared/schemas/page-model.ts";
import { Link } from "../Link.tsx";
import { RichText } from "../RichText.tsx";

const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

export function FooterColumns({ columns }: { columns: Footer["columns"] }) {
  if (columns.length === 0) return null;
  return (
    <div className="site-footer__columns">
      {columns.map((column) => (
        <section key={column.title} className="site-footer__column">
          <h2 className="site-footer__title">{column.title}</h2>
          {column.columnText ? (
            looksLikeHtml(column.columnText) ? (
              <RichText html={column.columnText} className="site-footer__text" />
            ) : (
              <p className="site-footer__text">{column.columnText}</p>
            )
          ) : null}
          {column.links.length > 0 ? (
            <ul className="site-footer__links">
              {column.links.map((link) => (
                <li key={`${link.name}-${link.url}`}>
                  <Link href={link.url} target={link.targetFrame} prefetch={false}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
