/** Honest placeholder for screens that do not exist yet (inside the layout, guards applied). */
import { Link } from 'react-router-dom';
import { TEXT } from '../../common/texts.ts';

/** "This screen is coming soon" page. */
export function ComingSoon() {
  return (
    <div className="hero min-h-[60vh]">
      <div className="hero-content text-center">
        <div className="max-w-md">
          <h1 className="text-3xl font-bold">{TEXT.comingSoon.title}</h1>
          <p className="py-6 text-base-content/70">{TEXT.comingSoon.body}</p>
          <Link to="/" className="btn btn-primary">
            {TEXT.comingSoon.back}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** 404 page for unknown client routes. */
export function NotFound() {
  return (
    <div className="hero min-h-[60vh]">
      <div className="hero-content text-center">
        <div className="max-w-md">
          <h1 className="text-3xl font-bold">{TEXT.notFound.title}</h1>
          <p className="py-6 text-base-content/70">{TEXT.notFound.body}</p>
          <Link to="/" className="btn btn-primary">
            {TEXT.notFound.back}
          </Link>
        </div>
      </div>
    </div>
  );
}
