/** /sorry (spec §2.10): feature-not-available page with a Go Back link to /contest. */
import { Link } from 'react-router-dom';
import { TEXT } from '../../../common/texts.ts';

/** The "feature not available" page. */
export function SorryPage() {
  return (
    <div className="hero min-h-[60vh]">
      <div className="hero-content text-center">
        <div className="max-w-md">
          <h1 className="text-3xl font-bold">{TEXT.sorry.title}</h1>
          <p className="py-6 text-base-content/70">{TEXT.sorry.body}</p>
          <Link to="/contest" className="btn btn-primary">
            {TEXT.sorry.back}
          </Link>
        </div>
      </div>
    </div>
  );
}
