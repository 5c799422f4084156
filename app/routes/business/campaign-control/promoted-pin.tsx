/**
 * Why: the console names a promoted Pin by its title with a small thumbnail of its image (the 96 px
 * variant the API gives), never by its id (issue 36 item 7): the campaign's settings and the ad
 * group's ads. The image is decorative beside the title, so its alt is empty.
 */
import { Link } from "react-router";
import { CONSOLE_COPY as C } from "~common/business/console";

/**
 * @example
 * <PromotedPin pinId="42" title="Walnut side table" imageUrl="/i/96w/ab…" />
 */
export function PromotedPin({ pinId, title, imageUrl }: { pinId: string; title: string; imageUrl: string | null }) {
  return (
    <Link className="promoted-pin" to={`/pin/${pinId}`}>
      {imageUrl ? <img className="promoted-pin__image" src={imageUrl} alt="" width={40} height={40} loading="lazy" /> : null}
      <span className="promoted-pin__title link">{title || C.untitledPin}</span>
    </Link>
  );
}
