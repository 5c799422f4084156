/**
 * Why: a promoted Pin must say so, with whose ad it is, on its card and on its Pin page
 * (docs/decisions/039): "Promoted by {business name}".
 */
import { PROMOTED_COPY } from "~common/business/promoted-pins/copy";

export function PromotedLabel({ business }: { business: string }) {
  return <p className="promoted-label">{PROMOTED_COPY.promotedBy(business)}</p>;
}
