/**
 * Why: saving.md §2 "A sensitive-content notice can replace the content" of the save flow. The
 * notice (common/saving/save-success/save-notice.ts) is rare, so its screen loads only when a Pin has
 * one (save-flow.tsx loads this module lazily) and the pages that show the picker do not carry
 * it on first load. 'Save anyway' is a button in the modal and a link to the page's
 * `?notice=seen` without JavaScript.
 */
import type { SaveNotice } from "~common/saving/save-success/save-notice";
import { SAVE_FLOW_COPY } from "~common/saving/board-picker";
import { Button, ButtonLink } from "../../../components/button";
import { AdvisoryNotice } from "../../business/advisories";

export default function SaveNoticePane({
  notice,
  continueHref,
  onContinue,
}: {
  notice: SaveNotice;
  continueHref?: string;
  onContinue: () => void;
}) {
  return (
    <div className="save-flow__notice">
      <AdvisoryNotice notice={notice.notice} label={SAVE_FLOW_COPY.sensitiveNoticeLabel} className="advisory-notice--in-flow">
        {notice.canSave ? (
          continueHref ? (
            <ButtonLink to={continueHref} replace>
              {SAVE_FLOW_COPY.saveAnyway}
            </ButtonLink>
          ) : (
            <Button onClick={onContinue}>{SAVE_FLOW_COPY.saveAnyway}</Button>
          )
        ) : null}
      </AdvisoryNotice>
    </div>
  );
}
