/**
 * The Discuss screen's top carousel (spec §2.8): 7 banners shipped with the app, each a link to
 * /explore. One banner at a time with Previous / Next buttons and one button per slide below it; it never
 * moves on its own (WAI-ARIA carousel pattern, no autoplay).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { DISCUSS_TEXT } from '../../../common/texts/discuss.ts';
import daily from './banners/daily.svg';
import design from './banners/design.svg';
import dsa from './banners/dsa.svg';
import genai from './banners/genai.svg';
import interview from './banners/interview.svg';
import languages from './banners/languages.svg';
import sheet from './banners/sheet.svg';

const IMAGES = [dsa, sheet, languages, genai, design, interview, daily] as const;

/** The carousel. */
export function Carousel() {
  const [index, setIndex] = useState(0);
  const id = useId();
  const total = IMAGES.length;
  const go = (i: number) => setIndex((i + total) % total);
  return (
    <section aria-roledescription="carousel" aria-label={DISCUSS_TEXT.discuss.carousel} className="flex flex-col gap-2">
      <div id={`${id}-slides`} aria-live="polite" className="overflow-hidden rounded-box">
        {IMAGES.map((src, i) => (
          <div key={src} role="group" aria-roledescription="slide" aria-label={DISCUSS_TEXT.discuss.slide(i + 1, total)} hidden={i !== index} data-testid="carousel-slide">
            <Link to="/explore" className="block rounded-box focus-visible:outline-2 focus-visible:outline-offset-2">
              <img src={src} alt={DISCUSS_TEXT.discuss.banners[i]} width={800} height={250} className="aspect-[16/5] w-full rounded-box object-cover" />
            </Link>
          </div>
        ))}
      </div>
      <div className="flex items-center justify-center gap-1">
        <button type="button" className="btn btn-circle btn-ghost btn-sm" aria-controls={`${id}-slides`} aria-label={DISCUSS_TEXT.discuss.previousSlide} onClick={() => go(index - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        {IMAGES.map((src, i) => (
          <button
            key={src}
            type="button"
            className="flex h-6 w-6 items-center justify-center rounded-full"
            aria-label={DISCUSS_TEXT.discuss.slide(i + 1, total)}
            aria-current={i === index ? 'true' : undefined}
            aria-controls={`${id}-slides`}
            onClick={() => go(i)}
          >
            <span aria-hidden="true" className={`block h-2.5 w-2.5 rounded-full ${i === index ? 'bg-primary' : 'bg-base-content/30'}`} />
          </button>
        ))}
        <button type="button" className="btn btn-circle btn-ghost btn-sm" aria-controls={`${id}-slides`} aria-label={DISCUSS_TEXT.discuss.nextSlide} onClick={() => go(index + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
