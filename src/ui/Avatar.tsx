/** The learner's round avatar picture. */
import { TEXT } from '../../common/texts.ts';
import unknownAvatar from './assets/avatar-unknown.svg';

/** Avatar picture with the unknown-person fallback (also used when the photo fails to load). */
export function Avatar({ src, name, size = 'w-8' }: { src: string | null | undefined; name: string; size?: string }) {
  return (
    <div className="avatar">
      <div className={`${size} rounded-full`}>
        <img
          src={src || unknownAvatar}
          alt={TEXT.nav.avatarAlt(name)}
          onError={(e) => {
            if (e.currentTarget.src !== new URL(unknownAvatar, location.href).href) e.currentTarget.src = unknownAvatar;
          }}
        />
      </div>
    </div>
  );
}
