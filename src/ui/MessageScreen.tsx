/** A full-width message screen: a heading, a sentence and one link (used by placeholder, 404 and "sorry" pages). */
import { Link } from 'react-router-dom';

/**
 * @param title the heading (the page's h1)
 * @param body one sentence under it
 * @param link where the button goes and its label
 */
export function MessageScreen({ title, body, link }: { title: string; body: string; link: { to: string; label: string } }) {
  return (
    <div className="hero min-h-[60vh]">
      <div className="hero-content text-center">
        <div className="max-w-md">
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="py-6 text-base-content/70">{body}</p>
          <Link to={link.to} className="btn btn-primary">
            {link.label}
          </Link>
        </div>
      </div>
    </div>
  );
}
